// MARK: - Seats and coverage

extension BalanceReport {
    /// Per seat, team and role: mean score with its interval and win rate, per configuration (only when a game reports them).
    func appendSeats(to document: inout MarkdownDocument) {
        let rows = zip(scenario.configurations, results).flatMap { configuration, result in
            result.seats.groups.map { group -> [String] in
                let stats = group.score
                let interval = stats.meanInterval95.map { "\(NumberFormat.fixed($0.lower, digits: 2)) to \(NumberFormat.fixed($0.upper, digits: 2))" } ?? ""
                let wins = ConfidenceInterval.wilson(successes: group.wins, trials: group.decided)
                return [configuration.label, group.key, NumberFormat.grouped(stats.count),
                        stats.count > 0 ? NumberFormat.fixed(stats.mean, digits: 2) : "", interval,
                        wins.map { NumberFormat.fixed($0.estimate, digits: 3) } ?? "",
                        wins.map { "\(NumberFormat.fixed($0.lower, digits: 3)) to \(NumberFormat.fixed($0.upper, digits: 3))" } ?? ""]
            }
        }
        guard !rows.isEmpty else { return }
        document.heading("Seats, teams and roles", level: 2)
        document.table(
            header: ["configuration", "group", "seat-games", "mean score", "95% interval", "win rate", "Wilson 95% interval"],
            rows: rows, alignments: [.left, .left, .right, .right, .right, .right, .right])
    }

    /// Per coverage label, the share of each configuration's games that reached it, with its Wilson interval.
    func appendCoverage(to document: inout MarkdownDocument) {
        let rows = zip(scenario.configurations, results).flatMap { configuration, result in
            result.coverage.map { tally -> [String] in
                [configuration.label, tally.info.name, tally.info.summary, NumberFormat.grouped(tally.games),
                 tally.interval.map { NumberFormat.fixed($0.estimate, digits: 3) } ?? "",
                 tally.interval.map { "\(NumberFormat.fixed($0.lower, digits: 3)) to \(NumberFormat.fixed($0.upper, digits: 3))" } ?? ""]
            }
        }
        guard !rows.isEmpty else { return }
        document.heading("Coverage", level: 2)
        document.paragraph("The share of games that reached each situation the invariants need; an invariant checked in games that never reach its situation holds vacuously.")
        document.table(
            header: ["configuration", "label", "situation", "games", "share", "Wilson 95% interval"],
            rows: rows, alignments: [.left, .left, .left, .right, .right, .right])
    }

    /// Every coverage label of every configuration: games that reached it and the share.
    func coverageCSV() -> ReportFile {
        var table = CSVTable(header: ["scenario", "seed", "configuration", "label", "games", "reached", "share", "lower95", "upper95"])
        for (configuration, result) in zip(scenario.configurations, results) {
            for tally in result.coverage {
                let interval = tally.interval
                table.append(factCells + [
                    .integer(configuration.index), .text(tally.info.name), .integer(tally.trials), .integer(tally.games),
                    interval.map { .number($0.estimate, digits: 4) } ?? .empty,
                    interval.map { .number($0.lower, digits: 4) } ?? .empty,
                    interval.map { .number($0.upper, digits: 4) } ?? .empty,
                ])
            }
        }
        return ReportFile(name: "coverage.csv", contents: table.render())
    }
}
