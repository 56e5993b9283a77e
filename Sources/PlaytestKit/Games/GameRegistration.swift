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

    let runChunk: @Sendable (RunRequest, Range<Int>) -> ChunkOutcome
    let mergeChunks: @Sendable ([ChunkOutcome], GameConfiguration) -> MergedChunks
    let replayCase: @Sendable (GameConfiguration, String, inout ChoiceSource, CaseOptions) -> CaseResult

    /// Registers a game with its metrics and bots.
    public static func make<Game: PlayableGame, Metrics: GameMetrics>(
        _ game: Game.Type, metrics: Metrics.Type, bots: [BotEntry<Game>]
    ) -> GameRegistration where Metrics.Game == Game {
        let infos = Game.invariants.map(\.info) + [InvariantInfo.stepLimit]
        let entries = bots
        @Sendable func entry(_ id: String) -> BotEntry<Game> {
            guard let found = entries.first(where: { $0.info.id == id }) else { preconditionFailure("unknown bot \(id)") }
            return found
        }
        return GameRegistration(
            descriptor: Game.descriptor,
            bots: bots.map(\.info),
            invariants: infos,
            runChunk: { request, range in
                GameRunner<Game, Metrics>.runChunk(request, range: range, botType: entry(request.bot).botType, invariants: infos)
            },
            mergeChunks: { chunks, configuration in
                GameRunner<Game, Metrics>.merge(chunks, game: Game(configuration: configuration), invariants: infos)
            },
            replayCase: { configuration, bot, source, options in
                GameRunner<Game, Metrics>.replay(
                    Game(configuration: configuration), botType: entry(bot).botType, source: &source, options: options)
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

/// A bot of a game: its facts and its type.
public struct BotEntry<Game: PlayableGame>: Sendable {
    /// The bot's id and summary.
    public let info: BotInfo
    /// The bot's type.
    public let botType: any GameBot<Game>.Type

    /// Registers a bot type under an id.
    public init(_ botType: any GameBot<Game>.Type, id: String, summary: String, checks: Bool) {
        self.info = BotInfo(id: id, summary: summary, checks: checks)
        self.botType = botType
    }
}

/// One chunk's games, before merging: type-erased metrics and tallies.
struct ChunkOutcome: @unchecked Sendable {
    // The metrics are a value of the registration's own `Metrics` type, read back only by it.
    let metrics: Any
    let steps: IntegerHistogram
    let tallies: [InvariantTally]
    let checks: Int
}

/// All chunks of a configuration, merged in chunk order.
struct MergedChunks {
    let measurements: [Measurement]
    let steps: IntegerHistogram
    let tallies: [InvariantTally]
    let checks: Int
}
