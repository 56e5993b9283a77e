import PlaytestKit

/// How a non-snake chooses its vote from what it knows and what was said.
public protocol VotingPolicy: Sendable {
    /// The vote of a non-snake.
    static func vote(_ view: SnakesssView) -> Vote
}
