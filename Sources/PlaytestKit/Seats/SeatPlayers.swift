/// The bots of every seat of one game, asked in turn by the runner.
public protocol SeatPlayers<Game> {
    /// The game played.
    associatedtype Game: PlayableGame

    /// The next action of the bot in `seat`, given only that seat's view.
    mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action?
}

/// Every seat played by the same bot type: the runner's fast, fully specialised path.
public struct UniformPlayers<Bot: GameBot>: SeatPlayers {
    /// One bot per seat.
    public var bots: [Bot]

    /// A bot of type `Bot` in each seat of `game`.
    @inlinable
    public init(game: Bot.Game) {
        bots = (0..<game.seatCount).map { Bot(game: game, seat: $0) }
    }

    /// Asks the seat's bot.
    @inlinable
    public mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, in view: Bot.Game.View, of game: Bot.Game, using rng: inout R
    ) -> Bot.Game.Action? {
        bots[seat].nextAction(in: view, of: game, using: &rng)
    }
}

/// Seats played by bots of different types, chosen per seat (by number, role or team) once the game is set up.
public struct MixedPlayers<Game: PlayableGame>: SeatPlayers {
    /// One bot per seat.
    public var bots: [any GameBot<Game>]

    /// Creates the players from one bot per seat.
    public init(bots: [any GameBot<Game>]) {
        self.bots = bots
    }

    /// Asks the seat's bot.
    public mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action? {
        bots[seat].nextAction(in: view, of: game, using: &rng)
    }
}
