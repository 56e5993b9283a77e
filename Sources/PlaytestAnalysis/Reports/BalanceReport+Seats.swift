import PlaytestHarness
import PlaytestProperties
import PlaytestStatistics

// MARK: - Seats and coverage

extension BalanceReport {
    /// Per seat, team and role: mean score with its interval and win rate, per configuration (only when a game reports them).
    /// A game of one seat with no teams or roles has no table: its one row would repeat the game's own score figure
    /// (and, for a game whose outcome is the last of several plays, misread it as every play's mean).
    ///
    /// Every row is a ratio over games (``SeatSummary/Group``): `games` is its `n`, `seat-games` the seats behind it.
    func appendSeats(to document: inout MarkdownDocument) {
        let soloOnly = playingPairs.allSatisfy { pair in pair.result.seats.groups.allSatisfy { $0.key == "seat 0" } }
        guard !soloOnly else { return }
        func range(_ interval: ConfidenceInterval?, digits: Int) -> String {
            interval.map { "\(NumberFormat.fixed($0.lower, digits: digits)) to \(NumberFormat.fixed($0.upper, digits: digits))" } ?? ""
        }
        let fairness = analysis.verdicts.games.flatMap(\.fairness)
        let rows = playingPairs.flatMap { configuration, result in
            let test = fairness.first { $0.configuration == configuration.index }
            return result.seats.groups.map { group -> [String] in
                let wins = group.winRate
                let fair = test?.groups.first { $0.key == group.key }
                return [configuration.label, group.key, NumberFormat.grouped(max(group.games, group.decidedGames)),
                        NumberFormat.grouped(max(group.seatGames, group.decidedSeatGames)),
                        group.score.ratio.map { NumberFormat.fixed($0, digits: 2) } ?? "", range(group.scoreInterval, digits: 2),
                        wins.map { NumberFormat.fixed($0.estimate, digits: 3) } ?? "", range(wins, digits: 3),
                        fair.map { "\(Self.verdictWord($0.verdict)) (equal share \(NumberFormat.fixed($0.reference, digits: 3)))" } ?? ""]
            }
        }
        guard !rows.isEmpty else { return }
        document.heading("Seats, teams and roles", level: 2, anchor: anchor(Evidence.Section.seats))
        document.paragraph("The game is the unit: a team or role pools several seats of one game, so each row is a ratio over games (the "
            + "group's seats summed per game over its seats, with a cluster-robust 95% interval on games - 1 degrees of freedom), and "
            + "`games` is its n. A group whose seats win or lose together (a seat, a team) wins once per game: its win rate is the share "
            + "of decided games won, Wilson's interval on games; a group split by the outcome (a role) gives its seats' share, as a ratio. "
            + "`fair?` is the equivalence test (TOST, 5% each side, the 90% interval inside the equal share ± the margin) of "
            + "the group's win share against an equal share (the pooled share of its kind: seats, teams or roles), asked only where one bot "
            + "holds every seat.")
        document.table(
            header: ["configuration", "group", "games", "seat-games", "mean score", "95% interval", "win rate", "95% interval", "fair?"],
            rows: rows, alignments: [.left, .left, .right, .right, .right, .right, .right, .right, .left])
        for test in fairness where test.groups.count >= 2 {
            document.image(alt: "Win share by group: \(test.label)", path: Self.fairnessChartName(test.configuration))
        }
    }

    /// Per coverage label (rows), the share of each configuration's games (columns) that reached it, with its
    /// Wilson interval and any required share: configurations side by side.
    func appendCoverage(to document: inout MarkdownDocument) {
        let pairs = Array(zip(scenario.configurations, results)).filter { !$0.1.coverage.isEmpty }
        guard !pairs.isEmpty else { return }
        var labels: [CoverageInfo] = []
        for (_, result) in pairs { for tally in result.coverage where !labels.contains(tally.info) { labels.append(tally.info) } }
        let rows = labels.map { info -> [String] in
            [info.name, info.summary] + pairs.map { configuration, result -> String in
                guard let tally = result.coverage.first(where: { $0.info == info }), let interval = tally.interval else { return "" }
                var cell = "\(NumberFormat.fixed(interval.estimate, digits: 3)) (\(NumberFormat.fixed(interval.lower, digits: 3))-\(NumberFormat.fixed(interval.upper, digits: 3)))"
                if let required = configuration.coverageRequirements.first(where: { $0.label == info.name })?.share {
                    switch tally.verdict(required: required) {
                    case .met: cell += ", needs \(NumberFormat.fixed(required, digits: 3)): met"
                    case .tooRare: cell += ", needs \(NumberFormat.fixed(required, digits: 3)): TOO RARE"
                    case .undecided, .none: cell += ", needs \(NumberFormat.fixed(required, digits: 3)): not yet shown"
                    }
                }
                return cell
            }
        }
        // Situations every configuration reached are routine: folded behind their count, after the others.
        let reachedEverywhere = labels.map { info in
            pairs.allSatisfy { _, result in result.coverage.first { $0.info == info }.map { $0.games > 0 } ?? false }
        }
        let never = labels.indices.filter { index in
            pairs.allSatisfy { _, result in result.coverage.first { $0.info == labels[index] }.map { $0.games == 0 } ?? true }
        }
        let failures = coverageFailures.count
        document.heading("Coverage", level: 2, anchor: anchor(Anchor.coverage))
        document.summary("\(reachedEverywhere.filter { $0 }.count) of " + NumberFormat.counted(labels.count, "situation")
            + " reached in every configuration; " + (never.isEmpty ? "none never reached" : "never reached: " + never.map { "`\(labels[$0].name)`" }.joined(separator: ", "))
            + "; " + (failures == 0 ? "no required share missed" : NumberFormat.counted(failures, "required share") + " missed"),
            open: failures > 0, inMarkdown: false)
        document.paragraph("The share of each configuration's games that reached each situation the invariants need, with its Wilson 95% "
            + "interval; an invariant checked in games that never reach its situation holds vacuously. A required share fails the run "
            + "when the whole interval lies below it.")
        let header = ["label", "situation"] + pairs.map(\.0.label)
        let alignments: [MarkdownDocument.Alignment] = [.left, .left] + Array(repeating: .right, count: pairs.count)
        let rare = rows.indices.filter { !reachedEverywhere[$0] }.map { rows[$0] }
        let routine = rows.indices.filter { reachedEverywhere[$0] }.map { rows[$0] }
        if !rare.isEmpty {
            document.table(header: header, rows: rare, alignments: alignments)
            if !routine.isEmpty { document.fold(NumberFormat.counted(routine.count, "situation") + " reached in every configuration") }
        }
        if !routine.isEmpty { document.table(header: header, rows: routine, alignments: alignments) }
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
