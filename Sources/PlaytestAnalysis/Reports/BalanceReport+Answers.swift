import PlaytestHarness

// MARK: - answers.csv: the designer's answers as data

extension BalanceReport {
    /// The columns of `answers.csv`.
    ///
    /// One row per game and question (`scope` `game`, `configuration` empty): the verdict (`yes`, `no`,
    /// `inconclusive`, `not applicable`), how a report colours it (`severity`: `good`, `warning`, `problem`,
    /// `neutral`), the few words and the sentence the report prints, and the figures it rests on. Then one row per
    /// configuration the per-configuration questions were asked of (`scope` `configuration`): fair (the equivalence
    /// test of every seat, team and role, where one bot holds every seat) and close (the final margin against its
    /// threshold). Analysis computes every verdict; this file only writes them down.
    public static let answersHeader = [
        "scenario", "seed", "game", "scope", "configuration", "question", "verdict", "severity", "short", "sentence", "evidence",
    ]

    /// The designer's answers of every game, then the per-configuration fair and close verdicts they rest on.
    func answersCSV() -> ReportFile {
        var table = CSVTable(header: Self.answersHeader)
        for design in analysis.verdicts.games {
            for answer in design.answers {
                table.append(factCells + [
                    .text(design.game), .text("game"), .empty, .text(answer.question.id), .text(answer.verdict.rawValue),
                    .text(answer.severity.rawValue), .text(answer.short), .text(answer.sentence),
                    .text(Self.distinct(answer.evidence.map(\.figure)).joined(separator: "; ")),
                ])
            }
            for fairness in design.fairness {
                let furthest = fairness.furthest.map { "\($0.key) furthest from \(NumberFormat.short($0.reference))" } ?? ""
                let question = DesignAnswer.Question.fair
                let severity = DesignAnswer.severity(of: fairness.verdict, for: question)
                table.append(factCells + [
                    .text(design.game), .text("configuration"), .integer(fairness.configuration), .text(question.id),
                    .text(fairness.verdict.rawValue), .text(severity.rawValue),
                    .text("within \(NumberFormat.short(fairness.margin)) of an equal share: \(fairness.verdict.rawValue)"),
                    .text(furthest), .text(Self.distinct(fairness.groups.map(\.figure)).joined(separator: "; ")),
                ])
            }
            for closeness in design.closeness {
                let question = DesignAnswer.Question.close
                let severity = DesignAnswer.severity(of: closeness.verdict, for: question)
                table.append(factCells + [
                    .text(design.game), .text("configuration"), .integer(closeness.configuration), .text(question.id),
                    .text(closeness.verdict.rawValue), .text(severity.rawValue),
                    .text("margin at most \(NumberFormat.short(closeness.threshold))\(closeness.inPoints ? " points" : " of the winning score"): \(closeness.verdict.rawValue)"),
                    .empty, .text(closeness.figure),
                ])
            }
        }
        return ReportFile(name: "answers.csv", contents: table.render())
    }

    /// The names in their first order, each once.
    static func distinct(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
