import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("JUnitReport")
struct JUnitReportTests {
    /// Counts elements and collects failure messages with Foundation's XML parser.
    final class Counter: NSObject, XMLParserDelegate {
        var testcases = 0
        var failures: [String] = []
        var suites = 0
        var declaredTests: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testcase": testcases += 1
            case "testsuite":
                suites += 1
                declaredTests.append(Int(attributes["tests"] ?? "") ?? -1)
            case "failure": failures.append(attributes["message"] ?? "")
            default: break
            }
        }
    }

    static func report() throws -> BalanceReport {
        let loader = ScenarioLoader(games: [ToyGame.registration])
        let scenario = try loader.load(#"""
            {"name": "toy", "seed": 4, "games": 30, "studies": [{"game": "toy", "bots": ["random", "inc"], "gates": [
              {"id": "clean", "metric": "invariants", "atMost": 0},
              {"id": "quits-1", "metric": "quitRate", "atMost": 1}]}]}
            """#, file: "toy.json")
        let results = scenario.configurations.map { configuration in
            configuration.registration.run(RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed, games: scenario.games))
        }
        return BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "toy.json", results: results,
            followUps: ScenarioPlayer().followUps(scenario: scenario, results: results), programName: "playtest"))
    }

    @Test("an XML parser reads one test case per gate and per invariant per configuration, and the failures")
    func parses() throws {
        let report = try Self.report()
        let xml = JUnitReport(report: report).render()
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        let invariants = ToyGame.registration.invariants.count
        #expect(counter.suites == 2)
        #expect(counter.testcases == 2 * (2 + invariants))
        #expect(counter.declaredTests == [2 + invariants, 2 + invariants])
        // Both bots break counterAtMostTen (the incrementing one in every game), so both "clean" gates fail too.
        #expect(counter.failures.count == 4)
        #expect(counter.failures.contains { $0.hasPrefix("counterAtMostTen broke in 30 of 30 games") })
        #expect(counter.failures.contains { $0.hasPrefix("FAIL clean in #1 toy inc") })
        #expect(!report.allHeld)
    }

    @Test("escaping leaves no raw markup and replaces characters XML forbids")
    func escaping() {
        #expect(JUnitReport.escaped("a<b>&\"c'\n") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;")
        #expect(JUnitReport.escaped("x\u{01}y") == "x?y")
    }

    @Test("report.md opens with a Gates section before the configurations, and gates.csv has a row per gate")
    func reportFiles() throws {
        let files = try Self.report().render()
        let markdown = try #require(files.first { $0.name == "report.md" }?.contents)
        let gates = try #require(markdown.range(of: "## Gates"))
        let configurations = try #require(markdown.range(of: "## Configurations"))
        #expect(gates.lowerBound < configurations.lowerBound)
        #expect(markdown.contains("Verdicts: 2 passed, 2 failed"))
        #expect(markdown.contains("| 1 | toy inc | clean | invariants | at most 0 | 30 [30, 30] | 95% | exact | 30 | FAIL |"))
        let csv = try #require(files.first { $0.name == "gates.csv" }?.contents)
        #expect(csv.split(whereSeparator: \.isNewline).count == 1 + 4)
        #expect(csv.contains(",FAIL,false"))
    }
}
