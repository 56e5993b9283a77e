import PlaytestKit

/// How the snakes choose what to say.
public protocol SnakePolicy: Sendable {
    /// The wrong answer a snake states aloud.
    static func statement<R: RandomNumberGenerator>(_ view: SnakesssView, using rng: inout R) -> Vote
}
