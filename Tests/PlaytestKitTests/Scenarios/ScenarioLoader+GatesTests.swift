import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ScenarioLoader gates")
struct ScenarioLoaderGatesTests {
    static func study(_ gates: String) -> String {
        ScenarioLoaderTests.withStudy(#", "bots": ["random"], "gates": \#(gates)"#)
    }

    @Test("gates are read into every configuration of their study, with defaults")
    func reads() throws {
        let text = ScenarioLoaderTests.withStudy(#"""
            , "bots": ["random", "inc"], "gates": [
              {"id": "quits", "metric": "quitRate", "between": [0.1, 0.5]},
              {"id": "clean", "metric": "invariants", "atMost": 0, "inconclusive": "pass", "confidence": 0.99},
              {"id": "ratio", "metric": "ticks", "ratioTo": "finalCounter", "atLeast": 0.1, "sequential": true, "maxGames": 5000}]
            """#)
        let scenario = try ScenarioLoaderTests.load(text)
        #expect(scenario.configurations.count == 2)
        #expect(scenario.hasGates)
        let gates = scenario.configurations[1].gates
        #expect(gates.map(\.id) == ["quits", "clean", "ratio"])
        #expect(gates[0] == Gate(id: "quits", metric: .measurement("quitRate"), atLeast: 0.1, atMost: 0.5))
        #expect(gates[1].confidence == 0.99 && gates[1].inconclusivePasses && gates[1].metric == .invariants)
        #expect(gates[2].ratioTo == .measurement("finalCounter") && gates[2].sequentialMaxGames == 5000)
        #expect(gates[0].confidence == 0.95 && !gates[0].inconclusivePasses && !gates[0].isSequential)
    }

    @Test("an equivalence gate reads its margin (default 5 points) into bounds; a range is read as given")
    func equivalenceAndRange() throws {
        let text = ScenarioLoaderTests.withStudy(#"""
            , "bots": ["random"], "gates": [
              {"id": "fair", "metric": "quitRate", "equivalentTo": 0.5},
              {"id": "close", "metric": "quitRate", "equivalentTo": 0.2, "margin": 0.1, "confidence": 0.9},
              {"id": "seq", "metric": "ticks", "atMost": 50, "sequential": true, "maxGames": 4000, "range": [0, 100]}]
            """#)
        let gates = try ScenarioLoaderTests.load(text).configurations[0].gates
        #expect(gates[0].isEquivalenceTest && gates[0].atLeast == 0.45 && gates[0].atMost == 0.55)
        #expect(abs(gates[0].intervalConfidence - 0.9) < 1e-12)
        #expect(abs(gates[1].atLeast! - 0.1) < 1e-12 && abs(gates[1].atMost! - 0.3) < 1e-12 && abs(gates[1].intervalConfidence - 0.8) < 1e-12)
        #expect(gates[2].range == 0...100 && !gates[2].isEquivalenceTest && gates[2].intervalConfidence == 0.95)
    }

    @Test("a bad gate names the file, the JSON path and the fix", arguments: [
        (#"[{"id": "a", "metric": "quitRat", "atMost": 1}]"#, #"$.studies[0].gates[0].metric "quitRat" is not a metric of toy"#, #"did you mean "quitRate"?"#),
        (#"[{"id": "a", "metric": "quitRate", "ratioTo": "tick", "atMost": 1}]"#, "$.studies[0].gates[0].ratioTo", #"did you mean "ticks"?"#),
        (#"[{"id": "a", "metric": "quitRate"}]"#, "$.studies[0].gates[0] has no bound", "add \"between\""),
        (#"[{"id": "a", "metric": "quitRate", "between": [1, 2, 3]}]"#, "$.studies[0].gates[0].between has 3 values", "give two numbers"),
        (#"[{"id": "a", "metric": "quitRate", "between": [0.6, 0.5]}]"#, "low bound 0.6 above its high bound 0.5", "swap"),
        (#"[{"id": "a", "metric": "quitRate", "atMost": 1, "sequential": true}]"#, "$.studies[0].gates[0].maxGames is missing", "e.g. 20000"),
        (#"[{"id": "a", "metric": "quitRate", "atMost": 1, "maxGames": 10}]"#, "$.studies[0].gates[0].maxGames", "\"sequential\": true"),
        (#"[{"id": "a", "metric": "quitRate", "atMost": 1, "confidence": 95}]"#, "$.studies[0].gates[0].confidence", "0.5"),
        (#"[{"id": "a", "metric": "quitRate", "atMost": 1, "inconclusive": "ok"}]"#, "$.studies[0].gates[0].inconclusive", "pass"),
        (#"[{"id": "a", "metric": "quitRate", "atmost": 1}]"#, "$.studies[0].gates[0].atmost is not a known key", #"did you mean "atMost"?"#),
        (#"[{"id": "a", "metric": "quitRate", "atMost": 1}, {"id": "a", "metric": "ticks", "atMost": 1}]"#, "$.studies[0].gates[1].id repeats", "its own id"),
        (#"[{"id": "a b", "metric": "quitRate", "atMost": 1}]"#, "$.studies[0].gates[0].id", "letters, digits"),
        (#"[{"metric": "quitRate", "atMost": 1}]"#, "$.studies[0].gates[0].id is missing", "add \"id\""),
        (#"[{"id": "a", "metric": "ticks", "atMost": 1, "range": [5]}]"#, "$.studies[0].gates[0].range has 1 values", "e.g. [0, 150]"),
        (#"[{"id": "a", "metric": "ticks", "atMost": 1, "range": [5, 5]}]"#, "$.studies[0].gates[0].range is [5.0, 5.0]", "[lowest, highest]"),
        (#"[{"id": "a", "metric": "quitRate", "margin": 0.1, "atMost": 1}]"#, "$.studies[0].gates[0].margin is given without", "\"equivalentTo\""),
        (#"[{"id": "a", "metric": "quitRate", "equivalentTo": 0.5, "atMost": 1}]"#, "$.studies[0].gates[0].equivalentTo is given with bounds", "either"),
        (#"[{"id": "a", "metric": "quitRate", "equivalentTo": 0.5, "margin": 0}]"#, "$.studies[0].gates[0].margin is 0", "e.g. 0.05"),
        (#"[{"id": "a", "metric": "quitRate", "equivalentTo": 0.5, "margin": -1}]"#, "$.studies[0].gates[0].margin", "0"),
    ])
    func badGate(gates: String, problem: String, fix: String) throws {
        let message = try #require(ScenarioLoaderTests.error(Self.study(gates)))
        #expect(message.contains(problem), "\(message)")
        #expect(message.contains(fix), "\(message)")
    }
}
