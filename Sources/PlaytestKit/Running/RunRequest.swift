/// Which games of one configuration to play, and how.
public struct RunRequest: Sendable {
    /// The rule set and parameters.
    public var configuration: GameConfiguration
    /// The bot id.
    public var bot: String
    /// The run's seed.
    public var seed: UInt64
    /// The configuration's index in its scenario (or the bot's index in a check): part of each game's stream.
    public var configurationIndex: UInt64
    /// How many games.
    public var games: Int
    /// Threads to use.
    public var jobs: Int
    /// Actions after which a game is a `stepLimit` failure.
    public var maxSteps: Int
    /// Called with the number of games finished so far, from any thread.
    public var progress: (@Sendable (Int) -> Void)?

    /// Games per chunk: fixed, so that results never depend on `jobs`.
    public static let chunkSize = 64

    /// Creates a request.
    public init(
        configuration: GameConfiguration, bot: String, seed: UInt64, configurationIndex: UInt64,
        games: Int, jobs: Int = 1, maxSteps: Int = 10_000, progress: (@Sendable (Int) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.bot = bot
        self.seed = seed
        self.configurationIndex = configurationIndex
        self.games = games
        self.jobs = jobs
        self.maxSteps = maxSteps
        self.progress = progress
    }

    /// The replay token of game `game` of this request.
    public func token(game index: Int, gameID: String) -> ReplayToken {
        ReplayToken(
            game: gameID, rules: configuration.rules, bot: bot, parameters: configuration.parameterList,
            source: .stream(seed: seed, configuration: configurationIndex, game: UInt64(index)))
    }
}
