/// Which games of one configuration to play, and how.
public struct RunRequest: Sendable {
    /// The rule set and parameters.
    public var configuration: GameConfiguration
    /// The bot of each seat.
    public var bots: BotAssignment
    /// The run's seed: game `i` draws from the streams of (seed, i), whatever the configuration.
    public var seed: UInt64
    /// How many games.
    public var games: Int
    /// Threads to use.
    public var jobs: Int
    /// Actions after which a game is a `stepLimit` failure (`CaseOptions.defaultMaxSteps` unless set).
    public var maxSteps: Int
    /// Called with the number of games finished so far, from any thread.
    public var progress: (@Sendable (Int) -> Void)?
    /// Asked before each chunk of games starts; once it returns true no further chunk starts and
    /// `GameRegistration.runUnlessStopped` returns nil (nil: never stop).
    public var shouldStop: (@Sendable () -> Bool)? = nil
    /// True when the result keeps every game's per-seat outcomes, in game order (``ConfigurationResult/recordedGames``):
    /// what a ladder study pairs deal by deal. Off by default, so memory stays flat however many games are played.
    public var recordsGames = false
    /// True when the result keeps what every game did, in game order (``ConfigurationResult/observedGames``): the lines
    /// of `--observations`. Off by default; the report's figures are the same either way.
    public var observesGames = false
    /// Seconds on some clock, read before and after each observed game to time it; nil times nothing. The
    /// harness never reads a clock itself: the caller supplies one, or none for byte-identical observations.
    public var clock: (@Sendable () -> Double)? = nil

    /// True (the default) when the result carries the game-quality measures (``QualityTally``, docs/quality.md): every
    /// seat's evaluation after each step, and the choices before it when the game lists them. False saves that work.
    public var tracksQuality = true
    /// The scenario's ideal range of steps per game, if it sets one: the result then carries `quality.duration`, the
    /// share of games whose steps lie in it.
    public var idealSteps: ClosedRange<Int>? = nil
    /// The series to record in every game, by name (``GameRegistration/series(in:)``, docs/series.md): the result then
    /// carries each one's values at every step or round (``ConfigurationResult/series``). Needs ``tracksQuality``.
    public var series: [String] = []

    /// Games per chunk: fixed, so that results never depend on `jobs`.
    public static let chunkSize = 64

    /// Creates a request.
    public init(
        configuration: GameConfiguration, bots: BotAssignment, seed: UInt64,
        games: Int, jobs: Int = 1, maxSteps: Int = CaseOptions.defaultMaxSteps, progress: (@Sendable (Int) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.bots = bots
        self.seed = seed
        self.games = games
        self.jobs = jobs
        self.maxSteps = maxSteps
        self.progress = progress
    }

    /// The replay token of game `index` of this request.
    public func token(game index: Int, gameID: String) -> ReplayToken {
        ReplayToken(game: gameID, configuration: configuration, bots: bots, source: .stream(seed: seed, game: UInt64(index)), maxSteps: maxSteps)
    }
}
