import PlaytestStatistics
import PlaytestHarness
import PlaytestProperties

// MARK: - What broke, and what was never reached

extension DesignAnalysis {
    /// "What broke?": the invariants broken (verdict yes), or none (no), with the 95% upper bound on the share of games
    /// that break one.
    static func brokenAnswer(_ results: [ConfigurationResult]) -> DesignAnswer {
        let games = results.reduce(0) { $0 + $1.games }
        var broken: [(name: String, games: Int)] = []
        for result in results {
            for tally in result.tallies where tally.brokenGames > 0 {
                if let position = broken.firstIndex(where: { $0.name == tally.info.name }) {
                    broken[position].games += tally.brokenGames
                } else {
                    broken.append((tally.info.name, tally.brokenGames))
                }
            }
        }
        guard !broken.isEmpty else {
            let upper = ConfidenceInterval.wilson(successes: 0, trials: games).map { NumberFormat.percent($0.upper, digits: 2) } ?? "?"
            return DesignAnswer(.broken, verdict: .no, short: "nothing",
                                sentence: "Nothing: every invariant held in all \(NumberFormat.counted(games, "game")) (the share of games that "
                                    + "break one is below \(upper), the Wilson 95% upper bound).",
                                evidence: [Evidence(figure: "invariants", anchor: Evidence.Section.invariants)])
        }
        let list = broken.map { "`\($0.name)` in \(NumberFormat.counted($0.games, "game"))" }.joined(separator: ", ")
        return DesignAnswer(.broken, verdict: .yes, short: "\(NumberFormat.counted(broken.count, "invariant")) broke",
                            sentence: "\(NumberFormat.counted(broken.count, "invariant")) broke: \(list) of \(NumberFormat.grouped(games)); "
                                + "see First failures for the replay commands.",
                            evidence: [Evidence(figure: "invariants", anchor: Evidence.Section.firstFailures)])
    }

    /// "What was never reached?": coverage labels no configuration reached in any game (verdict yes), then those
    /// under 1% everywhere (inconclusive when only those), else no.
    static func unreachedAnswer(_ results: [ConfigurationResult]) -> DesignAnswer {
        var labels: [CoverageInfo] = []
        for result in results { for tally in result.coverage where !labels.contains(tally.info) { labels.append(tally.info) } }
        let games = results.reduce(0) { $0 + $1.games }
        let never = labels.filter { info in results.allSatisfy { ($0.coverage.first { $0.info == info }?.games ?? 0) == 0 } }
        let rare = labels.filter { info in
            !never.contains(info) && (results.compactMap { $0.coverage.first { $0.info == info }?.interval?.estimate }.max() ?? 0) < 0.01
        }
        let evidence = [Evidence(figure: "coverage", anchor: Evidence.Section.coverage)]
        guard !labels.isEmpty else {
            return DesignAnswer(.unreached, verdict: .notApplicable, short: "no coverage labels",
                                sentence: "The game declares no coverage labels, so nothing is known to be missed.")
        }
        guard !never.isEmpty || !rare.isEmpty else {
            return DesignAnswer(.unreached, verdict: .no, short: "nothing", sentence: "Nothing: each of the \(labels.count) situations the invariants need "
                + "was reached in at least 1% of some configuration's games.", evidence: evidence)
        }
        var parts: [String] = []
        if !never.isEmpty {
            let upper = ConfidenceInterval.wilson(successes: 0, trials: games).map { NumberFormat.percent($0.upper, digits: 2) } ?? "?"
            parts.append("never in \(NumberFormat.counted(games, "game")) (each below \(upper) of games, Wilson 95%): "
                + never.map { "`\($0.name)`" }.joined(separator: ", "))
        }
        if !rare.isEmpty { parts.append("under 1% of games everywhere: " + rare.map { "`\($0.name)`" }.joined(separator: ", ")) }
        let short = [never.isEmpty ? nil : "\(never.count) never", rare.isEmpty ? nil : "\(rare.count) under 1%"].compactMap { $0 }.joined(separator: ", ")
        return DesignAnswer(.unreached, verdict: never.isEmpty ? .inconclusive : .yes, short: short + " of \(labels.count) situations",
                            sentence: "Situations the invariants need, reached " + parts.joined(separator: "; ")
                                + "; the invariants that need them hold vacuously here (a checking bot reaches most of them).",
                            evidence: evidence)
    }
}
