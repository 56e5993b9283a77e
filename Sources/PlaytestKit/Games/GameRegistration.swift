/// A game, its bots and its metrics behind one non-generic face, for the command line.
///
/// Built once per game from its concrete types; every simulation loop inside
/// is specialised for them, so type erasure costs one call per game, not per step.
public struct GameRegistration: Sendable {
    /// The game's facts.
    public let descriptor: GameDescriptor
    /// The game's bots, in a fixed order.
    public let bots: [BotInfo]
    /// The game's invariants, then the runner's step limit.
    public let invariants: [InvariantInfo]

    @usableFromInline let runChunk: @Sendable (RunRequest, Range<Int>) -> ChunkOutcome
    @usableFromInline let mergeChunks: @Sendable ([ChunkOutcome], GameConfiguration) -> MergedChunks
    @usableFromInline let replayCase: @Sendable (GameConfiguration, String, inout ChoiceSource, CaseOptions) -> CaseResult

    @usableFromInline
    init(
        descriptor: GameDescriptor, bots: [BotInfo], invariants: [InvariantInfo],
        runChunk: @escaping @Sendable (RunRequest, Range<Int>) -> ChunkOutcome,
        mergeChunks: @escaping @Sendable ([ChunkOutcome], GameConfiguration) -> MergedChunks,
        replayCase: @escaping @Sendable (GameConfiguration, String, inout ChoiceSource, CaseOptions) -> CaseResult
    ) {
        self.descriptor = descriptor
        self.bots = bots
        self.invariants = invariants
        self.runChunk = runChunk
        self.mergeChunks = mergeChunks
        self.replayCase = replayCase
    }

    /// Registers a game with its metrics and bots.
    ///
    /// Inlinable, like the runner beneath it, so that the game's module
    /// compiles the whole simulation loop for its concrete types.
    @inlinable
    public static func make<Game: PlayableGame, Metrics: GameMetrics>(
        _ game: Game.Type, metrics: Metrics.Type, bots: [BotEntry<Game, Metrics>]
    ) -> GameRegistration where Metrics.Game == Game {
        let infos = Game.invariants.map(\.info) + [InvariantInfo.stepLimit]
        let entries = bots
        @Sendable func entry(_ id: String) -> BotEntry<Game, Metrics> {
            guard let found = entries.first(where: { $0.info.id == id }) else { preconditionFailure("unknown bot \(id)") }
            return found
        }
        return GameRegistration(
            descriptor: Game.descriptor,
            bots: bots.map(\.info),
            invariants: infos,
            runChunk: { request, range in entry(request.bot).runChunk(request, range, infos) },
            mergeChunks: { chunks, configuration in
                GameRunner<Game, Metrics>.merge(chunks, game: Game(configuration: configuration), invariants: infos)
            },
            replayCase: { configuration, bot, source, options in
                entry(bot).replay(Game(configuration: configuration), &source, options)
            })
    }

    /// The bot with this id, if the game has it.
    public func bot(_ id: String) -> BotInfo? {
        bots.first { $0.id == id }
    }

    /// The bots `playtest check` drives the game with.
    public var checkBots: [BotInfo] { bots.filter(\.checks) }

    // MARK: - Running

    /// Plays a configuration's games on `request.jobs` threads; identical results for any number of jobs.
    ///
    /// - Complexity: O(games x steps per game).
    public func run(_ request: RunRequest) -> ConfigurationResult {
        let chunkCount = (request.games + RunRequest.chunkSize - 1) / RunRequest.chunkSize
        let progress = request.progress
        let games = request.games
        let chunks = ParallelRunner.map(count: chunkCount, jobs: request.jobs, completed: { finished in
            progress?(min(games, finished * RunRequest.chunkSize))
        }) { chunk in
            let start = chunk * RunRequest.chunkSize
            return runChunk(request, start..<min(games, start + RunRequest.chunkSize))
        }
        let merged = mergeChunks(chunks, request.configuration)
        return ConfigurationResult(
            games: games, measurements: merged.measurements, steps: merged.steps, tallies: merged.tallies, checks: merged.checks)
    }

    /// Replays one game from a choice source, recording what happened.
    public func replay(configuration: GameConfiguration, bot: String, source: inout ChoiceSource, options: CaseOptions) -> CaseResult {
        replayCase(configuration, bot, &source, options)
    }
}

/// A bot of a game: its facts, and its games compiled for its concrete type.
public struct BotEntry<Game: PlayableGame, Metrics: GameMetrics>: Sendable where Metrics.Game == Game {
    /// The bot's id and summary.
    public let info: BotInfo
    @usableFromInline let runChunk: @Sendable (RunRequest, Range<Int>, [InvariantInfo]) -> ChunkOutcome
    @usableFromInline let replay: @Sendable (Game, inout ChoiceSource, CaseOptions) -> CaseResult

    /// Registers a bot type under an id.
    @inlinable
    public init<Bot: GameBot>(_ botType: Bot.Type, id: String, summary: String, checks: Bool) where Bot.Game == Game {
        self.info = BotInfo(id: id, summary: summary, checks: checks)
        self.runChunk = { request, range, invariants in
            GameRunner<Game, Metrics>.runChunk(request, range: range, bot: Bot.self, invariants: invariants)
        }
        self.replay = { game, source, options in
            GameRunner<Game, Metrics>.replay(game, bot: Bot.self, source: &source, options: options)
        }
    }
}

/// One chunk's games, before merging: type-erased metrics and tallies.
@usableFromInline
struct ChunkOutcome: @unchecked Sendable {
    // The metrics are a value of the registration's own `Metrics` type, read back only by it.
    @usableFromInline let metrics: Any
    @usableFromInline let steps: IntegerHistogram
    @usableFromInline let tallies: [InvariantTally]
    @usableFromInline let checks: Int

    @usableFromInline
    init(metrics: Any, steps: IntegerHistogram, tallies: [InvariantTally], checks: Int) {
        self.metrics = metrics
        self.steps = steps
        self.tallies = tallies
        self.checks = checks
    }
}

/// All chunks of a configuration, merged in chunk order.
@usableFromInline
struct MergedChunks {
    @usableFromInline let measurements: [Measurement]
    @usableFromInline let steps: IntegerHistogram
    @usableFromInline let tallies: [InvariantTally]
    @usableFromInline let checks: Int

    @usableFromInline
    init(measurements: [Measurement], steps: IntegerHistogram, tallies: [InvariantTally], checks: Int) {
        self.measurements = measurements
        self.steps = steps
        self.tallies = tallies
        self.checks = checks
    }
}
