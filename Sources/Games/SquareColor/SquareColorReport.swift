import PlaytestKit

/// The Square Color report's own section: the difficulty curve, and whether the difficulties are ordered as their names promise.
enum SquareColorReport {
    /// For each player and difficulty: mean rounds won and mean score per game, each a ratio over sessions with its
    /// cluster-robust 95% interval; a chart of rounds won (the difficulty verdict's own metric) per difficulty setting,
    /// one line per player, the round cap marked; and per player a sentence on whether rounds won fall from easy to
    /// medium to hard.
    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        struct Cell {
            let rounds: ClusteredRatio
            let scores: ClusteredRatio
        }
        var players: [String] = []
        var cells: [String: [Difficulty: Cell]] = [:]
        // A ladder's matches are its own study, not an arm of the curve.
        for (configuration, result) in zip(configurations, results) where !configuration.isLadderMatch {
            guard case .string(let word)? = configuration.configuration.value("difficulty"), let difficulty = Difficulty(rawValue: word),
                  let rounds = result[SquareColorMetrics.Key.roundsWon], rounds.ratio != nil,
                  let scores = result[SquareColorMetrics.Key.score], scores.ratio != nil else { continue }
            let player = configuration.bot + (configuration.configuration.rules == "documented" ? "" : " (\(configuration.configuration.rules))")
            if !players.contains(player) { players.append(player) }
            // The first configuration of a player and difficulty is its arm, as in the design answers (a later one,
            // a ladder's rung with one-game sessions say, is another study).
            if cells[player]?[difficulty] == nil { cells[player, default: [:]][difficulty] = Cell(rounds: rounds, scores: scores) }
        }
        let swept = players.filter { (cells[$0]?.count ?? 0) >= 2 }
        guard !swept.isEmpty else { return ReportSection(answers: answers(configurations, results), mechanical: mechanical(configurations)) }
        let paragraphs = [
            "A harder difficulty should let a player win fewer rounds. For each player, the mean rounds won per game "
                + "(and the mean score, which also counts the 10, 20 or 30 points a round is worth); a session's games share its "
                + "player and leaderboard, so each mean is a ratio over sessions with a cluster-robust 95% interval (n: sessions):",
        ]
        var rows: [[String]] = []
        var items: [String] = []
        var lines: [ChartSpec.Series] = []
        func interval(_ ratio: ClusteredRatio, digits: Int) -> String {
            ratio.interval95.map { "\(NumberFormat.fixed($0.lower, digits: digits)) to \(NumberFormat.fixed($0.upper, digits: digits))" } ?? ""
        }
        for player in swept {
            let byDifficulty = Difficulty.allCases.compactMap { difficulty in cells[player]?[difficulty].map { (difficulty, $0) } }
            let means = byDifficulty.map { ($0.0, $0.1.rounds.ratio ?? 0) }
            let text = means.map { "\($0.0.rawValue) \(NumberFormat.fixed($0.1, digits: 2))" }.joined(separator: ", ")
            let ordered = zip(means, means.dropFirst()).allSatisfy { $0.1 >= $1.1 }
            let strictly = zip(means, means.dropFirst()).allSatisfy { $0.1 > $1.1 }
            let verdict: String
            if strictly {
                verdict = "ordered as the names promise"
            } else if ordered {
                verdict = "never easier as the names go up, but not strictly harder (ties)"
            } else {
                let inversions = zip(means, means.dropFirst()).filter { $0.1 < $1.1 }.map { "\($0.1.0.rawValue) is easier than \($0.0.0.rawValue)" }
                verdict = "NOT ordered: " + inversions.joined(separator: "; ")
            }
            items.append("\(player): mean rounds won \(text): \(verdict).")
            lines.append(ChartSpec.Series(player, points: byDifficulty.map { difficulty, cell in
                let mean = cell.rounds.ratio ?? 0
                let interval = cell.rounds.interval95
                return ChartSpec.Point(category: difficulty.rawValue,
                                       y: ChartSpec.Value(mean, lower: interval?.lower ?? mean, upper: interval?.upper ?? mean),
                                       label: "\(player) \(difficulty.rawValue)")
            }))
            for (difficulty, cell) in byDifficulty {
                rows.append([player, difficulty.rawValue, String(cell.rounds.clusters), NumberFormat.fixed(cell.rounds.ratio ?? 0, digits: 2),
                             interval(cell.rounds, digits: 2), NumberFormat.fixed(cell.scores.ratio ?? 0, digits: 1), interval(cell.scores, digits: 1)])
            }
        }
        let cap = configurations.first.map { SquareColorSettings(configuration: $0.configuration).maxRounds }
        let chart = ChartSpec(
            .lines, title: "Difficulty curve: mean rounds won per game, per player and difficulty setting",
            x: ChartSpec.Axis("difficulty setting", unit: ""), y: ChartSpec.Axis("mean rounds won per game", unit: "rounds", logarithmic: true),
            series: lines, references: cap.map { [ChartSpec.Reference(Double($0), label: "round cap (maxRounds): every game at the cap")] } ?? [],
            legend: "point: mean rounds won (the difficulty verdict's metric); whisker: 95% interval over sessions")
        var section = ReportSection(
            heading: "Difficulty curve", paragraphs: paragraphs,
            header: ["player", "difficulty", "sessions", "mean rounds won", "95% interval", "mean score", "95% interval"], rows: rows,
            charts: [ReportSection.Chart(name: "difficultyCurve.svg", spec: chart)])
        section.items = items
        section.answers = answers(configurations, results)
        section.mechanical = mechanical(configurations)
        return section
    }
}
