import PlaytestKit

/// The Square Color report's own section: the difficulty curve, and whether the difficulties are ordered as their names promise.
enum SquareColorReport {
    /// For each player and difficulty: median rounds won and median score (with quartiles), a chart of the
    /// median score, and per player a sentence on whether rounds won fall from easy to medium to hard.
    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        struct Cell {
            let rounds: IntegerHistogram
            let scores: IntegerHistogram
        }
        var players: [String] = []
        var cells: [String: [Difficulty: Cell]] = [:]
        for (configuration, result) in zip(configurations, results) {
            guard case .string(let word)? = configuration.configuration.value("difficulty"), let difficulty = Difficulty(rawValue: word),
                  let rounds = result[SquareColorMetrics.Key.roundsWon], let scores = result[SquareColorMetrics.Key.score] else { continue }
            let player = configuration.bot + (configuration.configuration.rules == "documented" ? "" : " (\(configuration.configuration.rules))")
            if !players.contains(player) { players.append(player) }
            cells[player, default: [:]][difficulty] = Cell(rounds: rounds, scores: scores)
        }
        let swept = players.filter { (cells[$0]?.count ?? 0) >= 2 }
        guard !swept.isEmpty else { return ReportSection(answers: answers(configurations, results), mechanical: mechanical(configurations)) }
        var paragraphs = [
            "A harder difficulty should let a player win fewer rounds. For each player, the median rounds won per game "
                + "(and the median score, which also counts the 10, 20 or 30 points a round is worth):",
        ]
        var rows: [[String]] = []
        var bars: [SVGChart.IntervalBar] = []
        for player in swept {
            let byDifficulty = Difficulty.allCases.compactMap { difficulty in cells[player]?[difficulty].map { (difficulty, $0) } }
            let medians = byDifficulty.map { ($0.0, $0.1.rounds.quantile(0.5) ?? 0) }
            let text = medians.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
            let ordered = zip(medians, medians.dropFirst()).allSatisfy { $0.1 >= $1.1 }
            let strictly = zip(medians, medians.dropFirst()).allSatisfy { $0.1 > $1.1 }
            let verdict: String
            if strictly {
                verdict = "ordered as the names promise"
            } else if ordered {
                verdict = "never easier as the names go up, but not strictly harder (ties)"
            } else {
                let inversions = zip(medians, medians.dropFirst()).filter { $0.1 < $1.1 }.map { "\($0.1.0.rawValue) is easier than \($0.0.0.rawValue)" }
                verdict = "NOT ordered: " + inversions.joined(separator: "; ")
            }
            paragraphs.append("- \(player): median rounds won \(text): \(verdict).")
            for (difficulty, cell) in byDifficulty {
                rows.append([player, difficulty.rawValue, String(cell.rounds.quantile(0.5) ?? 0),
                             String(cell.scores.quantile(0.25) ?? 0), String(cell.scores.quantile(0.5) ?? 0), String(cell.scores.quantile(0.75) ?? 0)])
                bars.append(SVGChart.IntervalBar(
                    label: "\(player) \(difficulty.rawValue)", estimate: Double(cell.scores.quantile(0.5) ?? 0),
                    lower: Double(cell.scores.quantile(0.25) ?? 0), upper: Double(cell.scores.quantile(0.75) ?? 0)))
            }
        }
        let title = "Difficulty curve: median score per player and difficulty (whiskers: quartiles)"
        var section = ReportSection(
            heading: "Difficulty curve", paragraphs: paragraphs,
            header: ["player", "difficulty", "median rounds won", "score p25", "median score", "score p75"], rows: rows,
            charts: [ReportSection.Chart(name: "difficultyCurve.svg", title: title,
                                         svg: SVGChart.intervalBars(title: title, yLabel: "points", bars: bars))])
        section.answers = answers(configurations, results)
        section.mechanical = mechanical(configurations)
        return section
    }
}
