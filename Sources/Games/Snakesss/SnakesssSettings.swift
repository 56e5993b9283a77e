import PlaytestKit

/// What a Snakesss game plays by: players, rounds, discussion time, scoring table, the bank and how well non-snakes know answers.
public struct SnakesssSettings: Sendable, Hashable {
    /// Players, 4 to 8.
    public var players: Int
    /// Rounds: 3, 6 (default) or 9.
    public var roundCount: Int
    /// The discussion timer, in seconds: 60, 90, 120 (default) or 180. The model's discussion is one statement per
    /// player, so the timer's length does not change play.
    public var discussionSeconds: Int
    /// The scoring table: `rulesScreen`, or (with `scoring` = `kw`) the table of the five numeric parameters, which
    /// default to kw's.
    public var table: ScoringTable
    /// The chance that a non-snake knows the answer, per difficulty (easy, medium, hard).
    public var knowledge: [Double]
    /// The question bank.
    public var bank: QuestionBank {
        didSet { letterShares = bank.letterShares }
    }
    /// The share of the bank's answers that are A, B and C, worked out once.
    public private(set) var letterShares: [Double] = []

    /// The `players` parameter.
    public static let playersKey = ParameterKey<Int>.integer("players", summary: "players, 4 to 8", in: 4...8, default: 6)
        .swarming(in: 4...8)  // RULES.md, Snakesss: 4..8 players
    /// The `roundCount` parameter.
    public static let roundCountKey = ParameterKey<Int>.integer("roundCount", summary: "rounds: 3, 6 or 9", oneOf: [3, 6, 9], default: 6)
        .swarming(oneOf: [3, 6, 9])  // RULES.md, Snakesss: roundCount 3, 6 (default) or 9
    /// The `discussionSeconds` parameter.
    public static let discussionSecondsKey = ParameterKey<Int>.integer(
        "discussionSeconds", summary: "discussion timer: 60, 90, 120 or 180 s (no effect on the model's play)", oneOf: [60, 90, 120, 180], default: 120)
        .swarming(oneOf: [60, 90, 120, 180])  // RULES.md, Snakesss: discussion 60, 90, 120 or 180 s
    /// The `scoring` parameter.
    public static let scoringKey = ParameterKey<String>.choice(
        "scoring", summary: "scoring table: kw (the five numbers below; by default K per right vote, W per snake) "
            + "or rulesScreen (+4, +1, +2; the numbers are then ignored)",
        oneOf: ScoringTable.all.map(\.name), default: "kw")
        .swarming(oneOf: ScoringTable.all.map(\.name))  // RULES.md, Snakesss, Scoring: the default table and the rules screen's
    /// The `rightBase` parameter.
    public static let rightBaseKey = ParameterKey<Int>.integer(
        "rightBase", summary: "kw table: a right non-snake's fixed points (a in a + bK)", in: 0...100, default: 0)
    /// The `rightPerRight` parameter.
    public static let rightPerRightKey = ParameterKey<Int>.integer(
        "rightPerRight", summary: "kw table: a right non-snake's points per right non-snake (b in a + bK)", in: 0...100, default: 1)
    /// The `snakeBase` parameter.
    public static let snakeBaseKey = ParameterKey<Int>.integer(
        "snakeBase", summary: "kw table: a snake's fixed points per round (c in c + dW)", in: 0...100, default: 0)
    /// The `snakePerWrong` parameter.
    public static let snakePerWrongKey = ParameterKey<Int>.integer(
        "snakePerWrong", summary: "kw table: a snake's points per wrong non-snake (d in c + dW)", in: 0...100, default: 1)
    /// The `mongooseBonus` parameter.
    public static let mongooseBonusKey = ParameterKey<Int>.integer(
        "mongooseBonus", summary: "kw table: a right mongoose's extra points", in: 0...100, default: 0)
    /// The `knowEasy` parameter.
    public static let knowEasyKey = ParameterKey<Double>.double("knowEasy", summary: "chance a non-snake knows an easy answer", in: 0...1, default: 0.8)
    /// The `knowMedium` parameter.
    public static let knowMediumKey = ParameterKey<Double>.double("knowMedium", summary: "chance a non-snake knows a medium answer", in: 0...1, default: 0.6)
    /// The `knowHard` parameter.
    public static let knowHardKey = ParameterKey<Double>.double("knowHard", summary: "chance a non-snake knows a hard answer", in: 0...1, default: 0.4)
    /// The `shareA` parameter.
    public static let shareAKey = ParameterKey<Double>.double("shareA", summary: "share of synthetic-bank answers that are A", in: 0...1, default: 0.33)
    /// The `shareB` parameter.
    public static let shareBKey = ParameterKey<Double>.double(
        "shareB", summary: "share of synthetic-bank answers that are B (C takes the rest; the app's English bank: 0.63)", in: 0...1, default: 0.34)
        .swarming(in: 0.1...0.63)  // RULES.md, Snakesss, Questions: the share of B is a parameter; the app's English bank is 63% B
    /// The `bank` parameter.
    public static let bankKey = ParameterKey<String>.file(
        "bank", summary: "a question bank file (JSON) to use instead of the synthetic bank; shareA and shareB then do nothing",
        validate: { text, file throws(JSONInputError) in _ = try QuestionBank.parse(text, file: file) })

    /// The parameters a scenario may set.
    public static let parameters: [ParameterSpec] = [
        playersKey.spec, roundCountKey.spec, discussionSecondsKey.spec, scoringKey.spec, rightBaseKey.spec, rightPerRightKey.spec,
        snakeBaseKey.spec, snakePerWrongKey.spec, mongooseBonusKey.spec, knowEasyKey.spec, knowMediumKey.spec, knowHardKey.spec,
        shareAKey.spec, shareBKey.spec, bankKey.spec,
    ]

    /// Reads validated settings; `shareA + shareB` above 1 leaves C at 0 and scales A and B down. A `bank` file's text
    /// (attached and validated by whoever read the file) replaces the synthetic bank.
    public init(configuration: GameConfiguration) {
        players = configuration[Self.playersKey]
        roundCount = configuration[Self.roundCountKey]
        discussionSeconds = configuration[Self.discussionSecondsKey]
        if configuration[Self.scoringKey] == ScoringTable.rulesScreen.name {
            table = .rulesScreen
        } else {
            table = .numeric(rightBase: configuration[Self.rightBaseKey], rightPerRight: configuration[Self.rightPerRightKey],
                             snakeBase: configuration[Self.snakeBaseKey], snakePerWrong: configuration[Self.snakePerWrongKey],
                             mongooseBonus: configuration[Self.mongooseBonusKey])
        }
        knowledge = [configuration[Self.knowEasyKey], configuration[Self.knowMediumKey], configuration[Self.knowHardKey]]
        let a = configuration[Self.shareAKey]
        let b = configuration[Self.shareBKey]
        let total = max(1, a + b)
        if let text = configuration.attachment(Self.bankKey), let file = configuration.value(Self.bankKey),
           let parsed = try? QuestionBank.parse(text, file: file) {
            bank = parsed
        } else {
            bank = QuestionBank.synthetic(shares: [a / total, b / total, max(0, 1 - (a + b) / total)])
        }
        letterShares = bank.letterShares
    }

    /// The chance a non-snake knows the answer to `question`.
    public func knowledge(of question: Question) -> Double {
        knowledge(of: question.difficulty)
    }

    /// The chance a non-snake knows the answer to a question of `difficulty`.
    public func knowledge(of difficulty: QuestionDifficulty) -> Double {
        knowledge[QuestionDifficulty.allCases.firstIndex(of: difficulty)!]
    }
}
