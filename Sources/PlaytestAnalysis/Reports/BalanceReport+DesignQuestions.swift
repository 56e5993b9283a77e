import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - The design questions each game's report opens with

extension BalanceReport {
    /// The design questions of this report's games: each game section's own answers (its "does skill matter?"
    /// replaced by the ladders' answer when the report has a ladder study), then the two every game shares (what
    /// broke, what was never reached), in the order a report asks them.
    func designAnswers(sections: [ReportSection]) -> [DesignAnswer] {
        var answers = sections.flatMap(\.answers)
        if let ladder = ladderSkillAnswer {
            answers.removeAll { $0.question == .skill }
            answers.append(ladder)
        }
        if !answers.contains(where: { $0.question == .broken }) { answers.append(brokenAnswer) }
        if !answers.contains(where: { $0.question == .unreached }) { answers.append(unreachedAnswer) }
        return answers.enumerated().sorted { ($0.element.question, $0.offset) < ($1.element.question, $1.offset) }.map(\.element)
    }

    /// The metrics the game sections declare mechanical or capped that apply here: a metric that scales with a size
    /// parameter counts only when the playing arms differ in that parameter.
    func mechanicalMetrics(sections: [ReportSection]) -> [MechanicalMetric] {
        sections.flatMap(\.mechanical).filter { metric in
            guard let parameter = metric.scalesWith else { return true }
            let values = playingPairs.map { $0.configuration.configuration.value(parameter) }
            return Set(values.map { $0.map(\.description) ?? "" }).count > 1
        }
    }

    /// "What broke?": the invariants broken, or none, with the 95% upper bound on the share of games that break one.
    var brokenAnswer: DesignAnswer {
        let games = results.reduce(0) { $0 + $1.games }
        var broken: [(name: String, games: Int)] = []
        for result in results {
            for tally in result.tallies where tally.brokenGames > 0 {
                if let position = broken.firstIndex(where: { $0.name == tally.info.name }) {
                    broken[position].games += tally.brokenGames
                } else {
                    broken.append((tally.info.name, tally.brokenGames))
                }
            }
        }
        guard !broken.isEmpty else {
            let upper = ConfidenceInterval.wilson(successes: 0, trials: games).map { NumberFormat.percent($0.upper, digits: 2) } ?? "?"
            return DesignAnswer(.broken, short: "nothing",
                                sentence: "Nothing: every invariant held in all \(NumberFormat.counted(games, "game")) (the share of games that "
                                    + "break one is below \(upper), the Wilson 95% upper bound).")
        }
        let list = broken.map { "`\($0.name)` in \(NumberFormat.counted($0.games, "game"))" }.joined(separator: ", ")
        return DesignAnswer(.broken, short: "\(NumberFormat.counted(broken.count, "invariant")) broke",
                            sentence: "\(NumberFormat.counted(broken.count, "invariant")) broke: \(list) of \(NumberFormat.grouped(games)); "
                                + "see First failures for the replay commands.")
    }

    /// "What was never reached?": coverage labels no configuration reached in any game, then those under 1% everywhere.
    var unreachedAnswer: DesignAnswer {
        var labels: [CoverageInfo] = []
        for result in results { for tally in result.coverage where !labels.contains(tally.info) { labels.append(tally.info) } }
        let games = results.reduce(0) { $0 + $1.games }
        let never = labels.filter { info in results.allSatisfy { ($0.coverage.first { $0.info == info }?.games ?? 0) == 0 } }
        let rare = labels.filter { info in
            !never.contains(info) && (results.compactMap { $0.coverage.first { $0.info == info }?.interval?.estimate }.max() ?? 0) < 0.01
        }
        guard !labels.isEmpty else {
            return DesignAnswer(.unreached, short: "no coverage labels", sentence: "The game declares no coverage labels, so nothing is known to be missed.")
        }
        guard !never.isEmpty || !rare.isEmpty else {
            return DesignAnswer(.unreached, short: "nothing", sentence: "Nothing: each of the \(labels.count) situations the invariants need "
                + "was reached in at least 1% of some configuration's games.")
        }
        var parts: [String] = []
        if !never.isEmpty {
            let upper = ConfidenceInterval.wilson(successes: 0, trials: games).map { NumberFormat.percent($0.upper, digits: 2) } ?? "?"
            parts.append("never in \(NumberFormat.counted(games, "game")) (each below \(upper) of games, Wilson 95%): "
                + never.map { "`\($0.name)`" }.joined(separator: ", "))
        }
        if !rare.isEmpty { parts.append("under 1% of games everywhere: " + rare.map { "`\($0.name)`" }.joined(separator: ", ")) }
        let short = [never.isEmpty ? nil : "\(never.count) never", rare.isEmpty ? nil : "\(rare.count) under 1%"].compactMap { $0 }.joined(separator: ", ")
        return DesignAnswer(.unreached, short: short + " of \(labels.count) situations",
                            sentence: "Situations the invariants need, reached " + parts.joined(separator: "; ")
                                + "; the invariants that need them hold vacuously here (a checking bot reaches most of them).")
    }

    /// "## Design questions": one sentence per question.
    func appendDesignQuestions(_ answers: [DesignAnswer], to document: inout MarkdownDocument) {
        guard !answers.isEmpty else { return }
        document.heading("Design questions", level: 2)
        document.bulletList(answers.map { "**\($0.question.text)** \($0.sentence)" })
    }

    /// The index's one line per game: the game and its short answers, "fair: ...; skill: ...".
    static func designLine(game: String, answers: [DesignAnswer]) -> String {
        "**[\(game)](\(game)/report.md)**: " + answers.map { "\($0.question.word): \($0.short)" }.joined(separator: "; ") + "."
    }
}
