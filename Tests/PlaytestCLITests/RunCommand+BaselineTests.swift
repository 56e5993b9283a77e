import Foundation
import Testing
@testable import PlaytestCLI

/// `playtest run --baseline DIR`: what changed since an earlier run, figure by figure.
@Suite("playtest run --baseline")
struct RunCommandBaselineTests {
    static let scenario = #"{"name": "b", "seed": 1, "games": 60, "studies": [{"game": "pokerslam", "bots": ["greedy"]}]}"#

    @Test("two identical runs mark nothing; a run with one scoring entry changed marks the final score, and says which entry")
    func marksWhatMoved() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        #expect(harness.run("run", "s.json", "--out", "a", "--quiet").status == .success)
        let same = harness.run("run", "s.json", "--out", "same", "--baseline", "a", "--quiet")
        #expect(same.status == .success, "\(same.error)")
        #expect(same.out.contains("changes since a: 0 figures moved of "), "\(same.out)")
        let files = harness.files(in: "same")
        let csv = String(decoding: try #require(files["changes.csv"]), as: UTF8.self)
        #expect(!csv.contains(",true,"))
        #expect(files["changes.md"] != nil)
        let page = String(decoding: try #require(files["report.html"]), as: UTF8.self)
        #expect(page.contains("What changed since a"))
        // Nothing moved: no answer or figure is marked.
        #expect(!page.contains("class=\"changed\""))
        #expect(!String(decoding: try #require(files["report.md"]), as: UTF8.self).contains("moved since the baseline"))

        let changed = harness.run("run", "s.json", "--out", "changed", "--baseline", "a", "--param", "pairPoints=60", "--quiet")
        #expect(changed.status == .success, "\(changed.error)")
        #expect(changed.out.contains("moved: pokerslam finalScore"), "\(changed.out)")
        let markdown = String(decoding: try #require(harness.files(in: "changed")["changes.md"]), as: UTF8.self)
        #expect(markdown.contains("pairPoints: 15 -> 60"))
        // The change is marked beside the figure (its section's line and its table row), on the page and in report.md.
        let changedFiles = harness.files(in: "changed")
        let report = String(decoding: try #require(changedFiles["report.md"]), as: UTF8.self)
        #expect(report.contains("**moved since the baseline: `finalScore` in #0 greedy"), "\(report)")
        #expect(report.contains("| pokerslam greedy (**moved: "))
        let changedPage = String(decoding: try #require(changedFiles["report.html"]), as: UTF8.self)
        #expect(changedPage.contains("<p class=\"summary\"><strong>moved since the baseline: <code>finalScore</code>"))
    }

    @Test("a baseline folder without results.csv is refused before any game is played (exit 2, nothing written)")
    func refusesAMissingBaseline() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        try harness.write("not a report", to: "empty/notes.txt")
        let result = harness.run("run", "s.json", "--out", "out", "--baseline", "empty", "--quiet")
        #expect(result.status == .usage)
        #expect(result.error.contains("--baseline empty: no results.csv"))
        #expect(harness.files(in: "out").isEmpty)
        let broken = harness.run("run", "s.json", "--out", "out", "--baseline", "nowhere", "--quiet")
        #expect(broken.status == .usage && broken.error.contains("no such folder"))
    }
}
