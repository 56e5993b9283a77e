import PlaytestKit

// MARK: - Shrinking a run's failures before printing them

extension RunCommand {
    /// Replays all the shrinks of one run may spend together, shared evenly among its failures.
    static let shrinkBudget = 10_000
    /// The fewest replays each failure's shrink gets, however many failures there are.
    static let minimumShrinkBudget = 100

    /// The replay command `run` prints for each failure: the first failing game, shrunk with `check`'s shrinker
    /// (parameters, then choices) within a bounded number of replays, and the game as played when shrinking
    /// cannot keep the failure. Returns the token and the steps of its replay.
    static func shrunkFailures(
        _ failures: [(configuration: ScenarioConfiguration, invariant: String, game: Int, violation: Violation, token: ReplayToken)],
        scenario: Scenario
    ) -> [(token: ReplayToken, steps: Int)] {
        let budget = max(minimumShrinkBudget, shrinkBudget / max(1, failures.count))
        return failures.map { failure in
            let checker = InvariantChecker(
                registration: failure.configuration.registration, configuration: failure.configuration.configuration,
                seed: scenario.seed, games: 1, jobs: 1, maxSteps: scenario.maxSteps, shrinkBudget: budget)
            let shrunk = checker.shrink(invariant: failure.invariant, bots: failure.configuration.bots, game: failure.game)
            guard shrunk.result.violation(of: failure.invariant) != nil else { return (failure.token, -1) }
            return (shrunk.token, shrunk.result.steps.count)
        }
    }
}
