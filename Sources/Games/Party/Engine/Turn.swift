import PlaytestKit

/// One turn: who gives the clues, its timer and what happened.
public struct Turn: Sendable, Hashable {
    /// The turn's number in the game (1-based).
    public let number: Int
    /// The round.
    public let round: Int
    /// The team playing.
    public let team: Team
    /// The clue-giver's seat.
    public let clueGiver: Int
    /// True when it uses a saved bonus instead of the timer.
    public let isBonus: Bool
    /// Seconds on the timer at its start.
    public internal(set) var startSeconds = 0
    /// Seconds left.
    public internal(set) var timeRemaining = 0
    /// Cards in the deck at its start.
    public internal(set) var initialDeckSize = 0
    /// The card on top at its start.
    public internal(set) var startCardID: Int?
    /// Skips made.
    public internal(set) var skips = 0
    /// Correct taps made.
    public internal(set) var corrects = 0
    /// Corrects undone in the recap.
    public internal(set) var undos = 0
    /// True once begun.
    public internal(set) var hasBegun = false
    /// How it ended, once over.
    public internal(set) var end: TurnEnd?
    /// When it began.
    public internal(set) var startedAt: Int64 = 0
    /// When it ended.
    public internal(set) var endedAt: Int64?
    /// The last Correct or Skip (or the start).
    public internal(set) var lastMarkAt: Int64 = 0
    /// True while the bonus it earned stands.
    public internal(set) var earnedBonus = false
}
