import PlaytestKit

/// The party report's own section: for each configuration, whether the game is fair (team A, which opens every
/// round, wins no more and no less than half the games not tied) and close (a small margin for the points in play).
enum PartyReport {
    /// A game counts as close when the mean winning margin is at most this share of all points in play.
    static let closeShare = 0.1

    @Sendable
    static func section(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection? {
        var rows: [[String]] = []
        var fairAndClose: [String] = []
        var unfair: [String] = []
        var distances: [(name: String, distance: Double, share: Double)] = []
        for (configuration, result) in zip(configurations, results) {
            guard let ofDecided = result[PartyMetrics.Key.teamAWinsOfDecided], let tied = result[PartyMetrics.Key.ties], tied.trials > 0,
                  let absolute = result[PartyMetrics.Key.absoluteMargin] else { continue }
            let (wins, decided, ties, games) = (ofDecided.successes, ofDecided.trials, tied.successes, tied.trials)
            guard let interval = ConfidenceInterval.wilson(successes: wins, trials: decided) else { continue }
            let settings = Settings(configuration: configuration.configuration)
            let points = Double(Settings.rounds * settings.players * settings.picksPerPlayer)
            let marginShare = absolute.mean / points
            let tost = EquivalenceVerdict.fairShare(successes: wins, trials: decided)
            let fair = tost?.outcome == .equivalent
            let close = marginShare <= closeShare
            let name = "\(configuration.label)"
            let side = interval.estimate > 0.5 ? "favours A" : "favours B"
            let verdict = (fair ? "fair" : (tost?.outcome == .different ? side : "not shown fair")) + ", " + (close ? "close" : "not close")
            if fair && close { fairAndClose.append(name) }
            if !fair { unfair.append("\(name) (\(verdict.components(separatedBy: ",")[0]))") }
            distances.append((name, abs(interval.estimate - 0.5), interval.estimate))
            rows.append([name, settings.startingTeam.rawValue, String(settings.timerSeconds), String(settings.players), String(settings.picksPerPlayer),
                         NumberFormat.percent(interval.estimate, digits: 1),
                         "\(NumberFormat.percent(interval.lower, digits: 1)) to \(NumberFormat.percent(interval.upper, digits: 1))",
                         NumberFormat.percent(Double(ties) / Double(games), digits: 1), NumberFormat.fixed(absolute.mean, digits: 2),
                         NumberFormat.percent(marginShare, digits: 1), verdict])
        }
        guard !rows.isEmpty else { return nil }
        var paragraphs = [
            "Under the app's rule team A opens round 1 and every round no bonus is owed in; a clue-giver who emptied the deck opens the next round with the saved seconds (the what-if openers: alternate, A B A; continue, the team after the one that emptied the deck). A configuration is called fair when an equivalence test (TOST, 5% each side) shows team A's share of the "
                + "games not tied within ±\(NumberFormat.percent(EquivalenceVerdict.defaultShareMargin, digits: 0)) of 50% (its 90% interval inside 45% to 55%; "
                + "an interval that merely contains 50% is not evidence of fairness), and close when the mean winning margin is at most \(NumberFormat.percent(closeShare, digits: 0)) "
                + "of the points in play (3 x players x picks).",
        ]
        paragraphs.append(fairAndClose.isEmpty
            ? "No configuration here is both fair and close."
            : "Fair and close: " + fairAndClose.joined(separator: "; ") + ".")
        let nearest = distances.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.prefix(3)
        paragraphs.append("Closest to even: " + nearest.map { "\($0.element.name) (A wins \(NumberFormat.percent($0.element.share, digits: 1)) of the games not tied)" }
            .joined(separator: "; ") + ".")
        paragraphs.append(unfair.isEmpty
            ? "Every configuration is shown fair within the margin."
            : "Not shown fair: " + unfair.joined(separator: "; ") + ".")
        var section = ReportSection(
            heading: "Fairness and closeness", paragraphs: paragraphs,
            header: ["configuration", "opener", "timer s", "players", "picks", "A wins (of decided)", "95% interval", "ties", "mean margin",
                     "margin / points", "verdict"],
            rows: rows)
        section.answers = answers(configurations, results)
        section.mechanical = mechanical
        return section
    }
}
