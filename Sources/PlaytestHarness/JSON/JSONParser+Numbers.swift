// MARK: - JSONParser: numbers and literals

extension JSONParser {
    /// Reads a number and returns its literal text unchanged.
    ///
    /// The grammar is RFC 8259's: an optional `-`, then `0` or a digit `1`-`9`
    /// followed by digits, then an optional fraction `.digits`, then an
    /// optional exponent `e`/`E`, optional sign, digits. Nothing is converted
    /// here, so `18446744073709551615` or `1e400` survive intact for readers
    /// to judge.
    mutating func parseNumber() throws(JSONInputError) -> String {
        let start = offset
        if peek() == UInt8(ascii: "-") {
            offset += 1
        }
        guard let first = peek(), Self.isDigit(first) else {
            throw error(at: offset, start == offset ? "expected a digit" : "expected a digit after '-'")
        }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), Self.isDigit(next) {
                throw error(at: start, "a number cannot have a leading zero")
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), Self.isDigit(digit) else {
                throw error(at: offset, "expected a digit after the decimal point")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                offset += 1
            }
            guard let digit = peek(), Self.isDigit(digit) else {
                throw error(at: offset, "expected a digit in the exponent")
            }
            skipDigits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Advances past a run of ASCII digits.
    mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) {
            offset += 1
        }
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Literals

    /// Reads a bare word: `true`, `false` or `null`, and explains any other
    /// word (`NaN`, `Infinity`, `True`, unquoted text) as an error.
    mutating func parseWord() throws(JSONInputError) -> JSONValue {
        let start = offset
        while let byte = peek(), Self.isWordByte(byte) {
            offset += 1
        }
        let word = String(decoding: bytes[start..<offset], as: UTF8.self)
        switch word {
        case "true":
            return .bool(true)
        case "false":
            return .bool(false)
        case "null":
            return .null
        case "NaN", "Infinity", "nan", "inf", "infinity":
            throw error(at: start, "\(word) is not allowed in JSON; numbers must be finite")
        case "True", "TRUE", "False", "FALSE", "Null", "NULL", "None", "nil":
            let lower = word.lowercased()
            let suggestion = lower == "none" || lower == "nil" ? "null" : lower
            throw error(at: start, "\(word) is not a JSON value; write \(suggestion)")
        default:
            throw error(at: start, "unquoted text \(word) is not a JSON value; strings must be in double quotes")
        }
    }

    /// Whether `byte` can be part of a bare word: an ASCII letter, digit or `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
