import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Invariant failures, shrunk, with their replay tokens

extension RunAnalysis {
    /// Replays all the shrinks of one run may spend together, shared evenly among its failures.
    public static let shrinkBudget = 10_000
    /// The fewest replays each failure's shrink gets, however many failures there are.
    public static let minimumShrinkBudget = 100

    /// The first failing game of every broken invariant in every configuration, with the token of the game as played.
    static func firstFailures(scenario: Scenario, results: [ConfigurationResult]) -> [InvariantFailure] {
        zip(scenario.configurations, results).flatMap { configuration, result in
            result.tallies.compactMap { tally in
                tally.first.map { first in
                    InvariantFailure(
                        configuration: configuration, invariant: tally.info.name, game: first.game, violation: first.violation,
                        token: ReplayToken(
                            game: configuration.game, configuration: configuration.configuration, bots: configuration.bots,
                            source: .stream(seed: scenario.seed, game: UInt64(first.game)), maxSteps: scenario.maxSteps))
                }
            }
        }
    }

    /// Each failure with the token `run` prints: its game shrunk with `check`'s shrinker (parameters, then choices)
    /// within a bounded number of replays, or the game as played when shrinking cannot keep the failure (or its
    /// game does not resolve).
    static func shrunk(
        _ failures: [InvariantFailure], scenario: Scenario, registration: (String) -> GameRegistration?
    ) -> [InvariantFailure] {
        let budget = max(minimumShrinkBudget, shrinkBudget / max(1, failures.count))
        return failures.map { failure in
            guard let game = registration(failure.configuration.game) else { return failure }
            let checker = InvariantChecker(
                registration: game, configuration: failure.configuration.configuration,
                seed: scenario.seed, games: 1, jobs: 1, maxSteps: scenario.maxSteps, shrinkBudget: budget)
            let shrunk = checker.shrink(invariant: failure.invariant, bots: failure.configuration.bots, game: failure.game)
            guard shrunk.result.violation(of: failure.invariant) != nil else { return failure }
            return InvariantFailure(
                configuration: failure.configuration, invariant: failure.invariant, game: failure.game, violation: failure.violation,
                token: failure.token, shrunkToken: shrunk.token, shrunkSteps: shrunk.result.steps.count)
        }
    }
}
