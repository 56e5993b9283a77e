import Foundation
import Testing
@testable import PlaytestCLI

/// `report.html`, checked as a reader's browser would find it, but without one: the small two-game sweep of the
/// golden test, written by `run`.
@Suite("playtest run: report.html")
struct RunCommandHTMLTests {
    /// Runs the golden test's scenario and returns the harness, the folder's files and the page.
    static func page() throws -> (files: [String: Data], html: String) {
        let scenario = try String(contentsOfFile: RunCommandSnapshotTests.snapshots + "/small-sweep.json", encoding: .utf8)
        let harness = try CommandHarness()
        try harness.write(scenario, to: RunCommandSnapshotTests.scenarioPath)
        let result = harness.run("run", RunCommandSnapshotTests.scenarioPath, "--out", "out", "--jobs", "2", "--quiet")
        #expect(result.status == .success, "\(result.error)")
        let files = RunCommandSnapshotTests.tree(harness.directory + "/out")
        let html = String(decoding: try #require(files["report.html"], "no report.html among \(files.keys.sorted())"), as: UTF8.self)
        return (files, html)
    }

    @Test("the page has no broken link, no file or network reference, every chart inline and balanced tags")
    func noBrokenLinkOrMissingImage() throws {
        let (files, html) = try Self.page()
        let check = HTMLPageCheck(html: html)
        #expect(html.hasPrefix("<!DOCTYPE html>\n") && html.hasSuffix("</html>\n"))
        #expect(check.brokenLinks.isEmpty, "broken: \(check.brokenLinks.prefix(5))")
        #expect(check.duplicateIDs.isEmpty, "duplicate ids: \(check.duplicateIDs.prefix(5))")
        #expect(check.mislandedNavigationLinks.isEmpty, "index links landing elsewhere: \(check.mislandedNavigationLinks.prefix(5))")
        #expect(check.values(of: "src").isEmpty)
        #expect(!html.contains("<img") && !html.contains("<link") && !html.contains("@import") && !html.contains("url("))
        // Every chart of the folder is on the page, inline, and none is said to be missing.
        let charts = files.keys.filter { $0.hasSuffix(".svg") }
        #expect(!charts.isEmpty)
        #expect(check.count("<svg ") == charts.count && check.count("<figure ") == charts.count)
        #expect(!html.contains("class=\"missing\""))
        #expect(check.unbalancedTags.isEmpty, "\(check.unbalancedTags.prefix(5))")
        // Links exist to follow: the index of games, each game's section and the findings' figures.
        #expect(html.contains("href=\"#dice\"") && html.contains("href=\"#pokerslam\""))
        #expect(check.values(of: "href").count > 20)
    }

    @Test("findings link to the figures behind them; each first failure has an id, its replay command, and the finding links to them")
    func findingsLinkToTheirFigures() throws {
        let (_, html) = try Self.page()
        #expect(html.contains("class=\"see\" href=\"#"))
        let harness = try CommandHarness()
        try harness.write(MergeCommandTests.scenario, to: "s.json")
        #expect(harness.run("run", "s.json", "--out", "broken", "--jobs", "2", "--quiet").status == .failure)
        let broken = String(decoding: try #require(harness.files(in: "broken")["report.html"]), as: UTF8.self)
        let check = HTMLPageCheck(html: broken)
        #expect(check.brokenLinks.isEmpty && check.unbalancedTags.isEmpty)
        let failure = try #require(check.values(of: "id").first { $0.hasSuffix("failure-0") }, "no failure id")
        let item = try #require(broken.components(separatedBy: "<li id=\"\(failure)\">").dropFirst().first?.prefix { $0 != "\n" })
        #expect(item.contains("Replay: <code>") && item.contains("replay"))
        #expect(broken.contains("href=\"#\(failure.dropLast("failure-0".count))first-failures\""))
    }
}
