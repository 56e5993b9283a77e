/// A bug that tests inject into the engine to prove an invariant catches it.
public enum PokerSlamFault: String, CaseIterable, Sendable, Hashable {
    /// A refill deals the top card without taking it off the deck (one card twice). `cardsConserved` guards against it.
    case refillKeepsCard
    /// Cards above a hole do not drop; holes are refilled where they are. `noCardAboveHole` guards against it.
    case noShift
    /// Any card may be selected, adjacent or not. `selectionConnected` guards against it.
    case selectsAnywhere
    /// A five-card hand scores one point more than its table entry. `scoreIsSumOfHands` guards against it.
    case bonusPointOnFiveCards
    /// A royal flush is detected as a straight flush. `playedHandsValid` guards against it.
    case royalAsStraightFlush
    /// Game over is never set after a play. `gameOverMatchesSearch` guards against it.
    case missesGameOver
    /// A tap after game over still selects the card. `tapsAfterGameOverChangeNothing` guards against it.
    case tapsAfterGameOver

    // Planted bugs for the mutation check (`playtest mutants`): no invariant was written for any of them.

    /// The engine's scoring table is off by one: a nearly flush scores 61, not 60.
    case tableOffByOne
    /// The refill deals each row right to left instead of left to right.
    case refillRightToLeft
    /// A selection that matches several hands scores the one worth the fewest points (a reversed comparison).
    case picksLowestMatch
    /// Tapping an ineligible card (not touching the selection, or a sixth) starts a new selection with it instead of
    /// deselecting all: the selection stays connected, so only a rule restated from RULES.md, Selecting, sees it.
    case ineligibleTapStartsNew
    /// With `aceWraps` false the engine's detector still wraps (K A 2 a straight): only games away from the default
    /// parameters show it, which the check's parameter swarming plays.
    case noWrapStillWraps
    /// The deck is dealt unshuffled, the same every game: each game is legal on its own, so only the stated share of
    /// the opening cards over many games sees it.
    case deckUnshuffled
}
