import PlaytestKit

/// What a build makes of a run's first games: the hash of the result of the first ``games`` games of configuration 0,
/// played on one thread. Every shard writes it and `playtest merge` recomputes it, so a part played by a build that
/// plays those games differently (other rules, bots or metrics) is named before its figures are merged.
enum EngineFingerprint {
    /// Games played for the fingerprint.
    static let games = 2

    /// The fingerprint of `scenario` as this build plays it, nil for a scenario of no configuration.
    static func of(_ scenario: Scenario) -> String? {
        guard let first = scenario.configurations.first else { return nil }
        let request = RunRequest(
            configuration: first.configuration, bots: first.bots, seed: scenario.seed, games: min(games, scenario.games), jobs: 1,
            maxSteps: scenario.maxSteps)
        return RunPart.hash(text: ResultArchive.encode(first.registration.run(request)), games: nil, seed: nil, parameters: [])
    }
}
