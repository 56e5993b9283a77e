import PlaytestKit

/// The PokerSlam report's own section: what to look at first, scores by bot, each hand's rarity against its
/// points, and every inversion (a rarer hand scoring less), with `hand-odds.csv` beside the report.
enum PokerSlamReport {
    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        guard let first = configurations.first else { return nil }
        let settings = PokerSlamSettings(configuration: first.configuration)
        let odds = HandOdds.table(aceWraps: settings.aceWraps)
        typealias Key = PokerSlamMetrics.Key
        func interval(_ statistics: RunningStatistics, digits: Int) -> String {
            statistics.meanInterval95.map { "\(NumberFormat.fixed($0.lower, digits: digits)) to \(NumberFormat.fixed($0.upper, digits: digits))" } ?? ""
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

        // Rarity: exact share of k-card subsets, and how often a fresh grid offers the hand. The offer is a figure of the
        // deal alone (its unit of observation is the deal), and every configuration of a run deals game i the same way:
        // the arms share their deals, so each distinct deal is counted once, from the first configuration that has it.
        let games = HandType.allCases.first.flatMap { hand in results.lazy.compactMap { $0[Key.available(hand)] }.first?.trials } ?? 0
        var rarity: [(hand: HandType, exact: Double, board: Double, boardInterval: ConfidenceInterval?, combinations: Int)] = []
        for hand in HandType.allCases {
            let combinations = odds.first { $0.hand == hand }?.combinations ?? 0
            let counts = results.lazy.compactMap { $0[Key.available(hand)] }.first
            let (offered, trials) = (counts?.successes ?? 0, counts?.trials ?? 0)
            let board = trials == 0 ? 0 : Double(offered) / Double(trials)
            rarity.append((hand, Double(combinations) / Double(HandOdds.subsets(of: hand.cardCount)), board,
                           ConfidenceInterval.wilson(successes: offered, trials: trials), combinations))
        }
        let inversionsExact = inversions(rarity.map { ($0.hand, $0.exact) }, scoring: settings.scoring)
        let inversionsBoard = inversions(rarity.map { ($0.hand, $0.board) }, scoring: settings.scoring)

        var handRows: [[String]] = []
        for entry in rarity {
            var shares: [String] = []
            for result in results.prefix(1) {
                if let played = result[Key.played(entry.hand)], let share = result[Key.pointShare(entry.hand)] {
                    shares = [NumberFormat.fixed(played, digits: 3), NumberFormat.percent(share, digits: 1)]
                }
            }
            if shares.isEmpty { shares = ["", ""] }
            handRows.append([
                entry.hand.name, String(entry.hand.cardCount), String(settings.scoring.points(for: entry.hand)),
                NumberFormat.grouped(entry.combinations), NumberFormat.significant(entry.exact, digits: 3),
                NumberFormat.percent(entry.board, digits: 2),
                entry.boardInterval.map { "\(NumberFormat.percent($0.lower, digits: 2)) to \(NumberFormat.percent($0.upper, digits: 2))" } ?? "",
            ] + shares)
        }

        var paragraphs: [String] = []
        var lead = "What to look at first: "
        if let worst = inversionsExact.first {
            lead += "\(inversionsExact.count) pairs of hands where the rarer one scores less (exact odds); the widest is "
                + "\(worst.rarer.name) (\(settings.scoring.points(for: worst.rarer)) points, \(NumberFormat.significant(worst.rarerShare, digits: 3)) of \(worst.rarer.cardCount)-card sets) "
                + "against \(worst.commoner.name) (\(settings.scoring.points(for: worst.commoner)) points, \(NumberFormat.significant(worst.commonerShare, digits: 3))), "
                + "\(NumberFormat.fixed(worst.commonerShare / max(worst.rarerShare, 1e-12), digits: 1)) times rarer. "
        } else {
            lead += "no hand scores less than a more common one (exact odds). "
        }
        lead += inversionsBoard.isEmpty ? "On fresh grids the points rise with rarity. "
            : "On fresh grids (\(NumberFormat.grouped(games)) deals) \(inversionsBoard.count) pairs are inverted; the widest is \(inversionsBoard[0].rarer.name) against \(inversionsBoard[0].commoner.name). "
        if let planner, let difference = planner.statistics.meanInterval95 {
            let verdict = difference.lower > 0 ? "beats greedy play" : (difference.upper < 0 ? "scores less than greedy play" : "is not distinguishable from greedy play")
            lead += "\(planner.label) \(verdict) on the same deals by \(NumberFormat.fixed(planner.statistics.mean, digits: 1)) points "
                + "(95% interval \(NumberFormat.fixed(difference.lower, digits: 1)) to \(NumberFormat.fixed(difference.upper, digits: 1)))."
        }
        paragraphs.append(lead)
        paragraphs.append("Scores by configuration; the paired column is this configuration's final score minus greedy play's on the very same deal "
            + "(greedy replayed on each game's deck), so its interval is free of the deals' own spread.")
        paragraphs.append("Odds are exact (ace \(settings.aceWraps ? "wrapping" : "high or low, no wrap")); fresh-grid shares count each "
            + "distinct deal once (every configuration deals game i the same way, so the arms share their deals), with Wilson 95% intervals.")

        var inversionRows: [[String]] = []
        for (source, list) in [("exact odds", inversionsExact), ("fresh grids", inversionsBoard)] {
            for inversion in list {
                inversionRows.append([source, inversion.rarer.name, String(settings.scoring.points(for: inversion.rarer)),
                                      NumberFormat.significant(inversion.rarerShare, digits: 3), inversion.commoner.name,
                                      String(settings.scoring.points(for: inversion.commoner)), NumberFormat.significant(inversion.commonerShare, digits: 3),
                                      NumberFormat.fixed(inversion.commonerShare / inversion.rarerShare, digits: 1)])
            }
        }
        var files = [ReportFile(name: "hand-odds.csv", contents: HandOdds.csv(aceWraps: settings.aceWraps))]
        let rules = Set(configurations.map { PokerSlamSettings(configuration: $0.configuration).aceWraps })
        if rules.count > 1 {
            files.append(ReportFile(name: "hand-odds-aceWraps-\(!settings.aceWraps).csv", contents: HandOdds.csv(aceWraps: !settings.aceWraps)))
        }
        var tables = [ReportSection.Table(
            caption: "Hands: exact share of k-card subsets of the deck forming each (`hand-odds.csv`), the share of opening grids offering one, "
                + "and, for \(first.label), plays per game and share of all points.",
            header: ["hand", "cards", "points", "combinations", "share of k-card sets", "fresh grids offering it", "95% interval",
                     "played per game", "share of points"],
            rows: handRows)]
        if !inversionRows.isEmpty {
            tables.append(ReportSection.Table(
                caption: "Inversions: every pair where the rarer hand scores strictly fewer points, widest ratio first, by exact odds and on fresh grids.",
                header: ["source", "rarer hand", "points", "share", "commoner hand", "points", "share", "times rarer"],
                rows: inversionRows))
        }
        return ReportSection(
            heading: "PokerSlam: scores, hand rarity and the scoring table", paragraphs: paragraphs,
            header: ["configuration", "mean score", "95% interval", "median", "p90", "hands/game", "deck left", "grid left",
                     "minus greedy (paired)", "95% interval"],
            rows: rows, tables: tables, files: files)
    }

    /// Pairs (rarer, commoner) where the rarer hand (smaller share, above zero) scores strictly fewer points, widest ratio first.
    static func inversions(_ shares: [(HandType, Double)], scoring: ScoringTable)
        -> [(rarer: HandType, rarerShare: Double, commoner: HandType, commonerShare: Double)] {
        var result: [(rarer: HandType, rarerShare: Double, commoner: HandType, commonerShare: Double)] = []
        for (rarer, rarerShare) in shares where rarerShare > 0 {
            for (commoner, commonerShare) in shares where commonerShare > rarerShare && scoring.points(for: rarer) < scoring.points(for: commoner) {
                result.append((rarer, rarerShare, commoner, commonerShare))
            }
        }
        return result.sorted { a, b in
            let ra = a.commonerShare / a.rarerShare, rb = b.commonerShare / b.rarerShare
            return ra != rb ? ra > rb : (a.rarer.index, a.commoner.index) < (b.rarer.index, b.commoner.index)
        }
    }
}
