import Foundation
import Testing
@testable import PlaytestCLI

/// `tune` objectives and report metrics on quality measures and on the numbers behind answers.
@Suite("playtest tune: quality measures and answers")
struct TuneCommandAnswersTests {
    /// A tiny Snakesss tuning aiming the final margin (the close answer's number) at 0.
    static let tuning = """
        { "name": "tune-close", "seed": 5,
          "studies": [ { "game": "snakesss", "bots": ["ownBelief"], "parameters": { "players": 4, "roundCount": 3 } } ],
          "tune": {
            "parameters": { "snakeBase": { "min": 0, "max": 1 } },
            "objective": { "kind": "target", "metric": "answer.close", "value": 0 },
            "budget": { "candidates": 2, "games": 12, "generations": 1, "confirmGames": 20 },
            "report": ["quality.drama", "answer.fair", "answer.length"] } }
        """

    @Test("an objective on answer.close and report metrics on a quality measure and answers run, and reach report.md and confirmation.csv")
    func answerObjective() throws {
        let harness = try CommandHarness()
        try harness.write(Self.tuning, to: "tune.json")
        let result = harness.run("tune", "tune.json", "--out", "out", "--jobs", "1", "--quiet")
        #expect(result.status == .success, "stderr: \(result.error)")
        let files = harness.files(in: "out")
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(report.contains("answer.close = 0 in every configuration"), "\(report)")
        let csv = String(decoding: try #require(files["confirmation.csv"]), as: UTF8.self)
        for figure in ["gap", "quality.drama", "answer.fair", "answer.length"] {
            let rows = csv.split(whereSeparator: \.isNewline).filter { $0.contains(",\(figure),default,") || $0.contains(",\(figure),proposed,") }
            #expect(rows.count == 2, "\(figure) in \(csv)")
            #expect(rows.allSatisfy { !$0.contains("nan") }, "\(rows)")
        }
    }

    @Test("a bad objective or report name exits 2 with the closest name, a quality measure or an answer", arguments: [
        ("\"metric\": \"answer.close\"", "\"metric\": \"quality.dram\"", "$.tune.objective.metric", "did you mean \"quality.drama\"?"),
        ("\"metric\": \"answer.close\"", "\"metric\": \"answer.clos\"", "$.tune.objective.metric", "did you mean \"answer.close\"?"),
        ("\"metric\": \"answer.close\"", "\"metric\": \"answer.skill\"", "an answer with no number to aim at", "answer.close"),
        ("\"answer.fair\", ", "\"answer.fiar\", ", "$.tune.report[1]", "did you mean \"answer.fair\"?"),
        ("\"bots\": [\"ownBelief\"]", "\"bots\": [{\"0\": \"coordinated\", \"*\": \"ownBelief\"}]", "$.tune.report[1]", "one bot for every seat"),
    ])
    func badName(original: String, replacement: String, path: String, fix: String) throws {
        let harness = try CommandHarness()
        let text = Self.tuning.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.tuning)
        try harness.write(text, to: "bad.json")
        let result = harness.run("tune", "bad.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("bad.json") && result.error.contains(path), "stderr: \(result.error)")
        #expect(result.error.contains(fix), "stderr: \(result.error)")
        #expect(!harness.exists("out"))
    }
}
