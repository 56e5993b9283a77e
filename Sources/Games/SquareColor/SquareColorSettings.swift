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
        perDifficulty[Difficulty.allCases.firstIndex(of: difficulty)!]
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

    /// The parameters a scenario may set: `difficulty`, `games`, `maxRounds`, then per difficulty
    /// `<difficulty>StartTicks`, `BonusTicks`, `Points`, `Variation`, `MatchThreshold`.
    public static let parameters: [ParameterSpec] = {
        var specs = [
            ParameterSpec(name: "difficulty", summary: "easy, medium, hard, or mixed (a session's games take easy, medium, hard in turn)",
                          kind: .choice(Difficulty.allCases.map(\.rawValue) + ["mixed"]), defaultValue: .string("mixed")),
            ParameterSpec(name: "games", summary: "games per session, sharing the leaderboard", kind: .integer(1...100),
                          defaultValue: .integer(10), isShrinkable: true),
            ParameterSpec(name: "maxRounds", summary: "rounds after which a player stops a game still going", kind: .integer(1...10_000),
                          defaultValue: .integer(60), isShrinkable: true),
        ]
        for difficulty in Difficulty.allCases {
            let defaults = DifficultySettings(defaultsFor: difficulty)
            let name = difficulty.rawValue
            specs += [
                ParameterSpec(name: "\(name)StartTicks", summary: "\(name): starting time in ticks of 0.1 s", kind: .integer(1...10_000),
                              defaultValue: .integer(defaults.startTicks)),
                ParameterSpec(name: "\(name)BonusTicks", summary: "\(name): time added per correct round, in ticks", kind: .integer(0...10_000),
                              defaultValue: .integer(defaults.bonusTicks)),
                ParameterSpec(name: "\(name)Points", summary: "\(name): points per correct round", kind: .integer(0...100_000),
                              defaultValue: .integer(defaults.points)),
                ParameterSpec(name: "\(name)Variation", summary: "\(name): distractor offset per channel", kind: .double(0...0.5),
                              defaultValue: .double(defaults.variation)),
                ParameterSpec(name: "\(name)MatchThreshold", summary: "\(name): colour match threshold per channel", kind: .double(0.0001...0.5),
                              defaultValue: .double(defaults.matchThreshold)),
            ]
        }
        return specs
    }()

    /// Reads validated settings from a configuration.
    public init(configuration: GameConfiguration) {
        guard case .string(let word) = configuration.value("difficulty") else { preconditionFailure("no difficulty parameter") }
        self.difficulty = Difficulty(rawValue: word)
        self.games = configuration.integer("games")
        self.maxRounds = configuration.integer("maxRounds")
        self.perDifficulty = Difficulty.allCases.map { difficulty in
            var settings = DifficultySettings(defaultsFor: difficulty)
            let name = difficulty.rawValue
            settings.startTicks = configuration.integer("\(name)StartTicks")
            settings.bonusTicks = configuration.integer("\(name)BonusTicks")
            settings.points = configuration.integer("\(name)Points")
            settings.variation = configuration.double("\(name)Variation")
            settings.matchThreshold = configuration.double("\(name)MatchThreshold")
            return settings
        }
    }
}
