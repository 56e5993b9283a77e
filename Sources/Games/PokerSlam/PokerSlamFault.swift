import PlaytestKit

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
    /// The opening grid is dealt column by column from the top of the deck, not row by row: the grid holds the same
    /// 25 cards, so only the deal worked out again (`dealtRowByRow`) sees it.
    case dealtColumnByColumn
    /// With `aceWraps` false the engine's detector still wraps (K A 2 a straight): only games away from the default
    /// parameters show it, which the check's parameter swarming plays.
    case noWrapStillWraps
    /// The deck is dealt unshuffled, the same every game: each game is legal on its own, so only the stated share of
    /// the opening cards over many games sees it.
    case deckUnshuffled
    /// A selection whose best hand is two pair is judged no hand until the game's first rejected play (a cache of the
    /// detector's verdicts that only a miss fills): nothing changes, and every invariant that read the engine's own
    /// verdict (its ledger of played hands, its count of invalid plays) agreed. `playFollowsSelection` works the
    /// verdict out again from the selection's cards.
    case twoPairRejected
    /// An invalid play (2 to 5 cards forming no hand) swaps the cards of its first two cells: the cards stay the same
    /// 52 and the score the same, so invariants comparing the cards as a set and the score saw nothing; only the whole
    /// grid compared before and after (`playFollowsSelection`) does.
    case invalidPlayMovesCards
    /// A sixth card touching a selection of five is selected (the limit tested `>= 6`): only a tap on an adjacent card
    /// with exactly five selected shows it, which the tapper fuzzer makes. `selectionConnected` catches it.
    case sixthCardSelected
}

extension PokerSlamFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it): the first faults break a rule an
    /// invariant stated from the start; the later ones, one class each of the bugs `check` once let through.
    public var faultClass: PlantedFaultClass {
        switch self {
        case .refillRightToLeft, .picksLowestMatch, .ineligibleTapStartsNew, .dealtColumnByColumn: .unstatedRule
        case .tableOffByOne: .engineRecord
        case .noWrapStillWraps: .swarmOnly
        case .deckUnshuffled: .statedShare
        case .twoPairRejected: .engineRecord
        case .invalidPlayMovesCards: .partialState
        case .sixthCardSelected: .limitPlusOne
        case .refillKeepsCard, .noShift, .selectsAnywhere, .bonusPointOnFiveCards, .royalAsStraightFlush,
             .missesGameOver, .tapsAfterGameOver:
            .statedRule
        }
    }
}
