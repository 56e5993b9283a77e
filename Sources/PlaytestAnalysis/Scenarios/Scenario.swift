import PlaytestHarness

/// A balance study read from a JSON file: which games, bots, rules and parameters to play, how many times, from which seed.
///
/// ```json
/// {
///   "name": "dice",
///   "seed": 1,
///   "games": 200,
///   "studies": [
///     { "game": "dice", "bots": ["lockMostCommon"], "parameters": { "turns": 5 },
///       "sweep": { "count": [6, 50, 100, 1000] } }
///   ]
/// }
/// ```
///
/// Keys: `name` (required; letters, digits, `-` and `_`), `description`,
/// `seed` (default 1), `games` per configuration (default 100, 1 to 10,000,000),
/// `rules` (default: each game's first rule set, `documented`), `maxSteps` per
/// game (default 100,000), `idealSteps` (`[low, high]`, the steps a game should last: `quality.duration`), `quality`
/// (default true; false leaves the quality measures out, saving their cost) and `studies` (required, at least one). A study:
/// `game` (required), `bots` (default: every bot of the game; each entry is a
/// bot id for every seat, or an object assigning bots to seat numbers, roles
/// or teams with `*` for the rest), `rules` (default: the scenario's),
/// `parameters` (fixed values), `sweep` (lists of values; every
/// combination is played, the first key outermost, then each bot entry) and
/// `coverage` (label to the share of each configuration's games that must
/// reach it, 0 to 1; the game's own requirements apply to `check`, over all
/// its checking bots, not to each configuration of a run) and `gates` (pass/fail
/// conditions on each configuration's metrics: see `Gate` and docs/gates.md) and `confirm` (games, 1 to 10,000,000, on
/// which each best-arm claim led by one of the study's arms is played again from a fresh seed; see docs/reports.md) and
/// `questions` (how the design questions are judged: `closeMargin` in points or `closeShare` of the winning score,
/// and `fairMargin`; see ``QuestionSettings``) and `series` (figures to follow step by step or round by round, by name:
/// `lead`, `seat0`, ... or the game's own; see docs/series.md) and `ladder` (the game's skill ladder) or `skillTrace` (a
/// bot family's budget doubled on the same deals up to a cap, ``SkillTraceSettings``; see docs/skill.md).
public struct Scenario: Sendable {
    /// The scenario's name: the report's folder under Reports/.
    public var name: String
    /// What it studies, for the report.
    public var description: String
    /// The run's seed.
    public var seed: UInt64
    /// Games per configuration.
    public var games: Int
    /// The most actions one game may take.
    public var maxSteps: Int
    /// Every configuration, resolved, in order.
    public var configurations: [ScenarioConfiguration]
    /// The ideal range of steps per game (`idealSteps: [low, high]`), if the scenario sets one: each configuration's
    /// results then carry `quality.duration`, the share of its games in that range (docs/quality.md).
    public var idealSteps: ClosedRange<Int>? = nil
    /// True (the default) when the runs carry the quality measures (docs/quality.md); `"quality": false` turns them off
    /// to save their cost (`RunRequest/tracksQuality`).
    public var tracksQuality = true

    /// The allowed range of `games`.
    public static let gamesRange = 1...10_000_000
    /// The allowed range of a study's `confirm`.
    public static let confirmRange = 1...10_000_000
    /// The allowed range of `maxSteps`.
    public static let maxStepsRange = 1...100_000_000
    /// The most configurations a scenario may resolve to unless raised (`playtest run --max-configurations`).
    public static let defaultMaxConfigurations = 10_000
    /// The most games a run may play in all, configurations x games, unless raised (`playtest run --max-games`).
    public static let defaultMaxGames = 100_000_000

    /// True when some configuration has a gate.
    public var hasGates: Bool { configurations.contains { !$0.gates.isEmpty } }

    /// True when some study asks for its best-arm claims to be confirmed on fresh games (`confirm`).
    public var hasConfirm: Bool { configurations.contains { $0.confirm != nil } }

    /// Games in all: configurations x games per configuration.
    public var totalGames: Int { configurations.count * games }
}

/// One resolved configuration of a scenario: the game's registration, the bot of each seat, the rule set and parameters.
public struct ScenarioConfiguration: Sendable {
    /// Its position in the scenario (for labels; the random streams do not depend on it).
    public let index: Int
    /// The game, resolved.
    public let registration: GameRegistration
    /// The bot of each seat.
    public let bots: BotAssignment
    /// The rule set and parameters, validated.
    public let configuration: GameConfiguration
    /// The parameters this configuration sweeps, `name=value`, for labels.
    public let sweptParameters: [String]
    /// Shares of this configuration's games that coverage labels must reach: the study's `coverage`.
    public let coverageRequirements: [(label: String, share: Double)]
    /// The study's gates, checked against this configuration's result (see `GateEvaluation`).
    public let gates: [Gate]
    /// The study's `confirm`: games on which a best-arm claim that names this configuration is played again from a
    /// fresh seed (see `RunAnalysis.confirmationRequests`), or nil.
    public var confirm: Int? = nil
    /// Parameters outside the sweep in which this configuration differs from another of its game that would read
    /// the same (`name=value`), so that labels name every key in which arms differ (see `distinguishingLabels`).
    public var distinguishingParameters: [String] = []
    /// The configuration's place in a ladder study (`"ladder": true`), or nil.
    public var ladder: LadderPlacement? = nil
    /// How the study's design questions are judged (its `questions`: the close and fair margins).
    public var questions = QuestionSettings()
    /// The series the study asks its games to record, by name (its `series`: `lead`, `seat0`, a game's own), whose
    /// quantiles at each step or round the report charts (docs/series.md); empty when none.
    public var series: [String] = []

    /// Creates a configuration.
    public init(
        index: Int, registration: GameRegistration, bots: BotAssignment, configuration: GameConfiguration, sweptParameters: [String],
        coverageRequirements: [(label: String, share: Double)] = [], gates: [Gate] = []
    ) {
        self.index = index
        self.registration = registration
        self.bots = bots
        self.configuration = configuration
        self.sweptParameters = sweptParameters
        self.coverageRequirements = coverageRequirements
        self.gates = gates
    }

    /// The game id.
    public var game: String { registration.descriptor.id }

    /// The bots, as a label: `fuzzer`, or `snake=coordinated,*=ownBelief`.
    public var bot: String { bots.description }

    /// "dice lockMostCommon count=50" (the game, the bots and the swept values).
    public var label: String {
        ([game, bot] + sweptParameters + distinguishingParameters + (configuration.rules == registration.descriptor.ruleSets[0] ? [] : [configuration.rules])).joined(separator: " ")
    }
}

/// What the command line changes in a scenario before it is resolved: games, seed and parameters.
public struct ScenarioOverrides: Sendable {
    /// Games per configuration, replacing the file's.
    public var games: Int?
    /// The seed, replacing the file's.
    public var seed: UInt64?
    /// `--param` settings, applied to every configuration of the games they name (after the file's values).
    public var parameters: ParameterOverrides

    /// Creates overrides; by default none.
    public init(games: Int? = nil, seed: UInt64? = nil, parameters: ParameterOverrides = .none) {
        self.games = games
        self.seed = seed
        self.parameters = parameters
    }
}
