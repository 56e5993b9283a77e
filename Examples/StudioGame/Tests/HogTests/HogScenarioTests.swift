import Hog
import PlaytestKit
import Testing

/// A Hog scenario through Playtest's four stages from this test target: plan, play, analyse, render.
@Suite struct HogScenarioTests {
    static func scenario(rules: String) -> String {
        #"{"name": "hog-gate", "seed": 1, "games": 100, "rules": ""# + rules + #"", "studies": [{"game": "hog", "bots": ["greedy"], "#
            + #""sweep": {"players": [2, 3]}, "gates": [{"id": "noBrokenInvariant", "metric": "invariants", "atMost": 0}]}]}"#
    }

    @Test func documentedRulesPassTheGate() throws {
        let scenario = try ScenarioLoader(games: [HogGame.registration]).load(Self.scenario(rules: "documented"), file: "hog-gate.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        let analysis = RunAnalysis.analyse(played, scenarioFile: "hog-gate.json", programName: "hog-playtest")
        #expect(analysis.gateResults.count == 2 && analysis.gateResults.allSatisfy(\.passes))
        #expect(BalanceReport(analysis: analysis).renderFolder().contains { $0.name == "report.md" })
    }

    @Test func shippedRulesFailItWithAShrunkReplay() throws {
        let scenario = try ScenarioLoader(games: [HogGame.registration]).load(Self.scenario(rules: "shipped"), file: "hog-gate.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        let analysis = RunAnalysis.analyse(played, scenarioFile: "hog-gate.json", programName: "hog-playtest")
        #expect(analysis.gateResults.contains { !$0.passes })
        let failure = try #require(analysis.failures.first { $0.invariant == "snakeEyesEmptiesBank" })
        #expect(failure.shrunkSteps != nil, "play shrank it")
        let report = try #require(BalanceReport(analysis: analysis).renderFolder().first { $0.name == "report.md" })
        #expect(report.contents.contains("hog-playtest replay pt3:hog:shipped:"))
    }
}
