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
    /// The game's bots, in a fixed order (without the members of its bot families: see `botFamilies`).
    public let bots: [BotInfo]
    /// The game's bot families (`search-N`): every member is a bot of the game, named by its id (see `bot(_:)`).
    public let botFamilies: [BotFamilyInfo]
    /// The game's invariants, then the runner's step limit.
    public let invariants: [InvariantInfo]
    /// The game's coverage labels.
    public let coverageLabels: [CoverageInfo]
    /// The score the checker's targeted mode steers the set-up toward, if the game declares one.
    public let target: GameTarget?
    /// The game's players from weakest to strongest, if it declares them (``withSkillLadder(_:)``).
    public internal(set) var skillLadder: SkillLadder?
    /// Why no search tops the game's ladder, if the game says (``withSearchNote(_:)``).
    public internal(set) var searchNote: String?
    /// The series the game declares beyond the built-in ones (``PlayableGame/declaredSeries``, docs/series.md).
    public let declaredSeries: [SeriesDeclaration]

    /// A configuration's empty fold; its chunks keep the game's own metrics type.
    @usableFromInline let startFold: @Sendable (GameConfiguration) -> any ConfigurationFold
    @usableFromInline let replayCase: @Sendable (GameConfiguration, BotAssignment, inout GameStreams<ChoiceSource>, CaseOptions) -> CaseResult
    @usableFromInline let seatCount: @Sendable (GameConfiguration) -> Int
    @usableFromInline let scoreSetUp: @Sendable (GameConfiguration, inout ChoiceSource) -> Double
    /// The coverage labels no game of a configuration can reach (``PlayableGame/unreachableCoverage()``), by name.
    public let unreachableCoverage: @Sendable (GameConfiguration) -> [String]
    /// The shares the rules state for a configuration (``PlayableGame/statedShares()``), which `check` tests.
    public let statedShares: @Sendable (GameConfiguration) -> [StatedShare]
    /// Plays typed actions from the start of a game (`replayActions`): the result and how many actions were played,
    /// or the first action the game does not read.
    @usableFromInline let playScript: @Sendable (GameConfiguration, [String], UInt64, CaseOptions) -> Result<CaseResult, ActionParseError>
    /// Each search family's registered settings, by prefix (looked up, never iterated): see `searchSettings(ofFamily:)`.
    @usableFromInline var registeredSearchSettings: [String: SearchSettings] = [:]
    /// Registers one more search family beside a registered one (its prefix, the new prefix, the variant): see
    /// `addingSearchVariant(_:of:as:)`.
    @usableFromInline var searchVariantHook: (@Sendable (String, String, SearchVariant) -> GameRegistration?)? = nil

    @usableFromInline
    init(
        descriptor: GameDescriptor, bots: [BotInfo], invariants: [InvariantInfo], coverageLabels: [CoverageInfo],
        startFold: @escaping @Sendable (GameConfiguration) -> any ConfigurationFold,
        replayCase: @escaping @Sendable (GameConfiguration, BotAssignment, inout GameStreams<ChoiceSource>, CaseOptions) -> CaseResult,
        seatCount: @escaping @Sendable (GameConfiguration) -> Int,
        target: GameTarget?,
        scoreSetUp: @escaping @Sendable (GameConfiguration, inout ChoiceSource) -> Double,
        botFamilies: [BotFamilyInfo] = [],
        unreachableCoverage: @escaping @Sendable (GameConfiguration) -> [String] = { _ in [] },
        statedShares: @escaping @Sendable (GameConfiguration) -> [StatedShare] = { _ in [] },
        playScript: @escaping @Sendable (GameConfiguration, [String], UInt64, CaseOptions) -> Result<CaseResult, ActionParseError>,
        declaredSeries: [SeriesDeclaration] = []
    ) {
        self.declaredSeries = declaredSeries
        self.playScript = playScript
        self.botFamilies = botFamilies
        self.unreachableCoverage = unreachableCoverage
        self.statedShares = statedShares
        self.descriptor = descriptor
        self.bots = bots
        self.invariants = invariants
        self.coverageLabels = coverageLabels
        self.startFold = startFold
        self.replayCase = replayCase
        self.seatCount = seatCount
        self.target = target
        self.scoreSetUp = scoreSetUp
        self.skillLadder = nil
        self.searchNote = nil
    }

    /// Registers a game with its metrics and bots (a game's own report section, if any, is the analysis layer's:
    /// `ReportSections`).
    ///
    /// Inlinable, like the runner beneath it, so that the game's module
    /// compiles the whole simulation loop for its concrete types.
    @inlinable
    public static func make<Game: PlayableGame, Metrics: GameMetrics>(
        _ game: Game.Type, metrics: Metrics.Type, bots: [BotEntry<Game, Metrics>]
    ) -> GameRegistration where Metrics.Game == Game {
        let infos = Game.invariantInfos + [InvariantInfo.stepLimit]
        let entries = bots.filter { $0.family == nil }
        let families = bots.filter { $0.family != nil }
        @Sendable func entry(_ id: String) -> BotEntry<Game, Metrics> {
            if let found = entries.first(where: { $0.info.id == id }) { return found }
            for family in families {
                if case .success(let value)? = family.family?.parse(id), let member = family.member { return member(value) }
            }
            preconditionFailure("unknown bot \(id)")
        }
        // The ceilings an assignment names (bots shown what chance hides), looked up once per chunk or replay.
        @Sendable func revealing(_ assignment: BotAssignment) -> [MixedPlayers<Game>.Reveal] {
            assignment.entries.compactMap { item in entry(item.bot).reveal.map { reveal in MixedPlayers<Game>.Reveal(bot: item.bot, view: reveal) } }
        }
        @Sendable func players(_ assignment: BotAssignment, _ revealed: [MixedPlayers<Game>.Reveal], _ game: Game, _ state: Game.State) -> MixedPlayers<Game> {
            MixedPlayers(assignment: assignment, seats: game.seatCount, revealing: revealed) { id, game, seat in entry(id).make(game, seat) }
        }
        var registration = GameRegistration(
            descriptor: Game.descriptor,
            bots: entries.map(\.info),
            invariants: infos,
            coverageLabels: Game.Coverage.allCases.map(\.info),
            startFold: { configuration in
                let setup = ChunkSetup<Game>(configuration: configuration, invariants: infos)
                return ChunkFold<Game, Metrics>(game: setup.game, invariants: infos) { request, range in
                    if let bot = request.bots.uniformBot { return entry(bot).runChunk(request, range, setup) }
                    let revealed = revealing(request.bots)
                    return GameRunner<Game, Metrics>.runChunk(request, range: range, setup: setup) { game, state in
                        players(request.bots, revealed, game, state)
                    }
                }
            },
            replayCase: { configuration, assignment, streams, options in
                let game = Game(configuration: configuration)
                if let bot = assignment.uniformBot { return entry(bot).replay(game, &streams, options) }
                var metrics = NoMetrics<Game>(game: game)
                let revealed = revealing(assignment)
                return StatefulRunner.play(game, makePlayers: { players(assignment, revealed, game, $0) }, streams: &streams,
                                           options: options, metrics: &metrics, isExhausted: { $0.isOverrun })
            },
            seatCount: { Game(configuration: $0).seatCount },
            target: Game.target,
            scoreSetUp: { configuration, source in
                let game = Game(configuration: configuration)
                return game.targetScore(of: game.makeInitialState(using: &source))
            },
            botFamilies: families.compactMap(\.family),
            unreachableCoverage: { configuration in Game(configuration: configuration).unreachableCoverage().map(\.info.name) },
            statedShares: { configuration in Game(configuration: configuration).statedShares() },
            playScript: { configuration, texts, seed, options in
                let game = Game(configuration: configuration)
                var actions: [Game.Action] = []
                for (index, text) in texts.enumerated() {
                    guard let action = game.parseAction(text) else {
                        let examples = game.actionExamples()
                        let readsAny = texts.contains { game.parseAction($0) != nil } || !examples.isEmpty
                        return .failure(ActionParseError(text: text, position: index + 1, game: Game.descriptor.id, examples: examples,
                                                         readsActions: readsAny))
                    }
                    actions.append(action)
                }
                var streams = GameStreams<ChoiceSource>(recording: seed, game: 0, seatCount: game.seatCount)
                var metrics = NoMetrics<Game>(game: game)
                return .success(StatefulRunner.play(game, makePlayers: { _ in ScriptedPlayers<Game>(actions) }, streams: &streams,
                                                    options: options, metrics: &metrics))
            },
            declaredSeries: Game.declaredSeries)
        for entry in families {
            if let prefix = entry.family?.prefix, let tuning = entry.searchTuning { registration.registeredSearchSettings[prefix] = tuning.settings }
        }
        registration.searchVariantHook = { family, prefix, variant in
            guard let tuning = families.first(where: { $0.family?.prefix == family })?.searchTuning else { return nil }
            return GameRegistration.make(game, metrics: metrics, bots: bots + [tuning.member(prefix, variant)])
        }
        return registration
    }

    /// The bot with this id, if the game has it: a fixed bot, or a valid member of one of its families (`search-400`).
    public func bot(_ id: String) -> BotInfo? {
        if let fixed = bots.first(where: { $0.id == id }) { return fixed }
        for family in botFamilies {
            if case .success(let value)? = family.parse(id) { return family.info(for: value) }
        }
        return nil
    }

    /// What is wrong with an id that starts like a member of one of the game's families but is not one
    /// (`search-0`, `search-x`); nil for any other id.
    public func familyProblem(with id: String) -> BotFamilyError? {
        guard bots.first(where: { $0.id == id }) == nil else { return nil }
        for family in botFamilies {
            if case .failure(let error)? = family.parse(id) { return error }
        }
        return nil
    }

    /// Every bot id a message should offer: the fixed bots, then each family's pattern (`search-N`).
    public var botChoices: [String] {
        bots.map(\.id) + botFamilies.map(\.pattern)
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
    /// The bot's id and summary (for a family, its pattern `search-N`).
    public let info: BotInfo
    /// The family this entry registers, when it registers one (see `family(_:member:)`).
    public let family: BotFamilyInfo?
    @usableFromInline let member: (@Sendable (Int) -> BotEntry<Game, Metrics>)?
    @usableFromInline let runChunk: @Sendable (RunRequest, Range<Int>, ChunkSetup<Game>) -> ChunkOutcome<Metrics>
    @usableFromInline let replay: @Sendable (Game, inout GameStreams<ChoiceSource>, CaseOptions) -> CaseResult
    @usableFromInline let make: @Sendable (Game, Int) -> any GameBot<Game>
    /// A ceiling's view: the seat's view with what chance hides revealed (``ClairvoyantGame``), nil for an honest bot.
    /// A mixed seating shows it to the seats this entry plays (``MixedPlayers``).
    @usableFromInline let reveal: (@Sendable (Game, Game.State, Int) -> Game.View)?
    /// For a search family (`BotEntry.search`): its registered settings, and the same family with a variant of them
    /// under another prefix (what the search tuner plays). Nil for any other entry.
    @usableFromInline var searchTuning: (settings: SearchSettings, member: @Sendable (String, SearchVariant) -> BotEntry<Game, Metrics>)? = nil

    /// Registers a bot type under an id; `isFuzzer` marks a checking bot (a swarm fuzzer), kept out of balance tables.
    @inlinable
    public init<Bot: GameBot>(_ botType: Bot.Type, id: String, summary: String, checks: Bool, isFuzzer: Bool = false) where Bot.Game == Game {
        self.init(botType, id: id, summary: summary, checks: checks, isFuzzer: isFuzzer) { game, seat in Bot(game: game, seat: seat) }
    }

    /// Registers a bot type under an id, each bot created by `make(game, seat)` instead of `init(game:seat:)`: for a
    /// bot with settings of its own (a family's member, `search-400`). The loops stay specialised for `Bot`.
    @inlinable
    public init<Bot: GameBot>(
        _ botType: Bot.Type, id: String, summary: String, checks: Bool, isFuzzer: Bool = false,
        make: @escaping @Sendable (Game, Int) -> Bot
    ) where Bot.Game == Game {
        self.info = BotInfo(id: id, summary: summary, checks: checks, isFuzzer: isFuzzer)
        self.family = nil
        self.member = nil
        self.runChunk = { request, range, setup in
            GameRunner<Game, Metrics>.runChunk(request, range: range, setup: setup) { game, _ in
                UniformPlayers<Bot>(game: game, make: make)
            }
        }
        self.replay = { game, streams, options in
            var metrics = NoMetrics<Game>(game: game)
            return StatefulRunner.play(game, makePlayers: { _ in UniformPlayers<Bot>(game: game, make: make) }, streams: &streams,
                                       options: options, metrics: &metrics, isExhausted: { $0.isOverrun })
        }
        self.make = { game, seat in make(game, seat) }
        self.reveal = nil
    }

    /// Registers a family of bots named `PREFIX-N` (see `BotFamilyInfo`): `member(N)` is the entry of the member
    /// with value N (already checked to lie in the family's range), made when a scenario or token names it.
    public static func family(_ info: BotFamilyInfo, member: @escaping @Sendable (Int) -> BotEntry<Game, Metrics>) -> BotEntry<Game, Metrics> {
        BotEntry(family: info, member: member)
    }

    init(family: BotFamilyInfo, member: @escaping @Sendable (Int) -> BotEntry<Game, Metrics>) {
        self.info = BotInfo(id: family.pattern, summary: family.summary, checks: false)
        self.family = family
        self.member = member
        self.runChunk = { _, _, _ in preconditionFailure("a bot family plays through its members") }
        self.replay = { _, _, _ in preconditionFailure("a bot family plays through its members") }
        self.make = { _, _ in preconditionFailure("a bot family plays through its members") }
        self.reveal = nil
    }
}
