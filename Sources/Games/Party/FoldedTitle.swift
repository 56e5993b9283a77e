/// A title as the intake invariants compare titles (RULES.md, Party game: case-insensitively, as `lowercased()` then `==`
/// compare them), for ASCII text only: A-Z read as a-z, byte by byte, with no lowered copy built.
///
/// For ASCII text that comparison is exactly `lowercased() ==`: `lowercased()` changes only A-Z in ASCII text, and
/// two ASCII strings are equal exactly when their bytes are. Text with any other byte has no `FoldedTitle` (nil):
/// Unicode lowering and canonical equivalence can make such text equal to ASCII text (U+212A KELVIN SIGN lowers to
/// "k"), so a check that meets one compares with `lowercased()` instead.
struct FoldedTitle {
    /// The text compared.
    let text: String
    /// True when A-Z are read as a-z; false when the text is compared as it is (a `Title.key`, already lowered by intake).
    let lowers: Bool
    /// A hash of the bytes as compared (FNV-1a): equal folded titles have equal hashes.
    let hash: UInt64

    /// The folded `text`, or nil when it holds a byte that is not ASCII.
    init?(_ text: String, lowering lowers: Bool = true) {
        guard let hash = Self.withBytes(of: text, { Self.hash($0, lowering: lowers) }) else { return nil }
        self.text = text
        self.lowers = lowers
        self.hash = hash
    }

    /// The FNV-1a hash of the bytes as compared; nil when one is not ASCII.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, lowering lowers: Bool) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(lowers ? lowered(byte) : byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Calls `body` with the text's UTF-8 bytes, in place when the string holds them contiguously (a native string does).
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// A-Z as a-z, any other byte as it is.
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// True when the two read the same: `a.lowercased() == b.lowercased()` for two titles that lower, and likewise with
    /// a side that does not lower read as it is.
    func matches(_ other: FoldedTitle) -> Bool {
        guard hash == other.hash, text.utf8.count == other.text.utf8.count else { return false }
        return Self.withBytes(of: text) { mine in
            Self.withBytes(of: other.text) { theirs in
                for index in mine.indices {
                    let left = lowers ? Self.lowered(mine[index]) : mine[index]
                    let right = other.lowers ? Self.lowered(theirs[index]) : theirs[index]
                    if left != right { return false }
                }
                return true
            }
        }
    }
}
