import Foundation
import Testing
@testable import PlaytestCLI

/// `compare` shows each arm's designer's answers and what changed.
@Suite("playtest compare: the designer's answers")
struct CompareCommandAnswersTests {
    /// Snakesss at 4 players, its close threshold set by the study.
    static func scenario(closeMargin: Double) -> String {
        #"{"name": "s", "seed": 5, "games": 30, "studies": [{"game": "snakesss", "bots": ["ownBelief"], "parameters": {"players": 4}, "#
            + #""questions": {"closeMargin": \#(closeMargin)}}]}"#
    }

    @Test("a close threshold no margin reaches against one every margin passes: close yes -> no, the rest unchanged; same bytes for any jobs")
    func closeChanges() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(closeMargin: 1000), to: "a.json")
        try harness.write(Self.scenario(closeMargin: 0.001), to: "b.json")
        let one = harness.run("compare", "a.json", "b.json", "--out", "A", "--jobs", "1", "--quiet")
        let two = harness.run("compare", "a.json", "b.json", "--out", "B", "--jobs", "2", "--quiet")
        #expect(one.status == .success, "\(one.error)")
        #expect(one.out == two.out && harness.files(in: "A") == harness.files(in: "B"))
        #expect(one.out.contains("A -> B): snakesss close: yes -> no\n"), "\(one.out)")
        #expect(one.out.contains("    close: yes -> no (changed); A yes: margin"), "\(one.out)")
        #expect(one.out.contains("    broke: no; A nothing; B nothing"), "\(one.out)")
        let csv = String(decoding: try #require(harness.files(in: "A")["compare-answers.csv"]), as: UTF8.self)
        #expect(csv.hasPrefix("fileA,fileB,seed,game,question,verdictA,verdictB,changed,shortA,shortB"))
        #expect(csv.contains("a.json,b.json,5,snakesss,close,yes,no,yes,"), "\(csv)")
        #expect(csv.contains("a.json,b.json,5,snakesss,broke,no,no,no,"), "\(csv)")
        let markdown = String(decoding: try #require(harness.files(in: "A")["compare.md"]), as: UTF8.self)
        #expect(markdown.contains("## The designer's answers, A -> B"))
        #expect(markdown.contains("changed: snakesss close: yes -> no."))
        // The quality measures are compared game by game like any per-game figure, with both intervals.
        let rows = String(decoding: try #require(harness.files(in: "A")["compare.csv"]), as: UTF8.self)
        #expect(rows.contains(",quality.leadChange,30,") && rows.contains(",quality.drama,30,"), "\(rows)")
    }

    @Test("the same scenario against itself changes no answer")
    func nothingChanges() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(closeMargin: 5), to: "a.json")
        let run = harness.run("compare", "a.json", "a.json", "--quiet")
        #expect(run.status == .success, "\(run.error)")
        #expect(run.out.contains("A -> B): no verdict changed"), "\(run.out)")
        #expect(!run.out.contains("(changed)"))
    }
}
