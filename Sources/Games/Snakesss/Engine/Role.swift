import PlaytestKit

/// A player's role in one round.
public enum Role: String, CaseIterable, Sendable, Hashable {
    /// Votes for the answer it believes.
    case human
    /// Knows the answer and the other snakes; scores on the non-snakes' wrong votes; votes `snake`.
    case snake
    /// A human whose identity is announced to all.
    case mongoose

    /// True for humans and the mongoose.
    public var isNonSnake: Bool { self != .snake }
}
