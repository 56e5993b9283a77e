import PlaytestKit

// MARK: - The party game's design questions

extension PartyReport {
    /// Fair: team A's share of the games not tied, an equivalence test (TOST) against 50% within
    /// ``EquivalenceVerdict/defaultShareMargin`` per configuration. Close: the mean winning margin as a share of the
    /// points in play shown at most ``closeShare`` (a one-sided t test at 5%: the upper end of its 90% interval at or below it).
    static func answers(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> [DesignAnswer] {
        var verdicts: [(label: String, verdict: EquivalenceVerdict, close: Bool, wide: Bool, marginShare: Double)] = []
        for (configuration, result) in zip(configurations, results) {
            guard let wins = result.rate("teamAWinsOfDecided"), let absolute = result.statistics("absoluteMargin"), absolute.count > 0,
                  let verdict = EquivalenceVerdict.fairShare(successes: wins.successes, trials: wins.trials) else { continue }
            let settings = Settings(configuration: configuration.configuration)
            let points = Double(Settings.rounds * settings.players * settings.picksPerPlayer)
            let share = absolute.mean / points
            // Close is a test, not the point estimate against the threshold: the one-sided test at 5% that the mean margin
            // is at most closeShare of the points rejects "above", i.e. the upper end of its 90% t interval lies at or below it.
            guard absolute.count >= 2 else { continue }
            let t = StudentTDistribution.twoSidedCritical(confidence: 0.9, degreesOfFreedom: Double(absolute.count - 1))
            let upper = (absolute.mean + t * absolute.standardError) / points
            let lower = (absolute.mean - t * absolute.standardError) / points
            verdicts.append((configuration.label, verdict, upper <= closeShare, lower > closeShare, share))
        }
        guard let lowest = verdicts.min(by: { $0.verdict.interval.estimate < $1.verdict.interval.estimate }),
              let highest = verdicts.max(by: { $0.verdict.interval.estimate < $1.verdict.interval.estimate }) else { return [] }
        let margin = NumberFormat.fixed(EquivalenceVerdict.defaultShareMargin * 100, digits: 0) + " points"
        let fair = verdicts.filter { $0.verdict.outcome == .equivalent }
        let unfair = verdicts.filter { $0.verdict.outcome == .different }
        func share(_ entry: (label: String, verdict: EquivalenceVerdict, close: Bool, wide: Bool, marginShare: Double)) -> String {
            "\(NumberFormat.percent(entry.verdict.interval.estimate, digits: 1)) in \(entry.label) (90% interval "
                + "\(NumberFormat.percent(entry.verdict.interval.lower, digits: 1)) to \(NumberFormat.percent(entry.verdict.interval.upper, digits: 1)))"
        }
        let range = verdicts.count == 1 ? share(lowest) : "from \(share(lowest)) to \(share(highest))"
        let fairShort: String
        let fairSentence: String
        if fair.count == verdicts.count {
            fairShort = "yes, within ±\(margin) of 50% everywhere"
            fairSentence = "Yes: team A's share of the games not tied is within ±\(margin) of 50% in every configuration (TOST at 5% each side), \(range)."
        } else {
            fairShort = "\(fair.isEmpty ? "no" : "only in \(fair.count) of \(verdicts.count)"): team A wins "
                + "\(NumberFormat.percent(lowest.verdict.interval.estimate, digits: 0))-\(NumberFormat.percent(highest.verdict.interval.estimate, digits: 0)) of decided games"
            fairSentence = "\(fair.isEmpty ? "No" : "Only in \(fair.count) of \(verdicts.count) configurations"): team A, which opens every round, "
                + "wins \(range) of the games not tied; shown outside 50% ±\(margin) in \(unfair.count) of \(verdicts.count) configurations"
                + (verdicts.count - fair.count - unfair.count == 0 ? "" : " and not shown within it in \(verdicts.count - fair.count - unfair.count) more")
                + " (TOST at 5% each side; the margin, ±\(margin), is the default)."
        }
        let close = verdicts.filter(\.close)
        let both = verdicts.filter { $0.close && $0.verdict.outcome == .equivalent }
        let shares = verdicts.map(\.marginShare)
        let closeShort = "\(close.count) of \(verdicts.count) configurations; \(both.isEmpty ? "none" : String(both.count)) both fair and close"
        let closeSentence = "Shown close (a mean winning margin of at most \(NumberFormat.percent(closeShare, digits: 0)) of the points in play, "
            + "one-sided t test at 5%: the upper end of its 90% interval at or below it) in "
            + "\(close.count) of \(verdicts.count) configurations, the margin ranging \(NumberFormat.percent(shares.min() ?? 0, digits: 1)) to "
            + "\(NumberFormat.percent(shares.max() ?? 0, digits: 1)) of the points; "
            + (both.isEmpty ? "no configuration is both fair (TOST) and close." : "fair and close: " + both.map(\.label).joined(separator: ", ") + ".")
        let fairVerdict: Verdict = fair.count == verdicts.count ? .yes : unfair.isEmpty ? .inconclusive : .no
        let closeVerdict: Verdict = close.count == verdicts.count ? .yes : verdicts.contains(where: \.wide) ? .no : .inconclusive
        let evidence = [Evidence(figure: "teamAWinsOfDecided", anchor: Evidence.Section.metric("teamAWinsOfDecided"))]
        return [DesignAnswer(.fair, verdict: fairVerdict, short: fairShort, sentence: fairSentence, evidence: evidence),
                DesignAnswer(.close, verdict: closeVerdict, short: closeShort, sentence: closeSentence,
                             evidence: [Evidence(figure: "absoluteMargin", anchor: Evidence.Section.metric("absoluteMargin"))])]
    }

    /// Turns per round and the margin grow with the number of players (each clue-giver takes a turn; more titles
    /// are in play): arithmetic, not balance.
    static let mechanical: [MechanicalMetric] = [
        MechanicalMetric(metric: "turnsRound1", reason: "more players take more turns", scalesWith: "players"),
        MechanicalMetric(metric: "turnsRound2", reason: "more players take more turns", scalesWith: "players"),
        MechanicalMetric(metric: "turnsRound3", reason: "more players take more turns", scalesWith: "players"),
        MechanicalMetric(metric: "absoluteMargin", reason: "more titles in play with more players", scalesWith: "players"),
        MechanicalMetric(metric: "absoluteMargin", reason: "more titles in play with more picks", scalesWith: "picksPerPlayer"),
        MechanicalMetric(metric: "turnsRound1", reason: "more titles to guess with more picks", scalesWith: "picksPerPlayer"),
        MechanicalMetric(metric: "turnsRound2", reason: "more titles to guess with more picks", scalesWith: "picksPerPlayer"),
        MechanicalMetric(metric: "turnsRound3", reason: "more titles to guess with more picks", scalesWith: "picksPerPlayer"),
    ]
}
