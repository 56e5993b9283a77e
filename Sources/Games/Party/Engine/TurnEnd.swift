import PlaytestKit

/// How a turn ended.
public enum TurnEnd: String, CaseIterable, Sendable, Hashable {
    /// The timer reached 0.
    case timer
    /// The clue-giver emptied the deck.
    case deckEmpty
    /// Skips and corrects reached the deck's size at the turn's start.
    case skipCycle
    /// End Turn was pressed.
    case manual
}
