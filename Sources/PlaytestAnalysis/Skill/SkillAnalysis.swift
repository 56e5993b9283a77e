import PlaytestStatistics
import PlaytestHarness

/// The Skill section's figures, computed from a run's ladder configurations: a pure function of (scenario, results),
/// so `run` and `merge` (and the gates on `skill.…` figures) read the same numbers.
public enum SkillAnalysis {
    /// Every ladder of the scenario, in the order the ladders first appear.
    /// - Complexity: O(configurations x deals x seats), plus the Bradley-Terry fits.
    public static func ladders(scenario: Scenario, results: [ConfigurationResult]) -> [LadderResult] {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        var order: [Int] = []
        for configuration in scenario.configurations {
            if let number = configuration.ladder?.ladder, !order.contains(number) { order.append(number) }
        }
        return order.compactMap { number in
            let members = zip(scenario.configurations, results).filter { $0.0.ladder?.ladder == number }
            guard let first = members.first?.0, let placement = first.ladder else { return nil }
            let deals = members.map { $0.1.recordedGames.count }.min() ?? 0
            // The round robin's configurations: a ceiling's matches are counted apart.
            let played = members.filter { if case .ceilingMatch = $0.0.ladder!.position { false } else { true } }.count
            var ladder = LadderResult(
                ladder: number, game: first.game, parameters: first.registration.descriptor.changedParameters(first.configuration),
                rungs: placement.rungs, isMatch: placement.isMatch, firstConfiguration: first.index, configurations: played, deals: deals)
            if placement.isMatch {
                fillMatches(&ladder, members: members.map { ($0.0.ladder!, $0.1.recordedGames) })
                if let name = placement.ceiling {
                    ladder.ceiling = matchCeiling(named: name, rungs: placement.rungs, ratings: ladder.ratings,
                                                  members: members.map { ($0.0.ladder!, $0.1.recordedGames) })
                }
            } else {
                fillRungs(&ladder, members: members.map { ($0.0.ladder!, $0.1.recordedGames) })
                if let name = placement.ceiling {
                    ladder.ceiling = ceiling(named: name, rungs: placement.rungs, members: members.map { ($0.0.ladder!, $0.1.recordedGames) })
                }
            }
            ladder.targets = placement.targets.map { target in
                let observed = ladder.winRates.indices.contains(target.row) ? ladder.winRates[target.row][target.column] : nil
                let verdict = observed.flatMap { $0.interval(confidence: 1 - 2 * EquivalenceVerdict.defaultAlpha) }
                    .map { EquivalenceVerdict(interval: $0, reference: target.winRate, margin: placement.margin) }
                return LadderResult.TargetCheck(row: placement.rungs[target.row], column: placement.rungs[target.column], target: target.winRate,
                                                observed: observed, verdict: verdict)
            }
            ladder.trace = placement.trace.map { SkillTrace(settings: $0, ladder: ladder) }
            ladder.families = first.registration.botFamilies.map(\.prefix)
            ladder.searchNote = first.registration.searchNote
            return ladder
        }
    }

    /// A mean of per-deal values as a figure: t on deals - 1.
    static func meanFigure(name: String, label: String, values: [Double]) -> SkillFigure? {
        guard values.count >= 2 else { return nil }
        let statistics = RunningStatistics(values)
        return SkillFigure(name: name, label: label, estimate: statistics.mean,
                           spread: .t(standardError: statistics.standardError, degreesOfFreedom: Double(values.count - 1)), deals: values.count)
    }

    /// A share averaged over deals (values in [0, 1]): Wilson at the effective n (``SkillFigure/Spread/share(standardError:degreesOfFreedom:)``).
    static func shareFigure(name: String, label: String, values: [Double]) -> SkillFigure? {
        guard values.count >= 2 else { return nil }
        let statistics = RunningStatistics(values)
        return SkillFigure(name: name, label: label, estimate: statistics.mean,
                           spread: .share(standardError: statistics.standardError, degreesOfFreedom: Double(values.count - 1)), deals: values.count)
    }

    /// 1 when `a` beats `b`, 0.5 on a tie, 0 when it loses.
    static func result(_ a: Double, _ b: Double) -> Double { a > b ? 1 : a < b ? 0 : 0.5 }
}
