import PlaytestKit

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
