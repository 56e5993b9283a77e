import PlaytestKit

/// Everything a Square Color session plays by: the difficulty, each difficulty's settings, how many games.
public struct SquareColorSettings: Sendable, Hashable {
    /// The difficulty played, or nil for "mixed": game k of a session plays easy, medium, hard, easy, ... in turn,
    /// so that one session covers all three and the leaderboard holds scores of each.
    public var difficulty: Difficulty?
    /// Settings per difficulty, in `Difficulty.allCases` order.
    public var perDifficulty: [DifficultySettings]
    /// Games in one session (they share the leaderboard).
    public var games: Int
    /// Rounds after which a player stops a game that is still going (the timer never runs out for a perfect player).
    public var maxRounds: Int

    /// The settings of a difficulty.
    public func settings(for difficulty: Difficulty) -> DifficultySettings {
        perDifficulty[difficulty.caseIndex]
    }

    /// The difficulty of game `index` (0-based) of a session.
    public func difficulty(ofGame index: Int) -> Difficulty {
        difficulty ?? Difficulty.allCases[index % Difficulty.allCases.count]
    }

    /// The document's numbers, `games` games of at most `maxRounds` rounds.
    public init(difficulty: Difficulty? = nil, games: Int = 10, maxRounds: Int = 60) {
        self.difficulty = difficulty
        self.perDifficulty = Difficulty.allCases.map(DifficultySettings.init(defaultsFor:))
        self.games = games
        self.maxRounds = maxRounds
    }

    // MARK: - Parameters

    /// The `difficulty` parameter.
    public static let difficultyKey = ParameterKey<String>.choice(
        "difficulty", summary: "easy, medium, hard, or mixed (a session's games take easy, medium, hard in turn)",
        oneOf: Difficulty.allCases.map(\.rawValue) + ["mixed"], default: "mixed")
        .swarming(oneOf: Difficulty.allCases.map(\.rawValue) + ["mixed"])  // RULES.md, Square Color Game: the three difficulties' table
    /// The `games` parameter.
    public static let gamesKey = ParameterKey<Int>.integer(
        "games", summary: "games per session, sharing the leaderboard", in: 1...100, default: 10, shrinkable: true)
        .swarming(in: 1...10)  // square-color-game.md, Leaderboard: a session of games sharing the top 3 (up to the default 10)
    /// The `maxRounds` parameter.
    public static let maxRoundsKey = ParameterKey<Int>.integer(
        "maxRounds", summary: "rounds after which a player stops a game still going", in: 1...10_000, default: 60, shrinkable: true)

    /// The five parameters of one difficulty, `<difficulty>StartTicks` and so on.
    public struct DifficultyKeys: Sendable {
        /// Starting time in ticks.
        public let startTicks: ParameterKey<Int>
        /// Time added per correct round.
        public let bonusTicks: ParameterKey<Int>
        /// Points per correct round.
        public let points: ParameterKey<Int>
        /// Distractor offset per channel.
        public let variation: ParameterKey<Double>
        /// Colour match threshold per channel.
        public let matchThreshold: ParameterKey<Double>

        /// The keys of `difficulty`, defaulting to its document values.
        init(_ difficulty: Difficulty) {
            let defaults = DifficultySettings(defaultsFor: difficulty)
            let name = difficulty.rawValue
            // RULES.md, Square Color Game: starting time 10, 8, 6 s; swarmed from 0.5 s (a timer that runs out within a round) to 12 s.
            startTicks = .integer("\(name)StartTicks", summary: "\(name): starting time in ticks of 0.1 s", in: 1...10_000, default: defaults.startTicks)
                .swarming(in: 5...120)
            // RULES.md, Square Color Game: bonus +2, +3, +4 s per correct round; swarmed from none to 5 s.
            bonusTicks = .integer("\(name)BonusTicks", summary: "\(name): time added per correct round, in ticks", in: 0...10_000,
                                  default: defaults.bonusTicks).swarming(in: 0...50)
            points = .integer("\(name)Points", summary: "\(name): points per correct round", in: 0...100_000, default: defaults.points)
            variation = .double("\(name)Variation", summary: "\(name): distractor offset per channel", in: 0...0.5, default: defaults.variation)
            matchThreshold = .double("\(name)MatchThreshold", summary: "\(name): colour match threshold per channel", in: 0.0001...0.5,
                                     default: defaults.matchThreshold)
        }

        /// The specs, in a fixed order.
        var specs: [ParameterSpec] { [startTicks.spec, bonusTicks.spec, points.spec, variation.spec, matchThreshold.spec] }
    }

    /// Each difficulty's keys, in `Difficulty.allCases` order.
    public static let difficultyKeys = Difficulty.allCases.map(DifficultyKeys.init)

    /// The parameters a scenario may set: `difficulty`, `games`, `maxRounds`, then per difficulty
    /// `<difficulty>StartTicks`, `BonusTicks`, `Points`, `Variation`, `MatchThreshold`.
    public static let parameters: [ParameterSpec] = [difficultyKey.spec, gamesKey.spec, maxRoundsKey.spec] + difficultyKeys.flatMap(\.specs)

    /// Reads validated settings from a configuration.
    public init(configuration: GameConfiguration) {
        self.difficulty = Difficulty(rawValue: configuration[Self.difficultyKey])
        self.games = configuration[Self.gamesKey]
        self.maxRounds = configuration[Self.maxRoundsKey]
        self.perDifficulty = Swift.zip(Difficulty.allCases, Self.difficultyKeys).map { difficulty, keys in
            var settings = DifficultySettings(defaultsFor: difficulty)
            settings.startTicks = configuration[keys.startTicks]
            settings.bonusTicks = configuration[keys.bonusTicks]
            settings.points = configuration[keys.points]
            settings.variation = configuration[keys.variation]
            settings.matchThreshold = configuration[keys.matchThreshold]
            return settings
        }
    }
}
