import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Best-arm claims played again on fresh games (`confirm`)

extension RunAnalysis {
    /// The best-arm claims to confirm: every comparison whose leader is shown highest and whose leader's study has
    /// `confirm`, with the games it asks for.
    public var claimsToConfirm: [(comparison: ArmComparison, games: Int)] {
        armComparisons.compactMap { comparison in
            guard comparison.leaderIsHighest,
                  let games = scenario.configurations.first(where: { $0.index == comparison.leadingArm.index })?.confirm else { return nil }
            return (comparison, games)
        }
    }

    /// The configurations to play again, by index in increasing order, with the games each plays: the leader and
    /// its closest rival of every claim to confirm, at the most games any of its claims asks for.
    public var confirmationRequests: [(index: Int, games: Int)] {
        var games: [Int: Int] = [:]
        for (comparison, count) in claimsToConfirm {
            for index in [comparison.leadingArm.index, comparison.closestRival.index] { games[index] = max(games[index] ?? 0, count) }
        }
        return games.keys.sorted().map { ($0, games[$0]!) }
    }

    /// Plays ``confirmationRequests`` from `BalanceReport.confirmationSeed(_:)`; the result is the same whatever
    /// `jobs`. A configuration whose game does not resolve is not played (its claim shows "not played").
    func playConfirmations(jobs: Int, registration: (String) -> GameRegistration?) -> [Int: ConfigurationResult] {
        var played: [Int: ConfigurationResult] = [:]
        for request in confirmationRequests {
            guard let configuration = scenario.configurations.first(where: { $0.index == request.index }),
                  let game = registration(configuration.game) else { continue }
            played[request.index] = game.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: BalanceReport.confirmationSeed(scenario.seed),
                games: request.games, jobs: jobs, maxSteps: scenario.maxSteps))
        }
        return played
    }
}
