/// The bots of every seat of one game, asked in turn by the runner.
public protocol SeatPlayers<Game> {
    /// The game played.
    associatedtype Game: PlayableGame

    /// The next action of the bot in `seat`, given only that seat's view and its current team and role.
    mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, labels: SeatLabels, in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action?

    /// The view the runner hands the bot in `seat`: the game's view of the seat (the default). Only a ceiling player
    /// (``ClairvoyantPlayers``) is shown more: what chance has hidden, through the game's ``ClairvoyantGame`` hook.
    func view(of state: Game.State, seat: Int, in game: Game) -> Game.View
}

extension SeatPlayers {
    /// The game's view of the seat: what it may know.
    @inlinable
    public func view(of state: Game.State, seat: Int, in game: Game) -> Game.View {
        game.view(of: state, for: seat)
    }
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

    /// A bot made by `make(game, seat)` in each seat of `game` (a bot with settings of its own).
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
}

/// Seats played by bots of different types, chosen by seat number, role or team at every move.
///
/// Roles may be dealt again each round (Snakesss): the bot of a seat is the
/// one its assignment names for the seat's current labels, so a seat that is
/// a snake this round is played by the snakes' bot. Each seat keeps one bot
/// of each id it has used, with its memory; all of a seat's bots draw from
/// that seat's stream.
public struct MixedPlayers<Game: PlayableGame>: SeatPlayers {
    /// A bot shown more than its seat's view: a ceiling (``ClairvoyantGame``), by id, with the view it is shown.
    public struct Reveal: Sendable {
        /// The bot's id.
        public let bot: String
        /// The view it is shown: the seat's, with what chance hides revealed.
        public let view: @Sendable (Game, Game.State, Int) -> Game.View

        /// Creates a reveal.
        public init(bot: String, view: @escaping @Sendable (Game, Game.State, Int) -> Game.View) {
            self.bot = bot
            self.view = view
        }
    }

    /// Which bot plays a seat.
    public let assignment: BotAssignment
    let make: (String, Game, Int) -> any GameBot<Game>
    // A lookup by id, never iterated: its order reaches nothing.
    var bots: [[String: any GameBot<Game>]]
    /// The ceilings among the assigned bots (empty for honest bots: every seat then gets the game's view).
    let revealing: [Reveal]

    /// Players for `seats` seats; `make(id, game, seat)` creates a bot the first time a seat needs it. A seat whose
    /// bot is in `revealing` is shown that bot's view; every other seat the game's.
    public init(assignment: BotAssignment, seats: Int, revealing: [Reveal] = [], make: @escaping (String, Game, Int) -> any GameBot<Game>) {
        self.assignment = assignment
        self.make = make
        self.bots = Array(repeating: [:], count: seats)
        self.revealing = revealing
    }

    /// The game's view of the seat, or a ceiling's view when the seat's bot is one.
    public func view(of state: Game.State, seat: Int, in game: Game) -> Game.View {
        if !revealing.isEmpty {
            let id = assignment.bot(forSeat: seat, labels: game.labels(ofSeat: seat, in: state))
            if let reveal = revealing.first(where: { $0.bot == id }) { return reveal.view(game, state, seat) }
        }
        return game.view(of: state, for: seat)
    }

    /// Asks the bot the assignment names for the seat's current labels.
    public mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, labels: SeatLabels, in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action? {
        let id = assignment.bot(forSeat: seat, labels: labels)
        var bot = bots[seat][id] ?? make(id, game, seat)
        let action = bot.nextAction(in: view, seat: seat, of: game, using: &rng)
        bots[seat][id] = bot
        return action
    }
}
