import PlaytestKit

/// Seeded random strings over a pool that mixes plain text with every character the report writers treat specially
/// (markup, quotes, line breaks, controls, multi-byte scalars, U+FFFE and U+FFFF and their neighbours), for tests that
/// compare a writer's byte-scan shortcut with the scalar-by-scalar rule it stands for.
enum TextScanSamples {
    static let pool: [String] = [
        "a", "b", "Z", "0", " ", "|", ",", "\"", "'", "&", "<", ">", "`", "*", "[", "]", "(", ")", "\n", "\r", "\r\n", "\t",
        "\u{1}", "é", "e\u{301}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{F000}", "\u{EFFF}", "😀", "|\u{301}",
    ]

    /// `count` strings of 0 to 11 pieces each, from `seed`.
    static func strings(count: Int, seed: UInt64) -> [String] {
        var random = Xoshiro256StarStar(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...11, using: &random)).map { _ in pool.randomElement(using: &random)! }.joined()
        }
    }
}
