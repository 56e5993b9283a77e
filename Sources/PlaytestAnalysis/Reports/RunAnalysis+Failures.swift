import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Invariant failures, shrunk, with their replay tokens

extension RunAnalysis {
    /// The first failing game of every broken invariant in every configuration, with the token of the game as played.
    static func firstFailures(scenario: Scenario, results: [ConfigurationResult]) -> [InvariantFailure] {
        zip(scenario.configurations, results).flatMap { configuration, result in
            result.tallies.compactMap { tally in
                tally.first.map { first in
                    InvariantFailure(
                        configuration: configuration, invariant: tally.info.name, game: first.game, violation: first.violation,
                        token: RunRequest(
                            configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                            games: scenario.games, maxSteps: scenario.maxSteps).token(game: first.game, gameID: configuration.game))
                }
            }
        }
    }

    /// Each failure with the token `run` prints: its game as play shrank it (``FollowUpResults/shrunk``), or the game
    /// as played when no shrink kept the failure (or none was played).
    static func failures(_ failures: [InvariantFailure], followUps: FollowUpResults) -> [InvariantFailure] {
        failures.map { failure in
            guard let shrunk = followUps.shrunk(configuration: failure.configuration.index, invariant: failure.invariant) else { return failure }
            return InvariantFailure(
                configuration: failure.configuration, invariant: failure.invariant, game: failure.game, violation: failure.violation,
                token: failure.token, shrunkToken: shrunk.token, shrunkSteps: shrunk.steps)
        }
    }
}
