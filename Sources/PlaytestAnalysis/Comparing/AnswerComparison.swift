import PlaytestHarness

/// The designer's answers of two arms side by side, per game and question: each arm's answer and whether its verdict
/// changed ("fair: yes -> no").
///
/// Each arm's answers are the analyse stage's (``RunVerdicts/games``) over all of that arm's configurations of the
/// game, so a change is a change in the verdict a report of that arm would print. Renderers only format the rows.
public struct AnswerComparison: Sendable {
    /// One question of one game in both arms.
    public struct Row: Sendable {
        /// The game.
        public let game: String
        /// The question.
        public let question: DesignAnswer.Question
        /// Arm A's answer, nil when A's analysis has none for the question.
        public let a: DesignAnswer?
        /// Arm B's answer.
        public let b: DesignAnswer?

        /// Arm A's verdict (`not applicable` when it has no answer).
        public var verdictA: Verdict { a?.verdict ?? .notApplicable }
        /// Arm B's verdict.
        public var verdictB: Verdict { b?.verdict ?? .notApplicable }
        /// True when the two arms' verdicts differ.
        public var changed: Bool { verdictA != verdictB }

        /// `fair: yes -> no`, or `close: yes` when unchanged.
        public var change: String {
            question.word + ": " + (changed ? "\(verdictA.rawValue) -> \(verdictB.rawValue)" : verdictA.rawValue)
        }
    }

    /// Every game's questions, games in the order arm A first plays them, questions in the order a report asks them.
    public let rows: [Row]

    /// Pairs two arms' verdicts game by game and question by question.
    public init(_ a: RunVerdicts, _ b: RunVerdicts) {
        var rows: [Row] = []
        var games = a.games.map(\.game)
        for game in b.games.map(\.game) where !games.contains(game) { games.append(game) }
        for game in games {
            let answersA = a.game(game)?.answers ?? []
            let answersB = b.game(game)?.answers ?? []
            let questions = Set(answersA.map(\.question) + answersB.map(\.question)).sorted()
            for question in questions {
                rows.append(Row(game: game, question: question, a: answersA.first { $0.question == question },
                                b: answersB.first { $0.question == question }))
            }
        }
        self.rows = rows
    }

    /// The rows whose verdict changed.
    public var changed: [Row] { rows.filter(\.changed) }
}
