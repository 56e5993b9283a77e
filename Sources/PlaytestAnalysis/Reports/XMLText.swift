/// Text made safe for an XML (or SVG) attribute or element: the one escaper of the JUnit and SVG writers.
enum XMLText {
    /// What a tab, line feed or carriage return becomes.
    enum Whitespace {
        /// A character reference (`&#10;`), so the line break survives in an attribute.
        case kept
        /// A space, for one-line labels.
        case space
    }

    /// `& < > " '` as entities; tab, line feed and carriage return as `whitespace` says; every other character
    /// XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) as `forbidden`.
    static func escaped(_ text: String, whitespace: Whitespace, forbidden: Unicode.Scalar) -> String {
        // Text with no byte that could need a change (the five ASCII specials, a control, or the lead byte 0xEF of
        // U+FFFE and U+FFFF) is returned as it is.
        guard text.utf8.contains(where: { byte in
            byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
        }) else { return text }
        // Byte by byte, which is scalar by scalar for these: every special is ASCII, and U+FFFE and U+FFFF are the
        // only scalars encoded EF BF BE and EF BF BF.
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 16)
        let replacement = Array(String(forbidden).utf8)
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&apos;".utf8)
            case 0x09, 0x0A, 0x0D:
                if whitespace == .kept { output.append(contentsOf: "&#\(byte);".utf8) } else { output.append(UInt8(ascii: " ")) }
            case 0..<0x20: output.append(contentsOf: replacement)
            case 0xEF where index + 2 < input.count && input[index + 1] == 0xBF && (input[index + 2] == 0xBE || input[index + 2] == 0xBF):
                output.append(contentsOf: replacement)
                index += 3
                continue
            default: output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
