import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

/// Gates on the designer's answers (`"metric": "answer.fair", "is": "yes"`), on ``RaceGame``: two seats, seat 0 moving
/// first. The stepper's seat 0 wins every game (unfair, shown); two rollers racing to 200 split the wins within a few
/// points (about 54% to seat 0: fair, shown within the study's 10 points).
@Suite("AnswerGate")
struct AnswerGateTests {
    /// Loads `text` with the race game.
    static func load(_ text: String) throws -> Scenario {
        try ScenarioLoader(games: [RaceGame.registration]).load(text, file: "race.json")
    }

    /// Plays `text` as `playtest run` does (ladder configurations record their games) and analyses it.
    static func analysed(_ text: String) throws -> RunAnalysis {
        let scenario = try load(text)
        let results = scenario.configurations.map { configuration in
            RaceGame.registration.run(ScenarioPlayer.request(for: configuration, in: scenario, jobs: 1))
        }
        return RunAnalysis.analyse(scenario: scenario, scenarioFile: "race.json", results: results, programName: "playtest")
    }

    /// The error message `text` is refused with, or nil when it loads.
    static func error(_ text: String) -> String? {
        do {
            _ = try load(text)
            return nil
        } catch let error as JSONInputError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    static let gates = #"""
        [{"id": "fair", "metric": "answer.fair", "is": "yes"}, {"id": "close", "metric": "answer.close"},
         {"id": "length", "metric": "answer.length"}, {"id": "broke", "metric": "answer.broke"}]
        """#

    @Test("answer gates are read with their question, and `is` defaults to the verdict a designer hopes for")
    func reads() throws {
        let scenario = try Self.load(#"{"name": "race", "games": 10, "studies": [{"game": "race", "bots": ["roller"], "gates": \#(Self.gates)}]}"#)
        let gates = scenario.configurations[0].gates
        #expect(gates.map(\.metric) == [.answer(.fair), .answer(.close), .answer(.length), .answer(.broken)])
        #expect(gates.map(\.expected) == [.yes, .yes, .yes, .no])
        #expect(gates.map(\.boundsText) == ["is yes", "is yes", "is yes", "is no"])
        #expect(gates[0].measured == "answer.fair" && gates[3].measured == "answer.broke")
        #expect(abs(gates[0].intervalConfidence - 0.9) < 1e-12 && gates[2].intervalConfidence == 0.95)
        #expect(AnswerGate.names == ["answer.fair", "answer.close", "answer.skill", "answer.length", "answer.decided-late", "answer.choices", "answer.broke", "answer.never-reached"])
    }

    @Test("on a fair configuration the fair gate passes; on the stepper's, where seat 0 always wins, it fails")
    func fairAndUnfair() throws {
        let text = #"""
            {"name": "race", "seed": 3, "games": 2000, "studies": [
              {"game": "race", "bots": ["roller", "stepper"], "parameters": {"target": 200}, "questions": {"fairMargin": 0.1},
               "gates": \#(Self.gates)}]}
            """#
        let analysis = try Self.analysed(text)
        let roller = analysis.gateResults.filter { $0.configurationLabel.contains("roller") }
        let stepper = analysis.gateResults.filter { $0.configurationLabel.contains("stepper") }
        let fair = try #require(roller.first { $0.gate.id == "fair" })
        #expect(fair.verdict == .pass, "\(fair.method)")
        #expect(fair.method.hasPrefix("the fair answer:") && fair.method.hasSuffix("the answer is yes"))
        // The interval is the furthest group's 90% interval the TOST read, inside an equal share ± 10 points.
        let interval = try #require(fair.interval)
        #expect(interval.lower >= 0.4 && interval.upper <= 0.6 && interval.lower < interval.upper)
        let unfair = try #require(stepper.first { $0.gate.id == "fair" })
        #expect(unfair.verdict == .fail && unfair.interval?.estimate == 1, "\(unfair.method)")
        #expect(unfair.method.hasSuffix("the answer is no"))
        // The stepper's games all end 200 to 198: close within 10% of the winning score, and never at the step cap.
        #expect(stepper.first { $0.gate.id == "close" }?.verdict == .pass)
        #expect(analysis.gateResults.filter { $0.gate.id == "length" || $0.gate.id == "broke" }.allSatisfy { $0.verdict == .pass })
        // The gate reads the same per-configuration verdict as answers.csv's configuration rows.
        let design = try #require(analysis.verdicts.game("race"))
        #expect(design.fairness.map(\.verdict) == [.yes, .no])
        #expect(!analysis.allHeld)
    }

    @Test("`is: no` turns the verdict round; a question that does not apply is INCONCLUSIVE and says why")
    func expectedAndNotApplicable() throws {
        let text = #"""
            {"name": "race", "seed": 3, "games": 200, "studies": [
              {"game": "race", "bots": ["stepper"], "gates": [{"id": "unfair", "metric": "answer.fair", "is": "no"}]}]}
            """#
        let analysis = try Self.analysed(text)
        #expect(analysis.gateResults.map(\.verdict) == [.pass])
        #expect(AnswerGate.verdict(.inconclusive, expected: .yes) == .inconclusive)
        #expect(AnswerGate.verdict(.notApplicable, expected: .no) == .inconclusive)
        #expect(AnswerGate.verdict(.yes, expected: .no) == .fail)
        // One game: no interval of the margin over games, so the close question does not apply.
        let configuration = try Self.load(#"{"name": "r", "games": 2, "studies": [{"game": "race", "bots": ["roller"], "gates": [{"id": "c", "metric": "answer.close"}]}]}"#)
            .configurations[0]
        let empty = GateEvaluation.evaluate(configuration, result: RaceGame.registration.run(
            RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: 1, games: 1)))
        #expect(empty.map(\.verdict) == [.inconclusive])
        #expect(empty[0].method.hasPrefix("not applicable: "), "\(empty[0].method)")
    }

    @Test("the skill answer gates a ladder once, on its first configuration: the declared order fails at mixer")
    func skill() throws {
        let text = #"""
            {"name": "race", "seed": 3, "games": 300, "studies": [
              {"game": "race", "ladder": {"rungs": ["stepper", "roller", "mixer"]}, "gates": [{"id": "ordered", "metric": "answer.skill"}]}]}
            """#
        let analysis = try Self.analysed(text)
        #expect(analysis.gateResults.count == 1)
        let gate = try #require(analysis.gateResults.first)
        #expect(gate.verdict == .fail, "\(gate.method)")
        #expect(gate.method.contains("stepper < roller < mixer") && gate.method.contains("the step read: skill."), "\(gate.method)")
        #expect(gate.method.hasSuffix("the answer is no") && gate.interval != nil)
    }

    @Test("the Gates table, gates.csv and stdout show the answer required and the answer's test")
    func rendered() throws {
        let text = #"{"name": "race", "seed": 3, "games": 100, "studies": [{"game": "race", "bots": ["stepper"], "gates": \#(Self.gates)}]}"#
        let report = BalanceReport(analysis: try Self.analysed(text))
        let files = report.render()
        let csv = try BalanceReportTests.file("gates.csv", in: files)
        #expect(csv.hasPrefix("scenario,seed,configuration,label,gate,metric,ratioTo,atLeast,atMost,is,confidence,"))
        #expect(csv.contains("race stepper,fair,answer.fair,,,,yes,0.900000,"), "\(csv)")
        let markdown = try BalanceReportTests.file("report.md", in: files)
        #expect(markdown.contains("| answer.fair | is yes |") && markdown.contains("90% (TOST, 5% each side)"))
        #expect(markdown.contains("A gate on a designer's answer"))
        let line = BalanceReport.gateLine(try #require(report.gateResults.first { $0.gate.id == "broke" }))
        #expect(line.hasPrefix("PASS broke in #0 race stepper: answer.broke = 0 [0, 0] exact, required is no;"), "\(line)")
        #expect(line.hasSuffix("; the broke answer: games in which an invariant broke, summed over invariants, exact; the answer is no"), "\(line)")
        // JUnit carries the same line in a failing gate's <failure>.
        let junit = JUnitReport(report: report).render()
        let fair = BalanceReport.gateLine(try #require(report.gateResults.first { $0.gate.id == "fair" }))
        #expect(fair.hasPrefix("FAIL fair") && fair.hasSuffix("the answer is no"), "\(fair)")
        #expect(junit.contains("name=\"gate fair\""), "\(junit)")
    }

    @Test("a bad answer gate names the file, the JSON path and the fix", arguments: [
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.fiar"}]"#, #"$.studies[0].gates[0].metric "answer.fiar" is not an answer"#, #"did you mean "answer.fair"?"#),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.scoring"}]"#, "is a game's own answer", "answer.never-reached"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.fair", "is": "Yes"}]"#, "$.studies[0].gates[0].is", #"did you mean "yes"?"#),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.fair", "is": "maybe"}]"#, "$.studies[0].gates[0].is", "allowed: yes, no"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "steps", "is": "yes"}]"#, #"$.studies[0].gates[0].is is given for a gate on the figure "steps""#, "answer.fair"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.fair", "atMost": 1}]"#, "$.studies[0].gates[0].atMost is given for a gate on the answer", "whole condition"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.close", "confidence": 0.99}]"#, "$.studies[0].gates[0].confidence", "its own level"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.fair", "margin": 0.1}]"#, "$.studies[0].gates[0].margin", "fairMargin"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.fair", "iss": "yes"}]"#, "$.studies[0].gates[0].iss is not a known key", #"did you mean "is"?"#),
        (#""bots": [{"0": "stepper", "*": "roller"}], "gates": [{"id": "a", "metric": "answer.fair"}]"#, "seats different bots (0=stepper,*=roller)", "one bot holds every seat"),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.skill"}]"#, "not a ladder", "\"ladder\""),
        (#""bots": ["roller"], "gates": [{"id": "a", "metric": "answer.never-reached"}]"#, "declares no coverage labels", "remove the gate"),
        (#""ladder": {"rungs": ["stepper", "roller"]}, "gates": [{"id": "a", "metric": "answer.fair"}]"#, "of a ladder's matches", "one bot holds every seat"),
    ])
    func badGate(study: String, problem: String, fix: String) throws {
        let message = try #require(Self.error(#"{"name": "race", "studies": [{"game": "race", \#(study)}]}"#))
        #expect(message.hasPrefix("race.json"), "\(message)")
        #expect(message.contains(problem), "\(message)")
        #expect(message.contains(fix), "\(message)")
    }

    @Test("fair and close are refused in a game of one seat")
    func oneSeat() throws {
        let text = ScenarioLoaderTests.withStudy(#", "bots": ["random"], "gates": [{"id": "a", "metric": "answer.close"}]"#)
        let message = try #require(ScenarioLoaderTests.error(text))
        #expect(message.contains("asks \"Is it close?\" of toy with one seat"), "\(message)")
    }
}
