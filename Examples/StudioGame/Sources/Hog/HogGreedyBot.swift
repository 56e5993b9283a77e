import PlaytestKit

/// The one-step greedy player: holds at the target, else rolls while a roll's expected gain is positive.
///
/// A roll keeps the turn total and adds 8 on average with chance 25/36, loses the turn total with chance 11/36
/// and the bank too with chance 1/36, so rolling gains on average when 25 x 8 > 11 x turn total + bank.
public struct HogGreedyBot: GameBot {
    /// Creates the bot.
    public init(game: HogGame, seat: Int) {}

    /// Roll or hold; draws nothing.
    public mutating func nextAction<R: RandomNumberGenerator>(in state: HogState, of game: HogGame, using rng: inout R) -> HogAction? {
        let bank = state.banks[state.seat]
        if bank + state.turnTotal >= game.settings.target { return .hold }
        return state.turnTotal == 0 || 11 * state.turnTotal + bank < 200 ? .roll : .hold
    }
}
