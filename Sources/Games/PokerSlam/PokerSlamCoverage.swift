import PlaytestKit

/// The situations the PokerSlam invariants need to see.
public enum PokerSlamCoverage: Int, CoverageLabel {
    /// A grid with an empty cell (the deck ran out during a refill).
    case boardWithHoles
    /// The deck ran out.
    case deckRanDry
    /// Game over with cards still on the grid.
    case gameOverWithCardsOnGrid
    /// A straight (of any length, flush or not) through the ace: K A 2.
    case straightThroughAce
    /// A selection that forms no hand was played (nothing may change).
    case invalidHandPlayed
    /// A tap after game over.
    case tapAfterGameOver
    /// Each hand type played.
    case playedRoyalFlush, playedStraightFlush, playedFullHouse, playedFlush, playedStraight
    /// A four of a kind was played.
    case playedFourOfAKind
    /// A nearly royal flush was played.
    case playedNearlyRoyalFlush
    /// A nearly straight flush was played.
    case playedNearlyStraightFlush
    /// A nearly flush was played.
    case playedNearlyFlush
    /// A nearly straight was played.
    case playedNearlyStraight
    /// A two pair was played.
    case playedTwoPair
    /// A three of a kind was played.
    case playedThreeOfAKind
    /// A mini royal flush was played.
    case playedMiniRoyalFlush
    /// A mini straight flush was played.
    case playedMiniStraightFlush
    /// A mini flush was played.
    case playedMiniFlush
    /// A mini straight was played.
    case playedMiniStraight
    /// A pair was played.
    case playedPair
    /// The opening grid's top-left card is a club (diamond, heart, spade): the categories of the stated share `firstCardSuit`.
    case firstCardClubs, firstCardDiamonds, firstCardHearts, firstCardSpades

    /// The suit labels, in `Suit` order.
    static let firstCardSuits: [PokerSlamCoverage] = [.firstCardClubs, .firstCardDiamonds, .firstCardHearts, .firstCardSpades]

    /// The label for playing `hand`.
    public static func played(_ hand: HandType) -> PokerSlamCoverage {
        PokerSlamCoverage(rawValue: PokerSlamCoverage.playedRoyalFlush.rawValue + hand.index)!
    }

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .boardWithHoles: "a grid with an empty cell"
        case .deckRanDry: "the deck running dry"
        case .gameOverWithCardsOnGrid: "game over with cards still on the grid"
        case .straightThroughAce: "a straight through the ace (K A 2)"
        case .invalidHandPlayed: "a selection that forms no hand played"
        case .tapAfterGameOver: "a tap after game over"
        case .firstCardClubs, .firstCardDiamonds, .firstCardHearts, .firstCardSpades:
            "the opening grid's top-left card a \(String(describing: Suit.allCases[Self.firstCardSuits.firstIndex(of: self)!]).dropLast())"
        default:
            "a " + HandType.allCases[rawValue - PokerSlamCoverage.playedRoyalFlush.rawValue].displayName + " played"
        }
    }

    /// The document's passage, for the labels that name a documented behaviour (check requires each shown in 2% of
    /// games). Five table rows are too rare on uniform deals (royal flush, four of a kind, nearly royal flush, nearly
    /// straight flush, mini royal flush: each under 1.5% of games); check plants them in its swarmed games
    /// (`plantedHand`, ``PlantedDeal``) and the tapper plays them when the grid offers one.
    public var documentedBehaviour: String? {
        switch self {
        case .boardWithHoles: "RULES.md, PokerSlam, Playing: the remaining cards drop to the bottom"
        case .deckRanDry: "RULES.md, PokerSlam, Playing: refilled until the deck runs out"
        case .gameOverWithCardsOnGrid: "RULES.md, PokerSlam, Game over (the deck is not considered)"
        case .straightThroughAce: "RULES.md, PokerSlam, Hands: the ace joins K and 2"
        case .invalidHandPlayed: "RULES.md, PokerSlam, Playing: an invalid hand changes nothing"
        case .tapAfterGameOver: "RULES.md, PokerSlam, Invariants: taps after game over change nothing"
        case .firstCardClubs, .firstCardDiamonds, .firstCardHearts, .firstCardSpades: nil
        default: "RULES.md, PokerSlam, Hands (the table)"
        }
    }

    /// The shares `check` requires by default: the grid states the gravity and conservation checks need.
    public var minimumShare: Double? {
        switch self {
        case .boardWithHoles, .deckRanDry, .gameOverWithCardsOnGrid: 0.05
        default: nil
        }
    }
}

extension PokerSlamGame {
    /// Marks the labels a moment reaches.
    public func coverage(at moment: Moment<PokerSlamGame>, in state: PokerSlamSession, into seen: inout CoverageSet<PokerSlamCoverage>) {
        // A deal that is over at once (no hand on the opening grid) is game over with cards on the grid too.
        if case .start = moment, state.isGameOver, state.grid.cardCount > 0 { seen.insert(.gameOverWithCardsOnGrid) }
        if case .start = moment, let card = state.grid[0] { seen.insert(PokerSlamCoverage.firstCardSuits[card.suit.rawValue]) }
        guard case .action(let action, let before) = moment else { return }
        if before.isGameOver && action != .exitGame { seen.insert(.tapAfterGameOver) }
        if state.invalidPlays > before.invalidPlays { seen.insert(.invalidHandPlayed) }
        let hands = state.gameStateManager.playedHands
        if hands.count > before.gameStateManager.playedHands.count, let played = hands.last {
            seen.insert(.played(played.hand))
            let ranks = played.cards.reduce(UInt16(0)) { $0 | $1.rank.bit }
            let through = Rank.king.bit | Rank.ace.bit | Rank.two.bit
            if ranks & through == through && played.hand.isStraight { seen.insert(.straightThroughAce) }
            if state.deckCount == 0 && before.deckCount > 0 { seen.insert(.deckRanDry) }
            if state.grid.hasEmptyCell { seen.insert(.boardWithHoles) }
        }
        if state.isGameOver && !before.isGameOver && state.grid.cardCount > 0 { seen.insert(.gameOverWithCardsOnGrid) }
    }
}

extension PokerSlamGame {
    /// With a fixed deal that is over at the deal, only the labels of game over itself can be reached (game over with
    /// cards on the grid, a tap after game over); every other label needs a hand played.
    public func unreachableCoverage() -> [PokerSlamCoverage] {
        guard settings.deal != nil else { return [] }
        var unused = ChoiceSource(seed: 0)   // a fixed deal draws nothing
        guard makeInitialState(using: &unused).isGameOver else { return [] }
        return PokerSlamCoverage.allCases.filter { $0 != .gameOverWithCardsOnGrid && $0 != .tapAfterGameOver }
    }
}

extension PokerSlamGame {
    /// The share the rules state: the deck is shuffled, so the opening grid's top-left card (the deck's first) is of
    /// each suit with chance 1/4. Stated for a shuffled deck only (no fixed deal, no planted hand).
    public func statedShares() -> [StatedShare] {
        guard settings.deal == nil, settings.planted == nil else { return [] }
        return [StatedShare(name: "firstCardSuit", citation: "RULES.md, PokerSlam, Setup: one 52-card deck, shuffled with the injected generator",
                            shares: PokerSlamCoverage.firstCardSuits.map { ($0, 0.25) })]
    }
}
