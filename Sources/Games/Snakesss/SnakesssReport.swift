import PlaytestKit

/// The Snakesss report's own section: which role is favoured, at which player count, under which table, and how the
/// two tables compare on the same games.
enum SnakesssReport {
    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        var items: [String] = []
        let paragraphs: [String] = [
            "Mean points per round of a snake and of a non-snake (95% intervals), and the paired difference of the snakes' "
                + "share of all points between the two tables, scored on the very same games:",
        ]
        var rows: [[String]] = []
        for (configuration, result) in zip(configurations, results) {
            typealias Key = SnakesssMetrics.Key
            // The ratios over games, as their linearised per-game values: mean the ratio, t interval the clustered one.
            guard let snake = result[Key.snakePointsPerRound]?.linearised, let nonSnake = result[Key.nonSnakePointsPerRound]?.linearised,
                  let difference = result[Key.snakeShareKWMinusRulesScreen], snake.count > 1, nonSnake.count > 1 else { continue }
            let players = configuration.configuration.value("players").map(\.description) ?? "?"
            let table = SnakesssSettings(configuration: configuration.configuration).table.name
            func interval(_ statistics: RunningStatistics, digits: Int = 2) -> String {
                NumberFormat.meanInterval(statistics, digits: digits)
            }
            let favoured: String
            if let s = snake.meanInterval95, let n = nonSnake.meanInterval95 {
                favoured = s.lower > n.upper ? "snakes" : (n.lower > s.upper ? "non-snakes" : "not shown (the intervals overlap)")
            } else {
                favoured = "undecided"
            }
            let tables: String
            if let d = difference.meanInterval95 {
                tables = d.lower > 0 ? "kw gives snakes the larger share" : (d.upper < 0 ? "rulesScreen gives snakes the larger share" : "the tables do not differ")
            } else {
                tables = "undecided"
            }
            rows.append([configuration.label, players, table, NumberFormat.fixed(snake.mean, digits: 2), interval(snake),
                         NumberFormat.fixed(nonSnake.mean, digits: 2), interval(nonSnake), favoured,
                         NumberFormat.fixed(difference.mean, digits: 3), interval(difference, digits: 3)])
            items.append("\(configuration.label) (\(players) players, \(table) table): \(favoured) favoured, "
                + "snakes \(NumberFormat.fixed(snake.mean, digits: 2)) against non-snakes \(NumberFormat.fixed(nonSnake.mean, digits: 2)) points per round; "
                + "on the same games, \(tables) (kw minus rulesScreen: \(NumberFormat.fixed(difference.mean, digits: 3)), \(interval(difference, digits: 3))).")
        }
        guard !rows.isEmpty else { return ReportSection(answers: answers(configurations, results), mechanical: mechanical) }
        var section = ReportSection(
            heading: "Roles and scoring tables", paragraphs: paragraphs,
            header: ["configuration", "players", "table", "snake points/round", "95% interval", "non-snake points/round", "95% interval",
                     "favoured", "snake share kw - rulesScreen", "95% interval"],
            rows: rows)
        section.items = items
        section.answers = answers(configurations, results)
        section.mechanical = mechanical
        return section
    }
}
