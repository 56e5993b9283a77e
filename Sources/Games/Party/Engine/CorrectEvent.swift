import PlaytestKit

/// A Correct tap that still stands (an undo removes it).
public struct CorrectEvent: Sendable, Hashable {
    /// The card guessed.
    public let cardID: Int
    /// The team that scored.
    public let team: Team
    /// The clue-giver's seat.
    public let clueGiver: Int
    /// The round (1...3).
    public let round: Int
    /// The turn's number in the game.
    public let turn: Int
    /// Virtual time from the turn's start, or the previous mark, to the tap, in microseconds.
    public let duration: Int64
}
