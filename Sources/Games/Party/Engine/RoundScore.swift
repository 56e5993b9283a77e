import PlaytestKit

/// The points of each team in one round.
public struct RoundScore: Sendable, Hashable {
    /// The round (1...3).
    public let round: Int
    /// Points of A and B.
    public internal(set) var points: [Int] = [0, 0]
}
