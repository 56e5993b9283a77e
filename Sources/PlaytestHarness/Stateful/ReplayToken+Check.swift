// MARK: - The check field

extension ReplayToken {
    /// `body` followed by its check field: `body:kLENGTH.CHECKSUM`, where LENGTH counts the body's UTF-8 bytes and
    /// CHECKSUM is the body's 32-bit FNV-1a hash in eight lowercase hex digits.
    ///
    /// The length catches a token cut short (or pasted twice); the hash catches any changed character: FNV-1a
    /// xors each byte in and multiplies by an odd prime, both one-to-one modulo 2^32, so two bodies of the same
    /// length that differ in one byte always hash apart (and several changed bytes collide once in 2^32).
    /// - Complexity: O(n) in the body's length.
    public static func seal(_ body: String) -> String {
        body + ":k\(body.utf8.count)." + hex8(checksum(body))
    }

    /// The body of a sealed token, or an error saying the token is damaged (cut short, lengthened or changed).
    static func unseal(_ text: String) -> Result<String, ReplayTokenError> {
        let advice = "copy the whole token again from where it was printed (one line, nothing added)"
        guard let colon = text.lastIndex(of: ":") else {
            return .failure(ReplayTokenError("the token is damaged: it has no check field (a token ends :kLENGTH.CHECKSUM); \(advice)",
                                             isDamaged: true))
        }
        let body = String(text[..<colon])
        let field = text[text.index(after: colon)...]
        let parts = field.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard field.first == "k", parts.count == 2, let length = Int(parts[0]), String(length) == parts[0],
              parts[1].count == 8, parts[1].allSatisfy(\.isLowerHexDigit), let sum = UInt32(parts[1], radix: 16) else {
            return .failure(ReplayTokenError(
                "the token is damaged: its last field \"\(field)\" is not a check field kLENGTH.CHECKSUM (the token was cut short); \(advice)",
                isDamaged: true))
        }
        guard length == body.utf8.count else {
            return .failure(ReplayTokenError(
                "the token is damaged: it was printed with \(length) characters before its check field and has \(body.utf8.count) "
                    + "(cut short or changed); \(advice)",
                isDamaged: true))
        }
        guard sum == checksum(body) else {
            return .failure(ReplayTokenError("the token is damaged: its checksum does not match (a character was changed); \(advice)",
                                             isDamaged: true))
        }
        return .success(body)
    }

    /// The 32-bit FNV-1a hash of the text's UTF-8 bytes.
    static func checksum(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    static func hex8(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension Character {
    /// True for 0 to 9 and a to f.
    var isLowerHexDigit: Bool { ("0"..."9").contains(self) || ("a"..."f").contains(self) }
}
