import PlaytestProperties

/// The plan of a `check`, plain data: which configurations of which games to check, with how many games, from which
/// seed, and what coverage to require. The first of check's four stages: plan (this) -> play
/// (``InvariantChecker``, one per entry) -> analyse (``CheckAnalysis``) -> render (``CheckReportText``).
///
/// ```swift
/// let plan = CheckPlan(entries: [.init(game: "hog", configuration: HogGame.descriptor.defaultConfiguration)], games: 100)
/// let analyses = plan.run(games: [HogGame.registration])
/// #expect(analyses.allSatisfy(\.allHeld))
/// ```
public struct CheckPlan: Sendable {
    /// One configuration to check.
    public struct Entry: Sendable {
        /// The game's id (`GameDescriptor/id`).
        public var game: String
        /// The rule set and parameters checked.
        public var configuration: GameConfiguration
        /// Labels each required in at least a share of games, besides the game's own requirements.
        public var coverageRequirements: [(label: String, share: Double)]
        /// Parameters the caller pinned (`--param`): never swarmed, and named when a requirement is shown missed.
        public var pinnedParameters: [String]
        /// Labels accepted as unreachable in this configuration (`--accept-unreachable`).
        public var acceptedUnreachable: [String]

        /// An entry checking `configuration` of game `game`.
        public init(
            game: String, configuration: GameConfiguration, coverageRequirements: [(label: String, share: Double)] = [],
            pinnedParameters: [String] = [], acceptedUnreachable: [String] = []
        ) {
            self.game = game
            self.configuration = configuration
            self.coverageRequirements = coverageRequirements
            self.pinnedParameters = pinnedParameters
            self.acceptedUnreachable = acceptedUnreachable
        }
    }

    /// The configurations to check, in order.
    public var entries: [Entry]
    /// Games per checking bot.
    public var games: Int
    /// The run's seed.
    public var seed: UInt64
    /// Threads; the results are the same whatever `jobs`.
    public var jobs: Int
    /// Actions after which a game is a step-limit failure.
    public var maxSteps: Int
    /// Set-ups a targeted search may evaluate, for a game that declares a target (0: none).
    public var targetBudget: Int
    /// The share of games whose parameters are drawn from their swarm ranges (0: none).
    public var swarmShare: Double
    /// Whether each game played is kept for observation lines.
    public var observesGames: Bool
    /// The replays shrinking may spend on one failure (0: report failures unshrunk): the choices' shrink stops
    /// there, the parameters' may take a few more. A slow game (an app on a virtual clock) trades a longer
    /// reproduction for a quicker check with a smaller budget.
    public var shrinkBudget: Int

    /// A plan of `entries`, with check's defaults for the rest.
    public init(
        entries: [Entry], games: Int = 100, seed: UInt64 = 0, jobs: Int = 1, maxSteps: Int = 100_000, targetBudget: Int = 200_000,
        swarmShare: Double = 0.5, observesGames: Bool = false, shrinkBudget: Int = InvariantChecker.defaultShrinkBudget
    ) {
        self.entries = entries
        self.games = games
        self.seed = seed
        self.jobs = jobs
        self.maxSteps = maxSteps
        self.targetBudget = targetBudget
        self.swarmShare = swarmShare
        self.observesGames = observesGames
        self.shrinkBudget = shrinkBudget
    }

    /// The play stage's checker of `entry`, for its game's registration.
    public func checker(for entry: Entry, registration: GameRegistration) -> InvariantChecker {
        let labels = Set(registration.coverageLabels.map(\.name))
        var checker = InvariantChecker(
            registration: registration, configuration: entry.configuration, seed: seed, games: games, jobs: jobs, maxSteps: maxSteps,
            shrinkBudget: shrinkBudget, coverageRequirements: entry.coverageRequirements.filter { labels.contains($0.label) }, targetBudget: targetBudget,
            swarm: ParameterSwarm(share: swarmShare, descriptor: registration.descriptor, fixed: Set(entry.pinnedParameters)))
        checker.showsDocumentedShares = true
        checker.pinnedParameters = Set(entry.pinnedParameters)
        checker.acceptedUnreachable = entry.acceptedUnreachable.filter(labels.contains)
        checker.observesGames = observesGames
        return checker
    }

    /// Plays and analyses every entry, in order, with the registrations in `games` (an entry whose game is not
    /// among them is skipped): the library's whole check for a test or a tool; the command line adds regressions,
    /// progress and signals between the stages.
    public func run(games registrations: [GameRegistration]) -> [CheckAnalysis] {
        entries.compactMap { entry in
            guard let registration = registrations.first(where: { $0.descriptor.id == entry.game }) else { return nil }
            return CheckAnalysis.analyse(checker(for: entry, registration: registration).run(), registration: registration)
        }
    }
}
