import PlaytestKit

// MARK: - PokerSlam's design questions and its rarity figures

extension PokerSlamReport {
    /// The fresh deals the rarity figures count, and their seed: fixed, so that every report of a table reads the
    /// same rarity (it belongs to the deal, not to the run).
    static let rarityDeals = 4_000
    /// The seed of the rarity deals.
    static let raritySeed: UInt64 = 1

    /// "2.71 (2.65 to 2.77)": an expected number per grid with its interval.
    static func perGridText(_ interval: ConfidenceInterval) -> String {
        func show(_ value: Double) -> String { NumberFormat.significant(value, digits: 3) }
        return "\(show(interval.estimate)) (\(show(interval.lower)) to \(show(interval.upper)))"
    }

    /// `fresh-grid-odds.csv`: per hand, the deals, the grids offering it and the chance with its Wilson interval,
    /// and the expected number per grid with its interval.
    static func freshCSV(_ fresh: FreshGridOdds) -> String {
        var table = CSVTable(header: ["hand", "cards", "deals", "gridsOffering", "chance", "chanceLower95", "chanceUpper95",
                                      "perGrid", "perGridLower95", "perGridUpper95"])
        for entry in fresh.entries {
            let chance = entry.chance, expected = entry.expected
            table.append([.text(entry.hand.name), .integer(entry.hand.cardCount), .integer(fresh.deals), .integer(entry.offered),
                          chance.map { .number($0.estimate, digits: 5) } ?? .empty, chance.map { .number($0.lower, digits: 5) } ?? .empty,
                          chance.map { .number($0.upper, digits: 5) } ?? .empty, expected.map { .number($0.estimate, digits: 5) } ?? .empty,
                          expected.map { .number($0.lower, digits: 5) } ?? .empty, expected.map { .number($0.upper, digits: 5) } ?? .empty])
        }
        return table.render()
    }

    /// Skill: the best player's final score against the worst's, each as a paired difference from greedy play on the
    /// same deal. Scoring: the inversions by expected number per fresh grid (separated 95% intervals).
    static func answers(_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult], fresh: FreshGridOdds,
                        scoring: ScoringTable) -> [DesignAnswer] {
        var answers: [DesignAnswer] = []
        let paired = zip(configurations, results).compactMap { configuration, result -> (String, RunningStatistics)? in
            guard let statistics = result.statistics("scoreMinusGreedy"), statistics.count > 1 else { return nil }
            return (configuration.label, statistics)
        }
        if paired.count >= 2, let best = paired.max(by: { $0.1.mean < $1.1.mean }), let worst = paired.min(by: { $0.1.mean < $1.1.mean }) {
            func text(_ arm: (String, RunningStatistics)) -> String {
                // Greedy against itself is 0 on every deal: no interval to give, and none printed as [0, 0].
                if arm.1.variance == 0 { return "\(arm.0) \(NumberFormat.fixed(arm.1.mean, digits: 1)) (the same on every deal)" }
                let interval = NumberFormat.meanInterval(arm.1, digits: 1)
                return "\(arm.0) \(NumberFormat.fixed(arm.1.mean, digits: 1))" + (interval.isEmpty ? "" : " (95% interval \(interval))")
            }
            let gap = best.1.mean - worst.1.mean
            let error = (best.1.standardError * best.1.standardError + worst.1.standardError * worst.1.standardError).squareRoot()
            let lower = gap - ConfidenceInterval.z95 * error
            answers.append(DesignAnswer(.skill, verdict: lower > 0 ? .yes : .inconclusive, short: lower > 0 ? "yes: best minus worst \(NumberFormat.fixed(gap, digits: 0)) points a game" : "not shown",
                sentence: (lower > 0 ? "Yes" : "Not shown") + ": final score minus greedy play's on the very same deal, "
                    + text(best) + " against " + text(worst) + "; best minus worst \(NumberFormat.fixed(gap, digits: 1)) points "
                    + "(95% interval \(NumberFormat.fixed(lower, digits: 1)) to \(NumberFormat.fixed(gap + ConfidenceInterval.z95 * error, digits: 1)), "
                    + "combining the two paired intervals as if independent).",
                evidence: [Evidence(figure: "scoreMinusGreedy", anchor: Evidence.Section.metric("scoreMinusGreedy"))]))
        }
        let inversions = fresh.inversions(scoring: scoring)
        let unresolved = fresh.unresolvedPairs(scoring: scoring)
        let widest = inversions.first.map { inversion in
            "; the widest, \(inversion.rarer.hand.name) (\(scoring.points(for: inversion.rarer.hand)) points, "
                + "\(inversion.rarer.expected.map(perGridText) ?? "") per fresh grid) against \(inversion.commoner.hand.name) "
                + "(\(scoring.points(for: inversion.commoner.hand)) points, \(inversion.commoner.expected.map(perGridText) ?? ""))"
        } ?? ""
        answers.append(DesignAnswer(.scoring, verdict: inversions.isEmpty ? .yes : .no, short: inversions.isEmpty ? "in line" : "\(inversions.count) pairs out of line",
            sentence: (inversions.isEmpty ? "In line" : "\(inversions.count) pairs of hands out of line")
                + ": a hand shown rarer on a fresh grid (expected number per grid over \(NumberFormat.grouped(fresh.deals)) deals, 95% intervals "
                + "separated) scoring fewer points" + widest + "; \(unresolved) pairs scoring differently are too close in rarity to order.",
            evidence: [Evidence(figure: "points-by-rarity", anchor: Evidence.Section.game)]))
        return answers
    }
}
