import PlaytestKit

/// One round as played: the question, the roles, the votes and the points each player scored.
public struct RoundResult: Sendable, Hashable {
    /// The question asked.
    public let question: Question
    /// Each player's role.
    public let roles: [Role]
    /// Each player's vote.
    public let votes: [Vote]
    /// Each player's points this round, under the game's scoring table.
    public let points: [Int]
}
