/// The text of a stream's recorded choices, shared by replay tokens of games (`ReplayToken`) and of plain properties
/// (`PropertyToken`): hex words joined by '-', with runs of two or more zeros written `zk`.
package enum ChoiceWords {
    /// Hex words joined by '-', with runs of two or more zeros written `zk`.
    package static func encode(_ words: [UInt64]) -> String {
        var parts: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == 0 {
                var end = index
                while end < words.count, words[end] == 0 { end += 1 }
                parts.append(end - index == 1 ? "0" : "z\(end - index)")
                index = end
            } else {
                parts.append(String(words[index], radix: 16))
                index += 1
            }
        }
        return parts.joined(separator: "-")
    }

    /// The inverse of `encode`; nil on malformed text.
    package static func decode(_ text: String) -> [UInt64]? {
        if text.isEmpty { return [] }
        var words: [UInt64] = []
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            if part.hasPrefix("z") {
                guard let run = Int(part.dropFirst()), run > 0, run <= 1 << 22 else { return nil }
                words.append(contentsOf: repeatElement(0, count: run))
            } else {
                guard let word = UInt64(part, radix: 16) else { return nil }
                words.append(word)
            }
        }
        return words
    }
}
