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

    /// The parameters a scenario may set.
    public static let parameters: [ParameterSpec] = [
        ParameterSpec(name: "players", summary: "players, 4 to 8", kind: .integer(4...8), defaultValue: .integer(6)),
        ParameterSpec(name: "roundCount", summary: "rounds: 3, 6 or 9", kind: .integerChoice([3, 6, 9]), defaultValue: .integer(6),
                      isShrinkable: false),
        ParameterSpec(name: "discussionSeconds", summary: "discussion timer: 60, 90, 120 or 180 s (no effect on the model's play)",
                      kind: .integerChoice([60, 90, 120, 180]), defaultValue: .integer(120)),
        ParameterSpec(name: "scoring", summary: "scoring table: kw (the five numbers below; by default K per right vote, W per snake) "
                      + "or rulesScreen (+4, +1, +2; the numbers are then ignored)",
                      kind: .choice(ScoringTable.all.map(\.name)), defaultValue: .string("kw")),
        ParameterSpec(name: "rightBase", summary: "kw table: a right non-snake's fixed points (a in a + bK)",
                      kind: .integer(0...100), defaultValue: .integer(0)),
        ParameterSpec(name: "rightPerRight", summary: "kw table: a right non-snake's points per right non-snake (b in a + bK)",
                      kind: .integer(0...100), defaultValue: .integer(1)),
        ParameterSpec(name: "snakeBase", summary: "kw table: a snake's fixed points per round (c in c + dW)",
                      kind: .integer(0...100), defaultValue: .integer(0)),
        ParameterSpec(name: "snakePerWrong", summary: "kw table: a snake's points per wrong non-snake (d in c + dW)",
                      kind: .integer(0...100), defaultValue: .integer(1)),
        ParameterSpec(name: "mongooseBonus", summary: "kw table: a right mongoose's extra points",
                      kind: .integer(0...100), defaultValue: .integer(0)),
        ParameterSpec(name: "knowEasy", summary: "chance a non-snake knows an easy answer", kind: .double(0...1), defaultValue: .double(0.8)),
        ParameterSpec(name: "knowMedium", summary: "chance a non-snake knows a medium answer", kind: .double(0...1), defaultValue: .double(0.6)),
        ParameterSpec(name: "knowHard", summary: "chance a non-snake knows a hard answer", kind: .double(0...1), defaultValue: .double(0.4)),
        ParameterSpec(name: "shareA", summary: "share of synthetic-bank answers that are A", kind: .double(0...1), defaultValue: .double(0.33)),
        ParameterSpec(name: "shareB", summary: "share of synthetic-bank answers that are B (C takes the rest; the app's English bank: 0.63)",
                      kind: .double(0...1), defaultValue: .double(0.34)),
        ParameterSpec(file: "bank", summary: "a question bank file (JSON) to use instead of the synthetic bank; shareA and shareB then do nothing",
                      validate: { text, file throws(JSONInputError) in _ = try QuestionBank.parse(text, file: file) }),
    ]

    /// Reads validated settings; `shareA + shareB` above 1 leaves C at 0 and scales A and B down. A `bank` file's text
    /// (attached and validated by whoever read the file) replaces the synthetic bank.
    public init(configuration: GameConfiguration) {
        func word(_ name: String) -> String {
            guard case .string(let word)? = configuration.value(name) else { preconditionFailure("no parameter \(name)") }
            return word
        }
        players = configuration.integer("players")
        roundCount = configuration.integer("roundCount")
        discussionSeconds = configuration.integer("discussionSeconds")
        if word("scoring") == ScoringTable.rulesScreen.name {
            table = .rulesScreen
        } else {
            table = .numeric(rightBase: configuration.integer("rightBase"), rightPerRight: configuration.integer("rightPerRight"),
                             snakeBase: configuration.integer("snakeBase"), snakePerWrong: configuration.integer("snakePerWrong"),
                             mongooseBonus: configuration.integer("mongooseBonus"))
        }
        knowledge = [configuration.double("knowEasy"), configuration.double("knowMedium"), configuration.double("knowHard")]
        let a = configuration.double("shareA")
        let b = configuration.double("shareB")
        let total = max(1, a + b)
        if let text = configuration.attachment("bank"), let file = configuration.value("bank")?.description,
           let parsed = try? QuestionBank.parse(text, file: file) {
            bank = parsed
        } else {
            bank = QuestionBank.synthetic(shares: [a / total, b / total, max(0, 1 - (a + b) / total)])
        }
        letterShares = bank.letterShares
    }

    /// The chance a non-snake knows the answer to `question`.
    public func knowledge(of question: Question) -> Double {
        knowledge[QuestionDifficulty.allCases.firstIndex(of: question.difficulty)!]
    }
}
