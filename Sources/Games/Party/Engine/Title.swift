import PlaytestKit

/// A title of the bank: its text and difficulty.
public struct Title: Sendable, Hashable {
    /// The text as written.
    public let text: String
    /// How hard it is to get across.
    public let difficulty: CardDifficulty
    /// The text lowercased: two titles with the same key are duplicates.
    public let key: String

    /// Creates a title.
    public init(_ text: String, difficulty: CardDifficulty = .medium) {
        self.text = text
        self.difficulty = difficulty
        self.key = text.lowercased()
    }
}
