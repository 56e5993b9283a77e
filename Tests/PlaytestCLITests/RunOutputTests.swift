import Foundation
import Testing
import PlaytestBuiltInGames
@testable import PlaytestCLI
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("RunOutput")
struct RunOutputTests {
    /// The small dice scenario on the shipped rules (so invariants break), loaded as `s.json`, and its results.
    static func shippedDiceRun() throws -> (Scenario, [ConfigurationResult]) {
        let scenario = try ScenarioLoader(games: BuiltInGames.all).load(
            smallDiceScenario.replacingOccurrences(of: "\"games\": 12,", with: "\"games\": 12, \"rules\": \"shipped\","), file: "s.json")
        let results = scenario.configurations.map { configuration in
            configuration.registration.run(RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed, games: scenario.games))
        }
        return (scenario, results)
    }

    @Test("writes the report of the results given, prints the summary under the command's name, and returns the verdict")
    func writesAndSummarises() throws {
        let harness = try CommandHarness()
        let (scenario, results) = try Self.shippedDiceRun()
        let io = CommandIO(writeOut: { _ in }, writeError: { _ in }, errorIsTerminal: false, currentDirectory: harness.directory)
        let out = try OutputFolder(typed: "out", io: io, createsParents: false, command: "playtest merge")
        let lines = Captured()
        let capturing = CommandIO(
            writeOut: { text in lines.append(text) }, writeError: { _ in }, errorIsTerminal: false, currentDirectory: harness.directory)
        let status = try RunOutput.write(scenario: scenario, scenarioFile: "s.json", results: results, out: out, io: capturing,
                                          followUps: ScenarioPlayer().followUps(scenario: scenario, results: results), sections: BuiltInGames.reportSections,
                                          command: "merge", program: "playtest")
        #expect(status == .failure)
        #expect(lines.current.hasPrefix("merge small: 4 configurations x 12 games, seed 3\n"), "\(lines.current)")
        #expect(lines.current.contains("replay: playtest replay pt3:dice:shipped:"))
        let report = String(decoding: try #require(harness.files(in: "out")["report.md"]), as: UTF8.self)
        #expect(report.contains("small (s.json)"))
    }

    @Test("render prints the analysis's shrunk replay of every failure and returns its verdict, from the analysis alone")
    func rendersTheAnalysis() throws {
        let harness = try CommandHarness()
        let (scenario, results) = try Self.shippedDiceRun()
        let analysis = RunAnalysis.analyse(
            scenario: scenario, scenarioFile: "s.json", results: results, followUps: ScenarioPlayer().followUps(scenario: scenario, results: results),
            sections: BuiltInGames.reportSections, programName: "playtest")
        #expect(!analysis.failures.isEmpty)
        let lines = Captured()
        let io = CommandIO(
            writeOut: { text in lines.append(text) }, writeError: { _ in }, errorIsTerminal: false, currentDirectory: harness.directory)
        let out = try OutputFolder(typed: "out", io: io, createsParents: false, command: "playtest run")
        let status = try RunOutput.render(analysis, out: out, io: io)
        #expect(status == (analysis.allHeld ? .success : .failure))
        for failure in analysis.failures {
            #expect(lines.current.contains("replay: playtest replay \(failure.shrunkToken)"))
        }
        #expect(analysis.failures.contains { $0.shrunkSteps != nil && $0.shrunkToken.description != $0.token.description })
        let written = harness.files(in: "out")
        #expect(written["report.md"] == Data(BalanceReport(analysis: analysis).render()[0].contents.utf8))
    }

    @Test("a studio's program name reaches every replay command: the summary, report.md, invariants.csv and JUnit")
    func studioProgramName() throws {
        let harness = try CommandHarness()
        let (scenario, results) = try Self.shippedDiceRun()
        let lines = Captured()
        let io = CommandIO(
            writeOut: { text in lines.append(text) }, writeError: { _ in }, errorIsTerminal: false, currentDirectory: harness.directory)
        let out = try OutputFolder(typed: "out", io: io, createsParents: false, command: "playtest run")
        _ = try RunOutput.write(scenario: scenario, scenarioFile: "s.json", results: results, out: out, io: io,
                                followUps: ScenarioPlayer().followUps(scenario: scenario, results: results), sections: BuiltInGames.reportSections,
                                junit: harness.directory + "/junit.xml", program: "hog-playtest")
        let written = harness.files(in: "out")
        let report = String(decoding: try #require(written["report.md"]), as: UTF8.self)
        let invariants = String(decoding: try #require(written["invariants.csv"]), as: UTF8.self)
        let junit = try String(contentsOfFile: harness.directory + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"hog-playtest run small\""))
        for (name, text) in [("summary", lines.current), ("report.md", report), ("invariants.csv", invariants), ("junit", junit)] {
            #expect(text.contains("hog-playtest replay pt3:dice:shipped:"), "\(name)")
            #expect(!text.replacingOccurrences(of: "hog-playtest replay", with: "").contains("playtest replay"), "\(name) still names playtest")
        }
    }
}

/// Text written from any thread, behind a lock.
private final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) {
        lock.lock()
        text += more
        lock.unlock()
    }

    var current: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}
