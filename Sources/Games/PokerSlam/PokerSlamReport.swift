import PlaytestKit

/// The PokerSlam report's own section: what to look at first, scores by bot, each hand's rarity against its
/// points (a chart with the out-of-line entries highlighted, and a table), and every inversion (a rarer hand scoring
/// less), with `hand-odds.csv` beside the report.
enum PokerSlamReport {
    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        guard let first = configurations.first else { return nil }
        let settings = PokerSlamSettings(configuration: first.configuration)
        let odds = HandOdds.table(aceWraps: settings.aceWraps)
        typealias Key = PokerSlamMetrics.Key
        func interval(_ statistics: RunningStatistics, digits: Int) -> String {
            NumberFormat.meanInterval(statistics, digits: digits)
        }

        // Scores by configuration.
        var rows: [[String]] = []
        var planner: (label: String, statistics: RunningStatistics)?
        for (configuration, result) in zip(configurations, results) {
            guard let score = result.measurement(Key.finalScore), let paired = result.measurement(Key.scoreMinusGreedy) else { continue }
            let stats = score.summaryStatistics
            let quantiles = score.quantiles
            let difference = paired.summaryStatistics
            if configuration.bot != "greedy", difference.count > 1, planner == nil || configuration.bot == "planner" {
                planner = (configuration.label, difference)
            }
            rows.append([
                configuration.label, NumberFormat.fixed(stats.mean, digits: 1), interval(stats, digits: 1),
                quantiles.median.map(String.init) ?? "", quantiles.p90.map(String.init) ?? "",
                NumberFormat.fixed(result.measurement(Key.handsPerGame)?.summaryStatistics.mean ?? 0, digits: 2),
                NumberFormat.fixed(result.measurement(Key.deckLeftAtEnd)?.summaryStatistics.mean ?? 0, digits: 2),
                NumberFormat.fixed(result.measurement(Key.gridLeftAtEnd)?.summaryStatistics.mean ?? 0, digits: 2),
                NumberFormat.fixed(difference.mean, digits: 1), interval(difference, digits: 1),
            ])
        }

        // Rarity: how often a fresh grid offers each hand and how many it offers (FreshGridOdds), next to the exact
        // share of k-card subsets (comparable only within one size).
        let fresh = FreshGridOdds(aceWraps: settings.aceWraps, seed: raritySeed, deals: rarityDeals)
        let inversions = fresh.inversions(scoring: settings.scoring)
        var handRows: [[String]] = []
        for entry in fresh.entries {
            let combinations = odds.first { $0.hand == entry.hand }?.combinations ?? 0
            var shares: [String] = ["", ""]
            if let result = results.first, let played = result[Key.played(entry.hand)], let share = result[Key.pointShare(entry.hand)] {
                shares = [NumberFormat.fixed(played, digits: 3), NumberFormat.percent(share, digits: 1)]
            }
            handRows.append([
                entry.hand.name, String(entry.hand.cardCount), String(settings.scoring.points(for: entry.hand)),
                entry.chance.map { "\(NumberFormat.percent($0.estimate, digits: 2)) (\(NumberFormat.percent($0.lower, digits: 2)) to \(NumberFormat.percent($0.upper, digits: 2)))" } ?? "",
                entry.expected.map(perGridText) ?? "",
                NumberFormat.grouped(combinations),
                NumberFormat.significant(Double(combinations) / Double(HandOdds.subsets(of: entry.hand.cardCount)), digits: 3),
            ] + shares)
        }

        var paragraphs: [String] = []
        var lead = "What to look at first: "
        if let worst = inversions.first {
            lead += "\(inversions.count) pairs of hands where the rarer one scores less, rarity being the expected number a fresh grid offers "
                + "(\(NumberFormat.grouped(fresh.deals)) deals; an inversion only when the two 95% intervals separate); the widest is "
                + "\(worst.rarer.hand.name) (\(settings.scoring.points(for: worst.rarer.hand)) points, \(worst.rarer.expected.map(perGridText) ?? "") per grid) "
                + "against \(worst.commoner.hand.name) (\(settings.scoring.points(for: worst.commoner.hand)) points, \(worst.commoner.expected.map(perGridText) ?? "")), "
                + "\(NumberFormat.fixed(worst.ratio, digits: 1)) times rarer. "
        } else {
            lead += "no hand shown rarer on a fresh grid scores less than a commoner one (\(NumberFormat.grouped(fresh.deals)) deals). "
        }
        if let planner, let difference = planner.statistics.meanInterval95 {
            let verdict = difference.lower > 0 ? "beats greedy play" : (difference.upper < 0 ? "scores less than greedy play" : "is not distinguishable from greedy play")
            lead += "\(planner.label) \(verdict) on the same deals by \(NumberFormat.fixed(planner.statistics.mean, digits: 1)) points "
                + "(95% interval \(NumberFormat.fixed(difference.lower, digits: 1)) to \(NumberFormat.fixed(difference.upper, digits: 1)))."
        }
        paragraphs.append(lead)
        paragraphs.append("Scores by configuration; the paired column is this configuration's final score minus greedy play's on the very same deal "
            + "(greedy replayed on each game's deck), so its interval is free of the deals' own spread.")
        paragraphs.append("Rarity is measured where a player meets a hand: on a fresh grid. Over \(NumberFormat.grouped(fresh.deals)) fresh deals "
            + "(seed \(raritySeed), each deal counted once; fresh-grid-odds.csv), the chance that the grid offers the hand (Wilson 95% interval) "
            + "and the expected number of distinct connected sets forming it (95% interval; a hand never seen, 0 to 3/deals); a set matching several "
            + "hands counts as the one the document ranks highest, whatever the table. The share of k-card subsets of the deck (ace "
            + "\(settings.aceWraps ? "wrapping" : "high or low, no wrap"), hand-odds.csv) is exact but compares hands of one size only: "
            + "its denominators differ by size.")

        var inversionRows: [[String]] = []
        for inversion in inversions {
            inversionRows.append([inversion.rarer.hand.name, String(settings.scoring.points(for: inversion.rarer.hand)),
                                  inversion.rarer.expected.map(perGridText) ?? "", inversion.commoner.hand.name,
                                  String(settings.scoring.points(for: inversion.commoner.hand)), inversion.commoner.expected.map(perGridText) ?? "",
                                  NumberFormat.fixed(inversion.ratio, digits: 1)])
        }
        var files = [ReportFile(name: "hand-odds.csv", contents: HandOdds.csv(odds)),
                     ReportFile(name: "fresh-grid-odds.csv", contents: freshCSV(fresh))]
        let rules = Set(configurations.map { PokerSlamSettings(configuration: $0.configuration).aceWraps })
        if rules.count > 1 {
            files.append(ReportFile(name: "hand-odds-aceWraps-\(!settings.aceWraps).csv", contents: HandOdds.csv(aceWraps: !settings.aceWraps)))
        }
        var tables = [ReportSection.Table(
            caption: "Hands: the chance a fresh grid offers each and the number it offers (95% intervals), the exact share of k-card subsets "
                + "(within one size only), and, for \(first.label), plays per game and share of all points.",
            header: ["hand", "cards", "points", "fresh grids offering it (95%)", "per fresh grid (95%)", "combinations", "share of k-card sets",
                     "played per game", "share of points"],
            rows: handRows)]
        if !inversionRows.isEmpty {
            tables.append(ReportSection.Table(
                caption: "Inversions: every pair where the hand shown rarer on a fresh grid (its interval wholly below the other's) scores strictly "
                    + "fewer points, widest ratio first.",
                header: ["rarer hand", "points", "per fresh grid (95%)", "commoner hand", "points", "per fresh grid (95%)", "times rarer"],
                rows: inversionRows))
        }
        var section = ReportSection(
            heading: "PokerSlam: scores, hand rarity and the scoring table", paragraphs: paragraphs,
            header: ["configuration", "mean score", "95% interval", "median", "p90", "hands/game", "deck left", "grid left",
                     "minus greedy (paired)", "95% interval"],
            rows: rows,
            charts: [ReportSection.Chart(name: "points-by-rarity.svg", spec: pointsByRarity(fresh, inversions: inversions, scoring: settings.scoring))],
            tables: tables, files: files)
        section.answers = answers(configurations, results, fresh: fresh, scoring: settings.scoring)
        return section
    }

    /// Points against rarity: each scoring entry's points against the expected number a fresh grid offers (log scale,
    /// 95% interval), the entries the scoring answer flags (rarer than some hand that scores more) highlighted and
    /// named with the number of commoner hands that outscore them.
    static func pointsByRarity(_ fresh: FreshGridOdds, inversions: [FreshGridOdds.Inversion], scoring: ScoringTable) -> ChartSpec {
        var inLine: [ChartSpec.Point] = []
        var outOfLine: [ChartSpec.Point] = []
        for entry in fresh.entries {
            guard let expected = entry.expected else { continue }
            let points = Double(scoring.points(for: entry.hand))
            let outscoredBy = inversions.filter { $0.rarer.hand == entry.hand }.count
            let point = ChartSpec.Point(
                x: ChartSpec.Value(expected.estimate, lower: expected.lower, upper: expected.upper), y: ChartSpec.Value(exactly: points),
                label: outscoredBy > 0 ? "\(entry.hand.name) (\(outscoredBy))" : entry.hand.name, highlighted: outscoredBy > 0)
            if outscoredBy > 0 { outOfLine.append(point) } else { inLine.append(point) }
        }
        return ChartSpec(
            .scatter, title: "Scoring: each hand's points against its rarity on a fresh grid",
            x: ChartSpec.Axis("expected number per fresh grid", unit: "hands per grid", logarithmic: true),
            y: ChartSpec.Axis("points scored", unit: "points"),
            series: [ChartSpec.Series("in line: no commoner hand scores more", points: inLine),
                     ChartSpec.Series("out of line: (n) commoner hands, shown commoner, score more", points: outOfLine)],
            legend: "whisker: 95% interval of the expected number (\(NumberFormat.grouped(fresh.deals)) deals, seed \(raritySeed))")
    }
}
