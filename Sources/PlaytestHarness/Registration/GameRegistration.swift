import PlaytestProperties

/// A game, its bots and its metrics behind one non-generic face, for the command line: the one home of its loops.
///
/// Built once per game from its concrete types; every simulation loop inside
/// is specialised for them, so type erasure costs one call per chunk of games,
/// not per step. Running lives in `GameRegistration+Running.swift`, replaying
/// in `GameRegistration+Replay.swift`, the specialised loops in `GameRunner`.
public struct GameRegistration: Sendable {
    /// The game's facts.
    public let descriptor: GameDescriptor
    /// The game's bots, in a fixed order.
    public let bots: [BotInfo]
    /// The game's invariants, then the runner's step limit.
    public let invariants: [InvariantInfo]
    /// The game's coverage labels.
    public let coverageLabels: [CoverageInfo]
    /// The game's own report section (conclusions, a table, charts), if it has one: opaque here, because its type
    /// (`ReportSectionBuilder`) belongs to the analysis layer, which sets and reads it (`reportSection`).
    @usableFromInline package var reportAttachment: (any Sendable)?
    /// The score the checker's targeted mode steers the set-up toward, if the game declares one.
    public let target: GameTarget?
    /// The game's players from weakest to strongest, if it declares them (``withSkillLadder(_:)``).
    public internal(set) var skillLadder: SkillLadder?

    /// A configuration's empty fold; its chunks keep the game's own metrics type.
    @usableFromInline let startFold: @Sendable (GameConfiguration) -> any ConfigurationFold
    @usableFromInline let replayCase: @Sendable (GameConfiguration, BotAssignment, inout GameStreams<ChoiceSource>, CaseOptions) -> CaseResult
    @usableFromInline let seatCount: @Sendable (GameConfiguration) -> Int
    @usableFromInline let scoreSetUp: @Sendable (GameConfiguration, inout ChoiceSource) -> Double

    @usableFromInline
    init(
        descriptor: GameDescriptor, bots: [BotInfo], invariants: [InvariantInfo], coverageLabels: [CoverageInfo],
        startFold: @escaping @Sendable (GameConfiguration) -> any ConfigurationFold,
        replayCase: @escaping @Sendable (GameConfiguration, BotAssignment, inout GameStreams<ChoiceSource>, CaseOptions) -> CaseResult,
        seatCount: @escaping @Sendable (GameConfiguration) -> Int,
        target: GameTarget?,
        scoreSetUp: @escaping @Sendable (GameConfiguration, inout ChoiceSource) -> Double
    ) {
        self.descriptor = descriptor
        self.bots = bots
        self.invariants = invariants
        self.coverageLabels = coverageLabels
        self.reportAttachment = nil
        self.startFold = startFold
        self.replayCase = replayCase
        self.seatCount = seatCount
        self.target = target
        self.scoreSetUp = scoreSetUp
        self.skillLadder = nil
    }

    /// Registers a game with its metrics and bots (`PlaytestAnalysis` adds an overload taking its own report section).
    ///
    /// Inlinable, like the runner beneath it, so that the game's module
    /// compiles the whole simulation loop for its concrete types.
    @inlinable
    public static func make<Game: PlayableGame, Metrics: GameMetrics>(
        _ game: Game.Type, metrics: Metrics.Type, bots: [BotEntry<Game, Metrics>]
    ) -> GameRegistration where Metrics.Game == Game {
        let infos = Game.invariantInfos + [InvariantInfo.stepLimit]
        let entries = bots
        @Sendable func entry(_ id: String) -> BotEntry<Game, Metrics> {
            guard let found = entries.first(where: { $0.info.id == id }) else { preconditionFailure("unknown bot \(id)") }
            return found
        }
        @Sendable func players(_ assignment: BotAssignment, _ game: Game, _ state: Game.State) -> MixedPlayers<Game> {
            MixedPlayers(assignment: assignment, seats: game.seatCount) { id, game, seat in entry(id).make(game, seat) }
        }
        return GameRegistration(
            descriptor: Game.descriptor,
            bots: bots.map(\.info),
            invariants: infos,
            coverageLabels: Game.Coverage.allCases.map(\.info),
            startFold: { configuration in
                ChunkFold<Game, Metrics>(game: Game(configuration: configuration), invariants: infos) { request, range in
                    if let bot = request.bots.uniformBot { return entry(bot).runChunk(request, range, infos) }
                    return GameRunner<Game, Metrics>.runChunk(request, range: range, invariants: infos) { game, state in
                        players(request.bots, game, state)
                    }
                }
            },
            replayCase: { configuration, assignment, streams, options in
                let game = Game(configuration: configuration)
                if let bot = assignment.uniformBot { return entry(bot).replay(game, &streams, options) }
                var metrics = NoMetrics<Game>(game: game)
                return StatefulRunner.play(game, makePlayers: { players(assignment, game, $0) }, streams: &streams,
                                           options: options, metrics: &metrics, isExhausted: { $0.isOverrun })
            },
            seatCount: { Game(configuration: $0).seatCount },
            target: Game.target,
            scoreSetUp: { configuration, source in
                let game = Game(configuration: configuration)
                return game.targetScore(of: game.makeInitialState(using: &source))
            })
    }

    /// The bot with this id, if the game has it.
    public func bot(_ id: String) -> BotInfo? {
        bots.first { $0.id == id }
    }

    /// The bots `playtest check` drives the game with.
    public var checkBots: [BotInfo] { bots.filter(\.checks) }

    /// The target's score of the set-up that `source` deals (`target` must be declared).
    public func targetScore(configuration: GameConfiguration, source: inout ChoiceSource) -> Double {
        scoreSetUp(configuration, &source)
    }

    /// The number of seats a game of this configuration has.
    public func seats(in configuration: GameConfiguration) -> Int {
        seatCount(configuration)
    }
}

/// A bot of a game: its facts, and its games compiled for its concrete type.
public struct BotEntry<Game: PlayableGame, Metrics: GameMetrics>: Sendable where Metrics.Game == Game {
    /// The bot's id and summary.
    public let info: BotInfo
    @usableFromInline let runChunk: @Sendable (RunRequest, Range<Int>, [InvariantInfo]) -> ChunkOutcome<Metrics>
    @usableFromInline let replay: @Sendable (Game, inout GameStreams<ChoiceSource>, CaseOptions) -> CaseResult
    @usableFromInline let make: @Sendable (Game, Int) -> any GameBot<Game>

    /// Registers a bot type under an id; `isFuzzer` marks a checking bot (a swarm fuzzer), kept out of balance tables.
    @inlinable
    public init<Bot: GameBot>(_ botType: Bot.Type, id: String, summary: String, checks: Bool, isFuzzer: Bool = false) where Bot.Game == Game {
        self.info = BotInfo(id: id, summary: summary, checks: checks, isFuzzer: isFuzzer)
        self.runChunk = { request, range, invariants in
            GameRunner<Game, Metrics>.runChunk(request, range: range, invariants: invariants) { game, _ in
                UniformPlayers<Bot>(game: game)
            }
        }
        self.replay = { game, streams, options in
            StatefulRunner.play(game, bot: Bot.self, streams: &streams, options: options, isExhausted: { $0.isOverrun })
        }
        self.make = { game, seat in Bot(game: game, seat: seat) }
    }
}
