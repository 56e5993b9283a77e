import PlaytestKit

/// A vote: a letter for a non-snake, `snake` for a snake.
public enum Vote: String, CaseIterable, Sendable, Hashable, Codable {
    case a, b, c
    case snake

    /// The three letters.
    public static let letters: [Vote] = [.a, .b, .c]
}
