// MARK: - JSONParser: strings

extension JSONParser {
    /// Reads a string starting at the opening quote and returns its contents
    /// with escapes resolved.
    ///
    /// Runs of plain bytes are copied in one go; the input came from a Swift
    /// `String`, so it is valid UTF-8 already, and every escape appends a
    /// valid scalar, so decoding the buffer never needs repair.
    mutating func parseString() throws(JSONInputError) -> String {
        let opening = offset
        offset += 1
        var buffer: [UInt8] = []
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                buffer.append(contentsOf: bytes[runStart..<offset])
                offset += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                buffer.append(contentsOf: bytes[runStart..<offset])
                try parseEscape(into: &buffer, stringStart: opening)
                runStart = offset
            case 0x0A, 0x0D:
                throw error(at: offset, "unterminated string: a string cannot contain a line break (write \\n)")
            case 0x00..<0x20:
                throw error(at: offset, "raw control character \(Self.scalarName(byte)) in a string (write \(Self.escapeSuggestion(byte)))")
            default:
                offset += 1
            }
        }
        throw error(at: opening, "unterminated string")
    }

    // MARK: - Escapes

    /// Reads one escape sequence starting at its backslash and appends the
    /// UTF-8 of the character it stands for.
    mutating func parseEscape(into buffer: inout [UInt8], stringStart: Int) throws(JSONInputError) {
        let backslash = offset
        guard let letter = peek(1) else {
            throw error(at: stringStart, "unterminated string")
        }
        offset += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(backslash: backslash)
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        default:
            let end = min(bytes.count, backslash + 5)
            let scalar = String(decoding: bytes[(backslash + 1)..<end], as: UTF8.self).unicodeScalars.first ?? "?"
            let shown = letter < 0x20 ? Self.scalarName(letter) : "'\\\(Character(scalar))'"
            throw error(
                at: backslash,
                "invalid escape \(shown); allowed escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            )
        }
    }

    /// Reads the four hex digits of a `\u` escape (the offset is just after
    /// the `u`), joining a surrogate pair written as two escapes.
    mutating func parseUnicodeEscape(backslash: Int) throws(JSONInputError) -> Unicode.Scalar {
        let first = try readHexQuad(backslash: backslash)
        switch first {
        case 0xD800...0xDBFF:
            let written = String(decoding: bytes[backslash..<offset], as: UTF8.self)
            let loneHigh = "lone surrogate \(written): a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF"
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw error(at: backslash, loneHigh)
            }
            let secondBackslash = offset
            offset += 2
            let second = try readHexQuad(backslash: secondBackslash)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error(at: backslash, loneHigh)
            }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            let written = String(decoding: bytes[backslash..<offset], as: UTF8.self)
            throw error(at: backslash, "lone surrogate \(written): a low surrogate must follow a high surrogate escape \\uD800-\\uDBFF")
        default:
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }
    }

    /// Reads exactly four hex digits at the offset.
    mutating func readHexQuad(backslash: Int) throws(JSONInputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek().flatMap(Self.hexValue) else {
                throw error(at: backslash, "expected four hex digits after \\u")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    // MARK: - Characters

    /// The value of an ASCII hex digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A byte named as a code point, e.g. `U+0009`.
    static func scalarName(_ byte: UInt8) -> String {
        "U+" + JSONValue.hexDigits(UInt32(byte), width: 4)
    }

    /// How to write a control character inside a JSON string.
    static func escapeSuggestion(_ byte: UInt8) -> String {
        switch byte {
        case 0x09: "\\t"
        case 0x08: "\\b"
        case 0x0C: "\\f"
        default: "\\u" + JSONValue.hexDigits(UInt32(byte), width: 4)
        }
    }
}
