import PlaytestKit

/// The folk rule: rolls until the turn total reaches 20 (or the bank would reach the target), then holds.
public struct HogHoldAtTwentyBot: GameBot {
    /// Creates the bot.
    public init(game: HogGame, seat: Int) {}

    /// Roll or hold; draws nothing.
    public mutating func nextAction<R: RandomNumberGenerator>(in state: HogState, of game: HogGame, using rng: inout R) -> HogAction? {
        state.turnTotal >= 20 || state.banks[state.seat] + state.turnTotal >= game.settings.target ? .hold : .roll
    }
}
