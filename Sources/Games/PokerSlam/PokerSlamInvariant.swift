import PlaytestKit

/// The promises of RULES.md, PokerSlam, (from poker-slam.md), one case each.
///
/// "At most 25 cards on the grid" holds by construction (`CardGrid` has 25
/// cells) and needs no check. The hands are judged by `ReferenceHandEvaluator`
/// and the game-over flag by `HandPresenceCheck` (with `ExhaustiveHandSearch`
/// naming the hand when they disagree), not by the engine's own detector and
/// pruned search.
public enum PokerSlamInvariant: String, GameInvariant {
    /// Grid, deck and played cards together are the 52 cards, each once.
    case cardsConserved
    /// No card lies above an empty cell in its column.
    case noCardAboveHole
    /// The selection is empty or one connected group of 1 to 5 cards.
    case selectionConnected
    /// The score is the sum of the played hands' points under the table.
    case scoreIsSumOfHands
    /// Every played set was connected, 2 to 5 cards, and formed the hand recorded (by a second evaluator).
    case playedHandsValid
    /// `isGameOver` is true exactly when no connected set of 2 to 5 grid cards forms a hand (every set of a fixed list tried).
    case gameOverMatchesSearch
    /// A tap after game over changes nothing.
    case tapsAfterGameOverChangeNothing
    /// A play removes its cards, drops each column's cards to the bottom and refills bottom row first, left to right.
    case playMovesCards
    /// A tap selects an unselected card when nothing is selected or when fewer than 5 are and it touches one
    /// (8-neighbourhood); any other tap deselects all: worked out again from the cells' rows and columns.
    case tapFollowsSelectingRule
    /// A play plays the selection it was given, whole, when its 2 to 5 cards form a hand (by the second evaluator);
    /// otherwise the grid, the deck, the score and the played hands stay exactly as they were: worked out again from
    /// the selection before the move, never the engine's verdict or its ledger.
    case playFollowsSelection
    /// The opening grid is dealt row by row from the top of the deck (row 0 at the top, left to right): the card at
    /// row r, column c is the deck's card r x 5 + c, and 27 remain; worked out again from the deck's order.
    case dealtRowByRow

    /// Title, citation and moments.
    public var facts: InvariantFacts {
        switch self {
        case .cardsConserved:
            InvariantFacts(title: "Grid + deck + played cards = the 52 cards, each once",
                           citation: "RULES.md, PokerSlam, Invariants; poker-slam.md, GameStateManager (cards are never recycled)",
                           moments: .all)
        case .noCardAboveHole:
            InvariantFacts(title: "No card above an empty cell in its column",
                           citation: "RULES.md, PokerSlam, Playing (remaining cards drop to the bottom)", moments: .all)
        case .selectionConnected:
            InvariantFacts(title: "The selection is connected, 1 to 5 cards",
                           citation: "RULES.md, PokerSlam, Selecting; poker-slam.md, CardSelectionManager", moments: [.action, .event])
        case .scoreIsSumOfHands:
            InvariantFacts(title: "Score = sum of the played hands' points",
                           citation: "RULES.md, PokerSlam, Hands (points are the hand's value)", moments: [.action, .event])
        case .playedHandsValid:
            InvariantFacts(title: "Every played set was connected, 2 to 5 cards, and formed the hand it scored",
                           citation: "RULES.md, PokerSlam, Hands; poker-slam.md, PokerHandDetector", moments: [.action, .event])
        case .gameOverMatchesSearch:
            InvariantFacts(title: "isGameOver equals an exhaustive search for a valid hand",
                           citation: "RULES.md, PokerSlam, Game over (checked after the deal and after every play)", moments: .all)
        case .tapsAfterGameOverChangeNothing:
            InvariantFacts(title: "Taps after game over change nothing", citation: "RULES.md, PokerSlam, Invariants", moments: [.action, .event])
        case .playMovesCards:
            InvariantFacts(title: "A play drops each column's cards and refills from the deck, bottom row first, left to right",
                           citation: "RULES.md, PokerSlam, Playing (restated in PokerSlamReference)", moments: [.action, .event])
        case .tapFollowsSelectingRule:
            InvariantFacts(title: "A tap adds an eligible card (nothing selected, or fewer than 5 and touching one); any other tap deselects all",
                           citation: "RULES.md, PokerSlam, Selecting", moments: .action, because: "a rule about taps, which only actions are")
        case .dealtRowByRow:
            InvariantFacts(title: "The opening grid is dealt row by row from the top of the deck; 27 cards remain",
                           citation: "RULES.md, PokerSlam, Setup", moments: .start, because: "the deal happens once, before the first move")
        case .playFollowsSelection:
            InvariantFacts(title: "A play scores the selection whole when it forms a hand, else changes nothing (grid, deck, score)",
                           citation: "RULES.md, PokerSlam, Playing (a valid hand scores; an invalid one changes nothing)", moments: .action,
                           because: "a rule about the Play move, which only actions are")
        }
    }

    /// Nil when the promise holds at this moment, else what was wrong.
    public func check(_ moment: Moment<PokerSlamGame>, in state: PokerSlamSession, of game: PokerSlamGame) -> String? {
        switch self {
        case .cardsConserved: Self.checkConserved(state)
        case .noCardAboveHole: Self.checkNoHole(state.grid)
        case .selectionConnected: Self.checkSelection(state)
        case .scoreIsSumOfHands: Self.checkScore(state, game: game)
        case .playedHandsValid: Self.checkLastHand(moment, state, game: game)
        case .gameOverMatchesSearch: Self.checkGameOver(state, game: game)
        case .tapsAfterGameOverChangeNothing: Self.checkTapsAfterOver(moment, state)
        case .playMovesCards: Self.checkPlayMoves(moment, state)
        case .tapFollowsSelectingRule: Self.checkTap(moment, state)
        case .playFollowsSelection: Self.checkPlay(moment, state, game: game)
        case .dealtRowByRow: Self.checkDeal(moment, state)
        }
    }
}
