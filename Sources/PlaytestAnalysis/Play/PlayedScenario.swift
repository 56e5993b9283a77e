import PlaytestHarness

/// What the play stage hands to analysis: the scenario, one result per configuration and the follow-up plays.
public struct PlayedScenario: Sendable {
    /// The scenario played.
    public let scenario: Scenario
    /// One result per configuration, in the scenario's order.
    public let results: [ConfigurationResult]
    /// The failures shrunk and the claims played again, as the results asked.
    public let followUps: FollowUpResults

    /// Pairs a scenario with its results (one per configuration, in order) and their follow-ups.
    public init(scenario: Scenario, results: [ConfigurationResult], followUps: FollowUpResults) {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        self.scenario = scenario
        self.results = results
        self.followUps = followUps
    }
}
