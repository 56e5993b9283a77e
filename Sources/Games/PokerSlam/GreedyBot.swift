import PlaytestKit

/// Plays a hand chosen uniformly among every valid hand on the grid; leaves when none is left.
public struct RandomHandBot: GameBot {
    /// Creates the bot.
    public init(game: PokerSlamGame, seat: Int) {}

    /// A uniformly chosen hand, or `exitGame`.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: PokerSlamView, of game: PokerSlamGame, using rng: inout R
    ) -> PokerSlamAction? {
        guard !view.isGameOver else { return .exitGame }
        guard !view.hands.isEmpty else { return .exitGame }
        return .play(view.hands[rng.draw(index: view.hands.count)].cells)
    }
}

/// Plays the hand worth the most points now (the first found on a tie); leaves when none is left.
public struct GreedyBot: GameBot {
    /// Creates the bot.
    public init(game: PokerSlamGame, seat: Int) {}

    /// The best hand now, or `exitGame`.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: PokerSlamView, of game: PokerSlamGame, using rng: inout R
    ) -> PokerSlamAction? {
        guard !view.isGameOver else { return .exitGame }
        var best = BestHand(scoring: game.settings.scoring)
        for found in view.hands { _ = best.visit(found.cells, found.hand) }
        guard let cells = best.cells else { return .exitGame }
        return .play(cells)
    }
}

/// Keeps the hand worth the most points (the first met on a tie).
public struct BestHand: HandVisitor {
    /// The table the points come from.
    public let scoring: ScoringTable
    /// The best hand's cells, if any.
    public var cells: CellSet?
    /// Its hand.
    public var hand: HandType?
    /// Its points (-1 before any).
    public var points = -1

    /// An empty search.
    @inlinable
    public init(scoring: ScoringTable) {
        self.scoring = scoring
    }

    /// Keeps the hand when it is worth more than the best so far.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        let value = scoring.points(for: hand)
        if value > points {
            points = value
            self.cells = cells
            self.hand = hand
        }
        return true
    }
}
