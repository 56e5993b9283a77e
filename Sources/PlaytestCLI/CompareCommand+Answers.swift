import PlaytestKit

// MARK: - The designer's answers of both arms

extension CompareCommand {
    /// Plays every configuration of both arms once more as a whole run (on A's seed, step cap and quality settings, each
    /// pair the games its comparison played, the same games as the pairs) and answers each arm's design questions with
    /// the analyse stage, the game's own answers included: what a report of each arm would answer, side by side.
    ///
    /// `progress` gets the games played so far in this phase.
    static func answers(
        _ a: Scenario, _ b: Scenario, games: [Int], files: [String], jobs: Int, catalog: GameCatalog, progress: @escaping @Sendable (Int) -> Void
    ) -> AnswerComparison {
        let perArm = games.reduce(0, +)
        func verdicts(_ scenario: Scenario, file: String, before: Int) -> RunVerdicts {
            var arm = scenario
            arm.seed = a.seed
            arm.games = a.games
            arm.maxSteps = a.maxSteps
            arm.idealSteps = a.idealSteps
            arm.tracksQuality = a.tracksQuality
            var played = before
            let results = arm.configurations.enumerated().map { index, configuration in
                var request = ScenarioPlayer.request(for: configuration, in: arm, jobs: jobs)
                request.games = games[index]
                // The answers read no series: leave them out, as the pairs do.
                request.series = []
                let start = played
                request.progress = { finished in progress(start + finished) }
                played += games[index]
                return configuration.registration.run(request)
            }
            return RunAnalysis.analyse(scenario: arm, scenarioFile: file, results: results, sections: catalog.reportSections,
                                       programName: catalog.programName).verdicts
        }
        return AnswerComparison(verdicts(a, file: files[0], before: 0), verdicts(b, file: files[1], before: perArm))
    }
}
