/// Every seat played by the same bot type, each shown its clairvoyant view (``ClairvoyantGame/clairvoyantView(of:for:)``):
/// the runner's players for a ceiling entry (``BotEntry/clairvoyantSearch(prefix:summary:suggested:settings:rollout:)``).
/// Never chosen for an ordinary bot, so an honest bot's view is what it always was.
public struct ClairvoyantPlayers<Bot: GameBot>: SeatPlayers where Bot.Game: ClairvoyantGame {
    /// One bot per seat.
    public var bots: [Bot]

    /// A bot made by `make(game, seat)` in each seat of `game`.
    @inlinable
    public init(game: Bot.Game, make: (Bot.Game, Int) -> Bot) {
        bots = (0..<game.seatCount).map { make(game, $0) }
    }

    /// Asks the seat's bot.
    @inlinable
    public mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, labels: SeatLabels, in view: Bot.Game.View, of game: Bot.Game, using rng: inout R
    ) -> Bot.Game.Action? {
        bots[seat].nextAction(in: view, seat: seat, of: game, using: &rng)
    }

    /// The seat's view with the hidden chance revealed.
    @inlinable
    public func view(of state: Bot.Game.State, seat: Int, in game: Bot.Game) -> Bot.Game.View {
        game.clairvoyantView(of: state, for: seat)
    }
}
