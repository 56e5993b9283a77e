import PlaytestStatistics
import PlaytestHarness

// MARK: - Decided late, and real choices: two quality measures read as answers

extension DesignAnalysis {
    /// "Is it decided late?" or "Are there real choices?": per configuration, the quality measure's share against
    /// the study's threshold (``QualityQuestion``); not applicable when no configuration measured it.
    static func qualityAnswer(_ question: DesignAnswer.Question, _ tests: [QualityQuestion], seated: Bool) -> DesignAnswer {
        guard !tests.isEmpty else {
            let why = question == .decided
                ? (seated ? "No playing configuration measured who led when (quality.decisiveness; a scenario may turn the quality measures off)."
                    : "A game of one seat has no winner to pull ahead.")
                : "The game lists no choices to count (quality.decisionMoves needs a game that lists its decisions), or no playing configuration measured them."
            return DesignAnswer(question, verdict: .notApplicable, short: "not applicable", sentence: why)
        }
        let verdict = combined(tests.map(\.verdict))
        func text(_ test: QualityQuestion) -> String {
            NumberFormat.percent(test.share, digits: 1)
                + (test.interval.map { " (\(NumberFormat.percent($0.lower, digits: 1)) to \(NumberFormat.percent($0.upper, digits: 1)))" } ?? "")
                + " in \(test.label)"
        }
        let sorted = tests.enumerated().sorted { ($0.element.share, $0.offset) < ($1.element.share, $1.offset) }.map(\.element)
        let range = sorted.count == 1 ? "is " + text(sorted[0]) : "runs from " + text(sorted[0]) + " to " + text(sorted[sorted.count - 1])
        let threshold = tests[0].threshold
        let isDefault = threshold == (question == .decided ? QuestionSettings.defaultDecidedLate : QuestionSettings.defaultChoiceShare)
        let setting = isDefault ? " (the default; a study's \(question == .decided ? "decidedLate" : "choiceShare") sets it)" : " (the study's setting)"
        let yes = tests.filter { $0.verdict == .yes }.count
        let no = tests.filter { $0.verdict == .no }.count
        var sentence: String
        if question == .decided {
            sentence = "The share of the game played before the eventual winner is ahead for good (decided games, 95% interval) \(range). "
                + "Shown decided late, the lower end of its 90% interval at least \(NumberFormat.percent(threshold, digits: 0)) of the game\(setting), "
                + "in \(of(yes, tests.count))" + (no > 0 ? "; shown decided earlier in \(no)" : "") + " (one-sided, 5%)."
            let typical = sorted[sorted.count / 2]
            if let drama = typical.drama, let lead = typical.leadChange {
                sentence += " In \(typical.label) the winner trailed for \(NumberFormat.percent(drama, digits: 1)) of the steps and the lead "
                    + "changed at \(NumberFormat.percent(lead, digits: 1)) of them (quality.drama, quality.leadChange)."
            }
        } else {
            sentence = "The share of steps whose seat had more than one choice (95% interval) \(range). "
                + "Shown to offer real choices, the lower end of its 90% interval at least \(NumberFormat.percent(threshold, digits: 0)) of steps\(setting), "
                + "in \(of(yes, tests.count))" + (no > 0 ? "; shown fewer in \(no)" : "") + " (one-sided, 5%)."
        }
        let typical = sorted[sorted.count / 2]
        let word = question == .decided ? "winner ahead for good after" : "steps with a choice:"
        let short = (verdict == .yes ? "yes" : verdict == .no ? "no" : "not shown")
            + ": \(word) \(NumberFormat.percent(typical.share, digits: 0))" + (tests.count > 1 ? " (median configuration)" : "")
        return DesignAnswer(question, verdict: verdict, short: short, sentence: sentence,
                            evidence: tests.map { Evidence(figure: $0.figure, anchor: Evidence.Section.closeness, configuration: $0.configuration) })
    }
}
