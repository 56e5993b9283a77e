/// A strategy that plays a game: it picks the next action from what it may know.
///
/// A bot is created fresh for every game and may keep memory between its
/// moves. Its randomness comes from the same injected generator as the
/// game's, so shrinking simplifies the bot's choices too. A bot for a
/// hidden-role game reads only its own player's view of the state.
public protocol GameBot<Game>: Sendable {
    /// The game this bot plays.
    associatedtype Game: PlayableGame

    /// Creates the bot for one game.
    init(game: Game)

    /// The next action, or nil when the bot stops playing (for games with no end of their own).
    mutating func nextAction<R: RandomNumberGenerator>(
        in state: Game.State, of game: Game, using rng: inout R
    ) -> Game.Action?
}

/// A bot's id and what it does, as `playtest list` shows it.
public struct BotInfo: Sendable, Hashable {
    /// The id used on the command line and in scenarios.
    public let id: String
    /// What the bot does, in one line.
    public let summary: String
    /// True when `playtest check` drives the game with this bot.
    public let checks: Bool

    /// Creates a bot's facts.
    public init(id: String, summary: String, checks: Bool) {
        self.id = id
        self.summary = summary
        self.checks = checks
    }
}
