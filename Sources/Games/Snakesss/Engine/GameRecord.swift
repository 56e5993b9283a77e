import PlaytestKit

/// A finished game as the app saves it.
public struct GameRecord: Sendable, Hashable {
    /// The players' names.
    public let names: [String]
    /// Final totals.
    public let totals: [Int]
    /// Everyone with the top total.
    public let winners: [Int]
    /// The rounds.
    public let rounds: [RoundResult]
}
