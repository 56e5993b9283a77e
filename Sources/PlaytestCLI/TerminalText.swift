/// Text made safe to print on a terminal: user input echoed in a message never carries a raw control byte.
enum TerminalText {
    /// `text` with every control character except the line feed (C0, DEL and C1: NUL, escape, carriage return,
    /// tab...) written as `\u{XX}`, so a NUL or an escape sequence in a file name or a value shows as text.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if scalar != "\n", value < 0x20 || (0x7F...0x9F).contains(value) {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
