import PlaytestProperties

/// What `InvariantChecker` found: games played, broken invariants with shrunk cases, coverage, failing regressions.
public struct CheckReport: Sendable {
    /// The game id.
    public let game: String
    /// The rule set and parameters checked.
    public let configuration: GameConfiguration
    /// The run's seed.
    public let seed: UInt64
    /// Games played over all checking bots.
    public var gamesPlayed = 0
    /// Invariant checks run.
    public var checks = 0
    /// One finding per broken invariant, in the game's invariant order.
    public var findings: [CheckFinding] = []
    /// Saved regressions of this game and rule set that were replayed first.
    public var regressionsReplayed = 0
    /// Saved regressions that still fail.
    public var regressions: [RegressionFailure] = []
    /// Per checking bot, how many of its games reached each coverage label.
    public var coverageByBot: [(bot: String, tallies: [CoverageTally])] = []
    /// Over all checking bots, how many games reached each label.
    public var coverage: [CoverageTally] = []
    /// Per checking bot, what each of its games did, in game order, when the checker observed them
    /// (``InvariantChecker/observesGames``); empty otherwise.
    public var observedGames: [(bot: String, request: RunRequest, games: [ObservedGame])] = []
    /// The share each label must reach: the game's own requirements and any added by the caller.
    public var coverageRequirements: [(label: String, share: Double)] = []
    /// The documented behaviours among the requirements, each required in at least
    /// `CoverageInfo.documentedBehaviourShare` of games, when the checker reports them as such
    /// (``InvariantChecker/showsDocumentedShares``, `check`'s output); empty otherwise. Judged as every requirement:
    /// failed only when shown to be missed.
    public var shownRequirements: [String] = []
    /// Required labels this configuration cannot reach (``GameRegistration/unreachableCoverage``), so not required.
    public var waivedRequirements: [String] = []
    /// The targeted search, when the game declares a target and the check ran one.
    public var targeted: TargetedRun?
    /// Parameter swarming, when the check swarmed (nil: every game played the configuration above).
    public var swarm: SwarmSummary?
    /// Per swarmed parameter and region of its values, the games played there and the labels they reached.
    public var parameterRegions: [ParameterRegionTally] = []
    /// The shares the rules state, each tested on the first checking bot's games at the check's parameters.
    public var statedShares: [StatedShareResult] = []

    /// The stated shares the games were shown to depart from. These fail a check.
    public var statedShareFailures: [StatedShareResult] { statedShares.filter(\.departs) }

    /// Creates an empty report.
    public init(game: String, configuration: GameConfiguration, seed: UInt64) {
        self.game = game
        self.configuration = configuration
        self.seed = seed
    }

    /// The parameters the caller pinned (`--param`), as `name=value`, in the configuration's order: a requirement
    /// shown to be missed under them may be one they make unreachable (``acceptedUnreachable`` acknowledges it).
    public var pinnedParameters: [String] = []
    /// Labels the caller accepts as unreachable in this configuration (`--accept-unreachable`): shown below their
    /// requirement, they are reported (``coverageAccepted``) without failing the check.
    public var acceptedUnreachable: [String] = []

    /// The requirements whose interval lies wholly below the required share (the situation was shown to be too
    /// rare), with `required` the share missed; the labels of ``acceptedUnreachable`` excepted. These fail a check.
    public var coverageFailures: [(tally: CoverageTally, required: Double)] {
        shownBelow.filter { !acceptedUnreachable.contains($0.tally.info.name) }
    }

    /// Requirements shown to be missed that the caller accepted as unreachable (`--accept-unreachable`): reported, not failed.
    public var coverageAccepted: [(tally: CoverageTally, required: Double)] {
        shownBelow.filter { acceptedUnreachable.contains($0.tally.info.name) }
    }

    /// The requirements neither met nor shown to be missed: the interval straddles the required share, so too few
    /// games were played to tell. A warning, with the games that would settle it (`CoverageTally.gamesToDecide(_:)`),
    /// never a failure.
    public var coverageNotYetShown: [(tally: CoverageTally, required: Double)] {
        requirementTallies.filter { $0.tally.verdict(required: $0.required) == .undecided }
    }

    var shownBelow: [(tally: CoverageTally, required: Double)] {
        requirementTallies.filter { $0.tally.verdict(required: $0.required) == .tooRare }
    }

    var requirementTallies: [(tally: CoverageTally, required: Double)] {
        coverageRequirements.compactMap { requirement in
            coverage.first(where: { $0.info.name == requirement.label }).map { ($0, requirement.share) }
        }
    }

    /// True when every invariant held, every regression passed and no coverage requirement was shown to be missed
    /// (a requirement not yet shown is a warning).
    public var allHeld: Bool { findings.isEmpty && regressions.isEmpty && coverageFailures.isEmpty && statedShareFailures.isEmpty }
}

/// One broken invariant: how often, the first failing game, and its shrunk reproduction.
public struct CheckFinding: Sendable {
    /// The invariant.
    public let invariant: InvariantInfo
    /// The bot whose failure shrank to the fewest steps.
    public let bot: String
    /// Games in which it broke, per bot that broke it.
    public let brokenGames: [(bot: String, games: Int)]
    /// Games played per bot.
    public let gamesPerBot: Int
    /// Games played over all bots.
    public let gamesPlayed: Int
    /// The index of that bot's first failing game.
    public let firstGame: Int
    /// The breach as it first showed, before shrinking.
    public let original: Violation
    /// The shrunk reproduction.
    public let shrunk: ShrunkCase
    /// How the targeted search found it, when random play did not ("valid hands on the opening grid 0, after 1,234 of 20,000 evaluations").
    public var foundByTarget: String?
    /// The parameters parameter swarming drew for the failing game, where they differ from the check's (nil: a game
    /// at the check's own parameters).
    public var swarmedParameters: String?

    /// Games in which it broke, over all bots.
    public var totalBrokenGames: Int { brokenGames.reduce(0) { $0 + $1.games } }
}

/// A shrunk failing game: its token, the smallest parameters that still fail, and its step-by-step replay.
public struct ShrunkCase: Sendable {
    /// The token that replays it (with the shrunk parameters).
    public let token: ReplayToken
    /// The configuration it fails under: the check's, with shrinkable parameters lowered.
    public let configuration: GameConfiguration
    /// The configuration the check ran, before shrinking.
    public let checkedConfiguration: GameConfiguration
    /// The replay, with readable steps.
    public let result: CaseResult
    /// Replays the shrink spent.
    public let shrinkReplays: Int

    /// `PROGRAM replay TOKEN`: the one command that reproduces it, with the executable the caller names (`playtest`,
    /// or a studio's own, `hog-playtest`): the name travels from the entry point, the harness knows none.
    public func replayCommand(program: String) -> String { "\(program) replay \(token)" }
}

/// A saved regression that still fails.
public struct RegressionFailure: Sendable {
    /// The token replayed.
    public let token: ReplayToken
    /// What the replay showed.
    public let result: CaseResult
}

/// What a check's targeted search did: the score it reached from where it started, and at what cost.
public struct TargetedRun: Sendable {
    /// What the score measures.
    public let target: GameTarget
    /// The score of the seed's own set-up (game 0).
    public let startScore: Double
    /// The best score found.
    public let bestScore: Double
    /// Evaluations spent.
    public let evaluations: Int
    /// The budget.
    public let budget: Int
    /// True when the goal was reached.
    public let reachedGoal: Bool

    /// "targeted search (valid hands on the opening grid, minimize): 31 -> 0 in 1,234 of 20,000 evaluations (goal reached)".
    public var summary: String {
        "targeted search (\(target.summary), \(target.direction.rawValue)): \(NumberFormat.significant(startScore, digits: 4)) -> "
            + "\(NumberFormat.significant(bestScore, digits: 4)) in \(NumberFormat.grouped(evaluations)) of \(NumberFormat.grouped(budget)) evaluations"
            + (target.goal == nil ? "" : (reachedGoal ? " (goal reached)" : " (goal not reached)"))
    }
}
