import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - The design questions each game's report opens with, formatted

extension BalanceReport {
    /// The design questions of this report's games, as the analysis answered them (``RunVerdicts/answers``).
    var designAnswers: [DesignAnswer] { analysis.verdicts.answers }

    /// The metrics the game sections declare mechanical or capped that apply here (``RunVerdicts/mechanical``).
    var mechanicalMetrics: [MechanicalMetric] { analysis.verdicts.mechanical }

    /// A verdict as a report prints it before an answer: `YES`, `NO`, `NOT SHOWN`, `N/A`.
    static func verdictWord(_ verdict: Verdict) -> String {
        switch verdict {
        case .yes: "yes"
        case .no: "no"
        case .inconclusive: "not shown"
        case .notApplicable: "n/a"
        }
    }

    /// An answer's severity as a report prints it before the answer: `ok` (the answer hoped for, shown), `off` (the
    /// other answer, shown), `not shown`, `n/a`. Read with the question, so "What broke? [ok]" means nothing broke.
    static func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .good: "ok"
        case .problem: "off"
        case .warning: "not shown"
        case .neutral: "n/a"
        }
    }

    /// "## Design questions": one line per question, its severity, then its sentence.
    func appendDesignQuestions(_ answers: [DesignAnswer], to document: inout MarkdownDocument) {
        guard !answers.isEmpty else { return }
        document.heading("Design questions", level: 2)
        document.board(answers.map { boardItem($0, game: part) })
        document.fold("Each answer in a sentence, with the interval behind it")
        document.paragraph("Each answer is marked `ok` when the figures show what a designer hopes for (fair, close, skill in the "
            + "declared order, games that end on their own, nothing broken or missed), `off` when they show the opposite, "
            + "`not shown` when the interval reaches both sides, and `n/a` when the question does not apply to this run.")
        document.bulletList(answers.map { "**\($0.question.text)** [\(Self.severityWord($0.severity))] \($0.sentence)" })
    }

    /// An answer as a badge of the page's verdict board: the question's word, its severity, its short answer, linked
    /// to the first section its evidence names (the game's id first when one page holds several games).
    func boardItem(_ answer: DesignAnswer, game: String?, subject: String? = nil) -> MarkdownDocument.Block.BoardItem {
        MarkdownDocument.Block.BoardItem(
            question: answer.question.word, label: Self.severityWord(answer.severity), tone: answer.severity.rawValue,
            answer: answer.short, target: answer.evidence.first.map { HTMLPage.identifier((game.map { $0 + "-" } ?? "") + $0.anchor) },
            subject: subject, change: Self.movedNote(movedFigures(for: answer)))
    }

    /// The index's one line per game: the game and its short answers, "fair: ...; skill: ...".
    static func designLine(game: String, answers: [DesignAnswer]) -> String {
        "**[\(game)](\(game)/report.md)**: " + answers.map { "\($0.question.word): \($0.short)" }.joined(separator: "; ") + "."
    }
}
