import PlaytestHarness
import PlaytestProperties

// MARK: - What to look at: conclusions drawn from the figures, once

extension RunAnalysis {
    /// The configurations of checking bots (fuzzers) with their results, in the scenario's order.
    var checkingPairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)] {
        zip(scenario.configurations, results).filter { $0.0.isChecking }.map { ($0.0, $0.1) }
    }

    /// The metrics the game sections declare mechanical or capped that apply here: a metric that scales with a size
    /// parameter counts only when the playing arms differ in that parameter.
    func mechanicalMetrics() -> [MechanicalMetric] {
        sections.flatMap(\.section.mechanical).filter { metric in
            guard let parameter = metric.scalesWith else { return true }
            let values = playingPairs.map { $0.configuration.configuration.value(parameter) }
            return Set(values.map { $0.map(\.description) ?? "" }).count > 1
        }
    }

    /// A comparison's effect size: the range of the arms' means over their pooled standard deviation (for a rate,
    /// the spread sqrt(p(1 - p)) of the arms' average share, so arms at 0 and 1 do not make it infinite); nil when
    /// there is no spread.
    func effectSize(of comparison: ArmComparison) -> Double? {
        let rows = measurements(named: comparison.metric)
            .filter { row in comparison.arms.contains { $0.index == row.configuration.index } }
        let deviations = rows.compactMap { $0.measurement.estimate?.standardDeviation }
        var pooled = (deviations.reduce(0) { $0 + $1 * $1 } / Double(max(deviations.count, 1))).squareRoot()
        let means = comparison.arms.map(\.mean)
        if case .rate = rows.first?.measurement.value {
            let share = means.reduce(0, +) / Double(max(means.count, 1))
            pooled = (share * (1 - share)).squareRoot()
        }
        guard pooled > 0, let low = means.min(), let high = means.max() else { return nil }
        return (high - low) / pooled
    }

    /// The findings a report shows after its design questions: broken invariants, coverage too rare, the largest
    /// effects across the grid (none from a metric a game declares mechanical or capped), figures far from what
    /// theory expects, biased dice, and where the checking bots went.
    func findings(mechanical: [MechanicalMetric]) -> [Finding] {
        var items: [Finding] = []
        if !results.allSatisfy(\.allHeld) {
            items.append(Finding("**Invariants: \(invariantVerdict).** Each first failure has its replay command.", anchor: Evidence.Section.firstFailures))
        }
        for failure in coverageFailures {
            items.append(Finding("**Coverage too rare**: \(failure.configuration.label) reached `\(failure.tally.info.name)` in "
                + "\(NumberFormat.grouped(failure.tally.games)) of \(NumberFormat.counted(failure.tally.trials, "game")); "
                + "\(NumberFormat.fixed(failure.required, digits: 3)) required.", anchor: Evidence.Section.coverage))
        }
        items += largestEffects(excluding: mechanical)
        items += farFromExpected
        items += biasedDice
        // Rare coverage and "all held" are answered by the design questions (what was never reached, what broke).
        let checking = checkingPairs
        if !checking.isEmpty {
            items.append(Finding("\(NumberFormat.counted(checking.count, "configuration")) of checking bots ("
                + checking.map(\.configuration.label).joined(separator: ", ")
                + ") are shown apart under Checking bots, not in the balance tables or the comparisons.", anchor: Evidence.Section.checking))
        }
        return items
    }

    /// "all held in 1,600 games", or "3 invariants broke in 20 configurations (see Invariants)": distinct
    /// invariants, and the configurations in which at least one broke.
    public var invariantVerdict: String {
        var broken: [String] = []
        var configurations = 0
        for result in results {
            let tallies = result.tallies.filter { $0.brokenGames > 0 }
            if !tallies.isEmpty { configurations += 1 }
            for tally in tallies where !broken.contains(tally.info.name) { broken.append(tally.info.name) }
        }
        let games = NumberFormat.grouped(results.reduce(0) { $0 + $1.games })
        return broken.isEmpty ? "all held in \(games) games"
            : "\(NumberFormat.counted(broken.count, "invariant")) broke in \(NumberFormat.counted(configurations, "configuration")) (see Invariants)"
    }

    /// Up to three metrics whose arms differ most, in standard deviations, with the best-arm verdict, leaving out
    /// the metrics a game declares mechanical or capped (their spread is arithmetic, not balance). The picks are
    /// exploratory and say so: they are chosen after the fact among every metric, and only each pick's best-arm
    /// claim is controlled (Holm across that metric's arms), not the choice of metrics.
    func largestEffects(excluding mechanical: [MechanicalMetric]) -> [Finding] {
        let excluded = Set(mechanical.map(\.metric))
        let candidates = armComparisons.filter { !excluded.contains($0.metric) }
        // An effect under 0.2 standard deviations that the comparisons cannot tell from noise is not worth a line.
        let ranked = candidates.compactMap { comparison in effectSize(of: comparison).map { (comparison, $0) } }
            .filter { $0.1 >= 0.2 || $0.0.leaderIsHighest }
            .enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.map(\.element)
        let picks = ranked.prefix(3).enumerated().map { rank, ranked in
            let (comparison, effect) = ranked
            let digits = measurements(named: comparison.metric).first?.measurement.digits ?? 2
            let unit = measurements(named: comparison.metric).first?.measurement.unit ?? ""
            let low = comparison.arms.min { $0.mean < $1.mean }!
            let high = comparison.leadingArm
            let p = Self.pText(comparison.weakestPValue)
            let claim = comparison.leaderIsHighest
                ? "\(high.label) is highest, above \(comparison.arms.count == 2 ? "the other arm" : "each of the other \(comparison.arms.count - 1) arms") (\(comparison.method.rawValue)-adjusted p \(p))."
                : "\(high.label) has the highest mean but is not shown above \(comparison.closestRival.label) (\(comparison.method.rawValue)-adjusted p \(p))."
            let text = "Exploratory: **\(comparison.label)** \(rank == 0 ? "changes most across the grid" : "changes next most"): from \(NumberFormat.fixed(low.mean, digits: digits))"
                + "\(unit.isEmpty ? "" : " " + unit) (\(low.label)) to \(NumberFormat.fixed(high.mean, digits: digits)) (\(high.label)), "
                + "\(NumberFormat.fixed(effect, digits: 1)) standard deviations apart. " + claim
            return Finding(text, anchor: Evidence.Section.metric(comparison.metric))
        }
        guard !picks.isEmpty else { return [] }
        let left = mechanical.filter { m in armComparisons.contains { $0.metric == m.metric } }
        let note = "The exploratory lines are the largest spreads among \(NumberFormat.counted(candidates.count, "metric")), picked after the fact: "
            + "each line's best-arm claim is Holm-adjusted across that metric's arms, but nothing controls the choice of metric."
            + (left.isEmpty ? "" : " Left out as mechanical or capped: "
                + left.map { m in "\(measurements(named: m.metric).first?.measurement.label ?? m.metric) (\(m.reason))" }.joined(separator: "; ") + ".")
        return picks + [Finding(note, anchor: nil)]
    }

    /// Up to three playing figures furthest from their expected value, where the interval excludes it (or, for a
    /// single computed number, more than 2% away).
    var farFromExpected: [Finding] {
        var found: [(deviation: Double, text: String, target: String)] = []
        for pair in playingPairs {
            for measurement in pair.result.measurements {
                guard let expected = measurement.expected, expected != 0 else { continue }
                let observed: Double
                switch measurement.value {
                case .scalar(let value):
                    guard abs(value / expected - 1) > 0.02 else { continue }
                    observed = value
                default:
                    guard let interval = measurement.meanInterval, !interval.contains(expected) else { continue }
                    observed = interval.estimate
                }
                let deviation = observed / expected - 1
                found.append((abs(deviation), "**\(measurement.label)** in \(pair.configuration.label) is "
                    + "\(NumberFormat.fixed(observed, digits: measurement.digits)) against \(NumberFormat.fixed(expected, digits: measurement.digits)) expected "
                    + "(\(NumberFormat.fixed(abs(deviation) * 100, digits: 1))% \(deviation > 0 ? "above" : "below")).",
                    Evidence.Section.metric(measurement.name)))
            }
        }
        let ranked = found.enumerated().sorted { ($0.element.deviation, -$0.offset) > ($1.element.deviation, -$1.offset) }
            .map { Finding($0.element.text, anchor: $0.element.target) }
        guard ranked.count > 3 else { return ranked }
        return Array(ranked.prefix(3)) + [Finding("\(NumberFormat.counted(ranked.count - 3, "more figure")) also differ from what theory expects (see the tables).", anchor: nil)]
    }

    /// Chi-square tests with p below 0.001, in any configuration (the die does not depend on the bot).
    var biasedDice: [Finding] {
        zip(scenario.configurations, results).flatMap { configuration, result in
            result.measurements.compactMap { measurement -> Finding? in
                guard case .chiSquare(let test) = measurement.value, test.pValue < 0.001 else { return nil }
                return Finding("**\(measurement.label)** in \(configuration.label): chi-square \(NumberFormat.fixed(test.statistic, digits: 1)) "
                    + "on \(test.degreesOfFreedom) degrees of freedom, p \(Self.pText(test.pValue)): evidence of a bias.",
                    anchor: Evidence.Section.metric(measurement.name))
            }
        }
    }

    /// A p-value as text: `< 0.001` or three decimals with `=`.
    static func pText(_ p: Double) -> String {
        p < 0.001 ? "< 0.001" : "= " + NumberFormat.fixed(p, digits: 3)
    }
}
