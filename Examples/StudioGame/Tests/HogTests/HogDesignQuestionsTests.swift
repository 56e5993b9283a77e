import Hog
import PlaytestKit
import Testing

/// Hog has no report code of its own, yet its report answers the designer's questions: Playtest's analysis asks
/// fair, close, length and skill of any game with seats and outcomes.
@Suite struct HogDesignQuestionsTests {
    /// Greedy in every seat at two players, and the first two rungs of the ladder as a round robin.
    static let scenario = #"""
    {"name": "hog-questions", "seed": 1, "games": 200, "studies": [
      {"game": "hog", "bots": ["greedy"], "parameters": {"players": 2}},
      {"game": "hog", "ladder": {"rungs": ["holdAt20", "greedy"]}, "parameters": {"players": 2}}
    ]}
    """#

    /// The scenario played as `hog-playtest run` plays it, then analysed once.
    static func analysed() throws -> RunAnalysis {
        let scenario = try ScenarioLoader(games: [HogGame.registration]).load(scenario, file: "hog-questions.json")
        let results = scenario.configurations.map { configuration in
            var request = RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                                     games: scenario.games, maxSteps: scenario.maxSteps)
            request.recordsGames = configuration.ladder != nil
            return HogGame.registration.run(request)
        }
        return RunAnalysis.analyse(scenario: scenario, scenarioFile: "hog-questions.json", results: results, programName: "hog-playtest")
    }

    @Test func hogIsAskedFairCloseLengthAndSkill() throws {
        let analysis = try Self.analysed()
        let hog = try #require(analysis.verdicts.game("hog"))
        for question in [DesignAnswer.Question.fair, .close, .length, .skill] {
            let answer = try #require(hog.answer(question), "\(question) is answered")
            #expect(answer.verdict != .notApplicable, "\(question): \(answer.sentence)")
            #expect(!answer.evidence.isEmpty, "\(question) names the figures it rests on")
        }
        // Seat 0 rolls first: the fairness test reads its share of the wins against an equal share, seat by seat.
        let fairness = try #require(hog.fairness.first)
        #expect(fairness.groups.map(\.key) == ["seat 0", "seat 1"])
        #expect(fairness.groups.allSatisfy { $0.reference == 0.5 })
        // The strongest rung is named from the figures (at two players on these deals, whichever it is), and its edge
        // is read against the weakest; the turns come from Hog's own `turns` measure.
        let ladder = try #require(hog.ladders.first)
        let edge = try #require(ladder.edge)
        #expect(edge.estimate > 0.5, "the strongest rung wins most of its games against the weakest")
        #expect(hog.answer(.skill)?.sentence.contains("\(ladder.strongest) is the strongest rung") == true)
        #expect((ladder.strongest == "greedy") == (ladder.order != .no), "the declared order holdAt20 < greedy fails exactly when holdAt20 is stronger")
        #expect(hog.lengths.first?.turns?.name == "turns")
        let report = try #require(BalanceReport(analysis: analysis).render().first { $0.name == "report.md" }?.contents)
        #expect(report.contains("**Is it fair?**") && report.contains("**Is it close?**") && report.contains("## Length and closeness"))
    }
}
