import PlaytestKit

/// Plans ahead on its view: each of the best few hands now is tried against a few guesses of the deck's order
/// (the unseen cards shuffled from the bot's own stream), each followed by greedy play to the end; it plays the
/// hand with the highest points now plus mean points after.
///
/// Every candidate is tried on the same guessed decks (common random numbers
/// inside the bot), so the comparison between candidates is paired. The bot
/// never sees the deck's order, only which cards are unseen.
public struct PlannerBot: GameBot {
    /// How many of the best hands now are weighed.
    public static let candidates = 6
    /// How many guessed decks each candidate is tried on.
    public static let samples = 4

    /// Creates the bot.
    public init(game: PokerSlamGame, seat: Int) {}

    /// The hand with the best planned value, or `exitGame`.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: PokerSlamView, of game: PokerSlamGame, using rng: inout R
    ) -> PokerSlamAction? {
        guard !view.isGameOver else { return .exitGame }
        let scoring = game.settings.scoring
        var hands = view.hands
        guard !hands.isEmpty else { return .exitGame }
        if hands.count == 1 { return .play(hands[0].cells) }
        // Stable sort by points: the order found breaks ties, as for greedy.
        hands = hands.enumerated().sorted { a, b in
            let pa = scoring.points(for: a.element.hand), pb = scoring.points(for: b.element.hand)
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
        let unseen = view.unseen
        var decks: [[Card]] = []
        for _ in 0..<Self.samples {
            var deck = unseen
            Card.shuffle(&deck, using: &rng)
            decks.append(deck)
        }
        let played = ((1 << 52) - 1) & ~view.unseenCards & ~view.grid.occupied.reduce(UInt64(0)) { $0 | 1 << UInt64(view.grid.code(at: $1)) }
        var bestValue = -1.0
        var bestCells = hands[0].cells
        for candidate in hands.prefix(Self.candidates) {
            var total = 0
            for deck in decks {
                var board = GameStateManager(resuming: view.grid, deck: deck, played: played)
                board.removeCardsAndShiftAndDeal(candidate.cells, hand: candidate.hand, points: scoring.points(for: candidate.hand))
                total += Self.greedyRollout(&board, finder: game.finder, scoring: scoring)
            }
            let value = Double(total) / Double(decks.count)
            if value > bestValue {
                bestValue = value
                bestCells = candidate.cells
            }
        }
        return .play(bestCells)
    }

    /// Plays greedily to the end of a what-if board; returns its score.
    static func greedyRollout(_ board: inout GameStateManager, finder: HandFinder, scoring: ScoringTable) -> Int {
        while true {
            var best = BestHand(scoring: scoring)
            finder.visitBest(in: board.grid, with: &best)
            guard let cells = best.cells, let hand = best.hand else { return board.score }
            board.removeCardsAndShiftAndDeal(cells, hand: hand, points: best.points)
        }
    }
}
