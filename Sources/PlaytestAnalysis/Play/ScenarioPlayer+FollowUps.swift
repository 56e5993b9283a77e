import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Follow-up plays: failures shrunk, claims confirmed

extension ScenarioPlayer {
    /// Plays the follow-ups `results` ask for (``FollowUpRequests``): what `run` and `merge` hand to analysis.
    public func followUps(scenario: Scenario, results: [ConfigurationResult]) -> FollowUpResults {
        playFollowUps(FollowUpRequests(scenario: scenario, results: results), scenario: scenario)
    }

    /// Shrinks each requested failure with `check`'s shrinker (parameters, then choices) within its budget, keeping
    /// the shrink only when it still breaks the invariant, and plays each requested confirmation on ``jobs`` threads
    /// (the same whatever `jobs`). Each configuration plays its own game: nothing is resolved by id.
    public func playFollowUps(_ requests: FollowUpRequests, scenario: Scenario) -> FollowUpResults {
        func configuration(_ index: Int) -> ScenarioConfiguration? { scenario.configurations.first { $0.index == index } }
        var results = FollowUpResults()
        for request in requests.shrinks {
            guard let configuration = configuration(request.configuration) else { continue }
            let checker = InvariantChecker(
                registration: configuration.registration, configuration: configuration.configuration,
                seed: scenario.seed, games: 1, jobs: 1, maxSteps: scenario.maxSteps, shrinkBudget: request.budget)
            let shrunk = checker.shrink(invariant: request.invariant, bots: configuration.bots, game: request.game)
            guard shrunk.result.violation(of: request.invariant) != nil else { continue }
            results.shrunk.append(FollowUpResults.Shrunk(
                configuration: request.configuration, invariant: request.invariant, token: shrunk.token, steps: shrunk.result.steps.count))
        }
        for request in requests.confirmations {
            guard let configuration = configuration(request.configuration) else { continue }
            results.confirmations[request.configuration] = configuration.registration.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: requests.confirmationSeed,
                games: request.games, jobs: jobs, maxSteps: scenario.maxSteps))
        }
        return results
    }
}
