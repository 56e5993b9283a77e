/// A strategy that plays one seat of a game: it picks the next action from its seat's view.
///
/// A bot is created fresh for every game and seat, and may keep memory
/// between its moves. It receives only `Game.View`, the state as its seat may
/// see it, so a hidden-role bot cannot read another seat's secret: the types
/// enforce it. Its randomness is its seat's own recorded stream, apart from
/// the engine's chance, so shrinking simplifies its choices too.
public protocol GameBot<Game>: Sendable {
    /// The game this bot plays.
    associatedtype Game: PlayableGame

    /// Creates the bot for one game, sitting in `seat`.
    init(game: Game, seat: Int)

    /// The next action, or nil when the bot stops playing (for games with no end of their own).
    ///
    /// Implement this one or `nextAction(in:seat:of:using:)`; the runner asks the one with the seat, which by
    /// default asks this one. A loop of your own should ask the one with the seat too: every bot answers it, while
    /// a bot that implements only the seat's one stops the program here (with a message, in every build).
    mutating func nextAction<R: RandomNumberGenerator>(
        in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action?

    /// The next action of the bot sitting in `seat` (the seat acting, the one it was created for), or nil when it
    /// stops playing: what the runner asks. By default, `nextAction(in:of:using:)`.
    mutating func nextAction<R: RandomNumberGenerator>(
        in view: Game.View, seat: Int, of game: Game, using rng: inout R
    ) -> Game.Action?
}

extension GameBot {
    /// Asks the bot without its seat.
    @inlinable
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: Game.View, seat: Int, of game: Game, using rng: inout R
    ) -> Game.Action? {
        nextAction(in: view, of: game, using: &rng)
    }

    /// A bot that implements only `nextAction(in:seat:of:using:)` is never asked without its seat by the runner;
    /// asking it so is a programmer error, which stops the program with a message naming the bot.
    ///
    /// A `fatalError`, not a `preconditionFailure`: an optimised build drops a precondition's message, so a release
    /// benchmark that asked a seat-only bot this way (SearchBot, before it answered here too) died of a bare
    /// "Illegal instruction" with no word of why, while the runner, which asks with the seat, played on.
    @inlinable
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action? {
        fatalError("\(Self.self) was asked nextAction(in:of:using:), without its seat, but implements only "
                   + "nextAction(in:seat:of:using:) (or neither): ask it with its seat, as the runner does")
    }
}

/// A bot's id and what it does, as `playtest list` shows it.
public struct BotInfo: Sendable, Hashable {
    /// The id used on the command line and in scenarios.
    public let id: String
    /// What the bot does, in one line.
    public let summary: String
    /// True when `playtest check` drives the game with this bot.
    public let checks: Bool
    /// True for a checking bot (a swarm fuzzer that taps anything to reach the invariants' situations), false for a
    /// bot that plays to win: a report keeps a checking bot's figures out of its balance tables and best-arm claims.
    public let isFuzzer: Bool

    /// Creates a bot's facts; `isFuzzer` defaults to false (a playing bot).
    public init(id: String, summary: String, checks: Bool, isFuzzer: Bool = false) {
        self.id = id
        self.summary = summary
        self.checks = checks
        self.isFuzzer = isFuzzer
    }
}
