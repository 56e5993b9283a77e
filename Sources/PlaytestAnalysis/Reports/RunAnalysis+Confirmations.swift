import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Best-arm claims played again on fresh games (`confirm`)

extension RunAnalysis {
    /// The best-arm claims to confirm: every comparison whose leader is shown highest and whose leader's study has
    /// `confirm`, with the games it asks for.
    public var claimsToConfirm: [(comparison: ArmComparison, games: Int)] {
        Self.claimsToConfirm(scenario: scenario, comparisons: armComparisons)
    }

    /// The configurations to play again, by index in increasing order, with the games each plays: the leader and
    /// its closest rival of every claim to confirm, at the most games any of its claims asks for.
    public var confirmationRequests: [(index: Int, games: Int)] {
        Self.confirmationRequests(scenario: scenario, comparisons: armComparisons)
    }

    /// Every claim to confirm among `comparisons`: each comparison whose leader is shown highest and whose leader's
    /// study has `confirm`, with the games it asks for.
    static func claimsToConfirm(scenario: Scenario, comparisons: [ArmComparison]) -> [(comparison: ArmComparison, games: Int)] {
        comparisons.compactMap { comparison in
            guard comparison.leaderIsHighest,
                  let games = scenario.configurations.first(where: { $0.index == comparison.leadingArm.index })?.confirm else { return nil }
            return (comparison, games)
        }
    }

    /// The configurations the claims to confirm among `comparisons` play again (see ``confirmationRequests``): what
    /// the play stage is asked for (``FollowUpRequests``).
    static func confirmationRequests(scenario: Scenario, comparisons: [ArmComparison]) -> [(index: Int, games: Int)] {
        var games: [Int: Int] = [:]
        for (comparison, count) in claimsToConfirm(scenario: scenario, comparisons: comparisons) {
            for index in [comparison.leadingArm.index, comparison.closestRival.index] { games[index] = max(games[index] ?? 0, count) }
        }
        return games.keys.sorted().map { ($0, games[$0]!) }
    }
}
