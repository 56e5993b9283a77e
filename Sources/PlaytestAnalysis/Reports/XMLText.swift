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
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += whitespace == .kept ? "&#\(scalar.value);" : " "
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : forbidden)
            }
        }
        return result
    }
}
