import Foundation
import Testing
@testable import PlaytestCLI

/// The golden report: `playtest run` on a small two-game scenario must write exactly the committed folder.
///
/// Refresh it, after a deliberate change to the reports, from the package folder with
/// `swift run playtest run Tests/PlaytestCLITests/Snapshots/small-sweep.json --out Tests/PlaytestCLITests/Snapshots/small-sweep --jobs 1`
/// and review the diff before committing it.
@Suite("playtest run: the golden report")
struct RunCommandSnapshotTests {
    /// `Tests/PlaytestCLITests/Snapshots`, found from this file's path.
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path
    /// The scenario as the refresh command names it, so the report's facts match.
    static let scenarioPath = "Tests/PlaytestCLITests/Snapshots/small-sweep.json"

    /// Every file under `folder`, by relative path, with its bytes.
    static func tree(_ folder: String) -> [String: Data] {
        let paths = (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
        var files: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    @Test("every chart of the golden report titles both its axes, and the game sections' charts are drawn (points against rarity)")
    func everyChartTitlesItsAxes() throws {
        let charts = Self.tree(Self.snapshots + "/small-sweep").filter { $0.key.hasSuffix(".svg") }
        #expect(charts.keys.contains("pokerslam/points-by-rarity.svg"), "the game section's chart is drawn by the render stage")
        #expect(charts.count > 5)
        for (path, data) in charts {
            let svg = String(decoding: data, as: UTF8.self)
            guard !svg.contains(">no data</text>") else { continue }
            let titles = svg.components(separatedBy: "<text class=\"axis-title\"").count - 1
            #expect(titles == 2, "\(path): \(titles) axis titles")
        }
    }

    @Test("the small two-game sweep writes the committed golden folder byte for byte, with 1 and 2 jobs")
    func goldenFolder() throws {
        let golden = Self.tree(Self.snapshots + "/small-sweep")
        #expect(golden.keys.contains("index.md") && golden.keys.contains("dice/report.md") && golden.keys.contains("pokerslam/results.csv"))
        let scenario = try String(contentsOfFile: Self.snapshots + "/small-sweep.json", encoding: .utf8)
        let harness = try CommandHarness()
        try harness.write(scenario, to: Self.scenarioPath)
        for jobs in ["1", "2"] {
            let result = harness.run("run", Self.scenarioPath, "--out", "out-\(jobs)", "--jobs", jobs, "--quiet")
            #expect(result.status == .success, "\(result.error)")
            let written = Self.tree(harness.directory + "/out-\(jobs)")
            #expect(Set(written.keys) == Set(golden.keys), "jobs \(jobs): files differ")
            for (name, bytes) in golden.sorted(by: { $0.key < $1.key }) where written[name] != bytes {
                Issue.record("jobs \(jobs): \(name) differs from the golden copy; see the refresh command in this file")
            }
        }
    }
}
