import PlaytestKit

/// A player: name, role this round, vote this round, running total.
public struct Player: Sendable, Hashable {
    /// The name: unique and non-empty.
    public let name: String
    /// The role dealt this round.
    public internal(set) var role: Role = .human
    /// The vote cast this round, if any.
    public internal(set) var vote: Vote?
    /// The running total.
    public internal(set) var totalScore = 0
    /// Rounds played as a snake.
    public internal(set) var snakeRounds = 0
}
