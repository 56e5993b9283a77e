import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

/// The quality measures reach a scenario's gates by name, and `idealSteps` adds `quality.duration`.
@Suite("Quality gates")
struct QualityGateTests {
    static func scenario(idealSteps: String = "\"idealSteps\": [5, 10],", gates: String) throws -> Scenario {
        try ScenarioLoader(games: [DuelGame.registration]).load(
            """
            {"name": "duel", "games": 20, \(idealSteps) "studies": [{"game": "duel", "bots": ["first"], "gates": [\(gates)]}]}
            """, file: "duel.json")
    }

    @Test("Gates on quality.leadChange, quality.decisiveness and quality.duration pass or fail on the duel's hand-computed values")
    func gates() throws {
        let scenario = try Self.scenario(gates: """
            {"id": "lively", "metric": "quality.leadChange", "between": [0.2, 0.8]},
            {"id": "earlyDecided", "metric": "quality.decisiveness", "atMost": 0.5},
            {"id": "rightLength", "metric": "quality.duration", "atLeast": 0.5}
            """)
        #expect(scenario.idealSteps == 5...10)
        let configuration = scenario.configurations[0]
        var request = RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed, games: scenario.games)
        request.idealSteps = scenario.idealSteps
        let result = configuration.registration.run(request)
        let verdicts = GateEvaluation.evaluate(configuration, result: result)
        #expect(verdicts.map(\.verdict) == [.pass, .fail, .pass])
        #expect(verdicts[0].interval?.estimate == 0.5)
        #expect(verdicts[1].interval?.estimate == 0.75)
    }

    @Test("quality.duration is a metric only when the scenario sets idealSteps")
    func durationNeedsARange() {
        #expect(throws: JSONInputError.self) {
            try Self.scenario(idealSteps: "", gates: #"{"id": "rightLength", "metric": "quality.duration", "atLeast": 0.5}"#)
        }
    }

    @Test("\"quality\": false turns the measures off: the scenario says so, and its gates may not name them")
    func optOut() throws {
        let scenario = try Self.scenario(idealSteps: "\"quality\": false,", gates: "")
        #expect(!scenario.tracksQuality)
        #expect(try Self.scenario(gates: "").tracksQuality)
        #expect(throws: JSONInputError.self) {
            try Self.scenario(idealSteps: "\"quality\": false,", gates: #"{"id": "lively", "metric": "quality.leadChange", "atLeast": 0.1}"#)
        }
    }

    @Test("A bad idealSteps is refused naming the field", arguments: ["[10, 5]", "[5]", "[0, 5]"])
    func badRange(text: String) {
        do {
            _ = try Self.scenario(idealSteps: "\"idealSteps\": \(text),", gates: "")
            Issue.record("accepted \(text)")
        } catch {
            #expect("\(error)".contains("idealSteps"))
        }
    }
}

/// The quality measures reach `compare` and `tune`, which read each game's value of every metric a study can name.
@Suite("Quality per game")
struct QualityPerGameTests {
    @Test("Each game's quality.leadChange and quality.decisiveness are the duel's hand-computed 0.5 and 0.75")
    func perGame() throws {
        let request = RunRequest(configuration: DuelGame.descriptor.defaultConfiguration, bots: BotAssignment("first"), seed: 1, games: 3)
        let values = DuelGame.registration.perGameValues(request)
        let lead = try #require(values.metrics.firstIndex(of: "quality.leadChange"))
        let decisiveness = try #require(values.metrics.firstIndex(of: "quality.decisiveness"))
        #expect(values.values.map { $0[lead] } == [0.5, 0.5, 0.5])
        #expect(values.values.map { $0[decisiveness] } == [0.75, 0.75, 0.75])
    }
}
