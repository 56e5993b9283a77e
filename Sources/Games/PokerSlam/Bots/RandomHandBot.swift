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
