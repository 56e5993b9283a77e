import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PlaytestBuiltInGames
@testable import PlaytestCLI

@Suite("playtest run gates")
struct RunCommandGatesTests {
    static let gated = """
        {"name": "gated", "seed": 3, "games": 12, "studies": [
          {"game": "dice", "bots": ["lockMostCommon", "fuzzer"], "parameters": {"turns": 2}, "gates": [
            {"id": "clean", "metric": "invariants", "atMost": 0},
            {"id": "tooFewSteps", "metric": "steps", "atMost": 1}]}]}
        """

    /// Counts test cases and failures with Foundation's XML parser.
    final class Counter: NSObject, XMLParserDelegate {
        var testcases = 0
        var failures = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "testcase" { testcases += 1 }
            if name == "failure" { failures += 1 }
        }
    }

    @Test("a gate that cannot hold exits 1, with verdicts on stdout, in report.md, gates.csv and JUnit XML")
    func failingGate() throws {
        let harness = try CommandHarness()
        try harness.write(Self.gated, to: "gated.json")
        let result = harness.run("run", "gated.json", "--out", "out", "--junit", "junit.xml", "--quiet")
        #expect(result.status == .failure)
        #expect(result.out.contains("gates: 2 passed, 2 failed"))
        #expect(result.out.contains("FAIL tooFewSteps in #0 dice lockMostCommon: steps = "))
        #expect(result.out.contains("PASS clean in #1 dice fuzzer: invariants = 0 [0, 0] at 95%, required at most 0; 12 games"))
        let files = harness.files(in: "out")
        let csv = String(decoding: try #require(files["gates.csv"]), as: UTF8.self)
        #expect(csv.split(whereSeparator: \.isNewline).count == 5)
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(report.contains("## Gates"))
        let xml = try #require(harness.files(in: ".")["junit.xml"])
        let parser = XMLParser(data: xml)
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse())
        let invariants = BuiltInGames.all.first { $0.descriptor.id == "dice" }!.invariants.count
        #expect(counter.testcases == 2 * (2 + invariants))
        #expect(counter.failures == 2)
    }

    @Test("a sequential gate plays on in whole batches until decided: the same bytes for 1 and 3 jobs")
    func sequential() throws {
        let harness = try CommandHarness()
        try harness.write("""
            {"name": "seq", "seed": 3, "games": 20, "studies": [
              {"game": "dice", "bots": ["lockMostCommon"], "parameters": {"turns": 1}, "gates": [
                {"id": "locksSeen", "metric": "coverage.rollWithLocks", "atLeast": 0.9, "sequential": true, "maxGames": 2000}]}]}
            """, to: "seq.json")
        let one = harness.run("run", "seq.json", "--out", "A", "--jobs", "1", "--quiet")
        let three = harness.run("run", "seq.json", "--out", "B", "--jobs", "3", "--quiet")
        #expect(one.status == .success, "\(one.out)\(one.error)")
        #expect(three.status == .success)
        #expect(harness.files(in: "A") == harness.files(in: "B"))
        // Undecided after the first 20 games (every one reached it, but 20 games cannot show 90%); decided after more.
        #expect(one.out.contains("PASS locksSeen"))
        #expect(!one.out.contains("; 20 games (sequential"))
        #expect(!one.out.contains("; 2,000 games (sequential"))
        #expect(one.out.contains("(sequential, alpha 0.05, cap 2,000)"))
    }

    @Test("a sequential gate on a mean with no declared range is refused at once, says why, and plays no further batch")
    func sequentialMeanRefused() throws {
        let harness = try CommandHarness()
        try harness.write("""
            {"name": "seq", "seed": 3, "games": 20, "studies": [
              {"game": "dice", "bots": ["lockMostCommon"], "parameters": {"turns": 1}, "gates": [
                {"id": "stepsBand", "metric": "steps", "atLeast": 20, "sequential": true, "maxGames": 2000}]}]}
            """, to: "seq.json")
        let one = harness.run("run", "seq.json", "--out", "A", "--quiet")
        #expect(one.status == .failure)
        #expect(one.out.contains("INCONCLUSIVE stepsBand"))
        #expect(one.out.contains("refused: a sequential gate on a mean needs the range"))
        #expect(one.out.contains("; 20 games (sequential"))
    }

    @Test("a bad gate or --junit path exits 2 naming the field, before anything is written", arguments: [
        (#"{"id": "x", "metric": "stepz", "atMost": 1}"#, "-", #"$.studies[0].gates[0].metric "stepz" is not a metric of dice"#),
        (#"{"id": "x", "metric": "steps", "atMost": 1}"#, "nowhere/junit.xml", "--junit nowhere/junit.xml: its folder does not exist"),
    ])
    func badInput(gate: String, junit: String, message: String) throws {
        let harness = try CommandHarness()
        try harness.write(#"{"name": "bad", "games": 3, "studies": [{"game": "dice", "gates": [\#(gate)]}]}"#, to: "bad.json")
        let result = harness.run(["run", "bad.json", "--out", "out", "--quiet"] + (junit == "-" ? [] : ["--junit", junit]))
        #expect(result.status == .usage)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!harness.exists("out"))
    }
}
