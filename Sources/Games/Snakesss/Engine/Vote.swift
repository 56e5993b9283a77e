import PlaytestKit

/// A vote: a letter for a non-snake, `snake` for a snake.
public enum Vote: String, CaseIterable, Sendable, Hashable, Codable {
    /// A non-snake's vote for answer A, B or C.
    case a, b, c
    /// A snake's vote (snakes do not pick an answer).
    case snake

    /// The three letters.
    public static let letters: [Vote] = [.a, .b, .c]
}
