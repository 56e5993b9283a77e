import Foundation
import Testing
@testable import PlaytestCLI

@Suite("playtest run --out: the output folder")
struct OutputFolderTests {
    /// The small dice scenario with one swept count instead of two: fewer configurations, fewer charts.
    static let smallerScenario = smallDiceScenario.replacingOccurrences(of: "[6, 20]", with: "[6]")

    @Test("an empty --out exits 2 and writes nothing", arguments: [["--out", ""], ["--out="]])
    func emptyOut(option: [String]) throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        let result = harness.run(["run", "small.json"] + option)
        #expect(result.status == .usage)
        #expect(result.error.contains("--out is empty; name a folder"), "stderr: \(result.error)")
        #expect(harness.files(in: ".").keys.sorted() == ["small.json"])
    }

    @Test("a missing chain of folders exits 2 naming the missing folder and --parents, and creates nothing")
    func missingChain() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        let result = harness.run("run", "small.json", "--out", "x/a/b")
        #expect(result.status == .usage)
        #expect(result.error.contains("--out x/a/b: the folder x/a does not exist; create it or pass --parents"), "stderr: \(result.error)")
        #expect(!harness.exists("x"))
        let absolute = harness.directory + "/y/a/b"
        let shown = harness.run("run", "small.json", "--out", absolute)
        #expect(shown.error.contains("the folder \(harness.directory)/y/a does not exist"), "stderr: \(shown.error)")
    }

    @Test("only the last folder is created without --parents; --parents creates the chain")
    func lastFolderAndParents() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        #expect(harness.run("run", "small.json", "--out", "last").status == .success)
        #expect(harness.exists("last/report.md"))
        #expect(harness.run("run", "small.json", "--out", "x/a/b", "--parents").status == .success)
        #expect(harness.exists("x/a/b/report.md"))
    }

    @Test("an unwritable --out, or an unwritable parent, exits 2 before playing")
    func unwritable() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        try harness.write("x", to: "locked/keep.txt")
        // Read-only by its mode bits and, since root ignores them, by the harness's write check too.
        #expect(chmod(harness.directory + "/locked", 0o500) == 0)
        defer { _ = chmod(harness.directory + "/locked", 0o700) }
        harness.unwritable = [harness.directory + "/locked"]
        let inside = harness.run("run", "small.json", "--out", "locked")
        #expect(inside.status == .usage)
        #expect(inside.error.contains("--out: the folder locked is not writable"), "stderr: \(inside.error)")
        let below = harness.run("run", "small.json", "--out", "locked/new")
        #expect(below.status == .usage)
        #expect(below.error.contains("--out: the folder locked is not writable"), "stderr: \(below.error)")
        #expect(harness.files(in: "locked").keys.sorted() == ["keep.txt"])
    }

    @Test("--out naming a file exits 2")
    func outIsAFile() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        let result = harness.run("run", "small.json", "--out", "small.json")
        #expect(result.status == .usage)
        #expect(result.error.contains("--out small.json: is a file, not a folder"))
    }

    @Test("the manifest lists every file the run wrote, sorted, and not itself; report.md does not mention it")
    func manifestListsFiles() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        #expect(harness.run("run", "small.json", "--out", "out").status == .success)
        let files = harness.files(in: "out")
        let manifest = String(decoding: try #require(files[OutputFolder.manifestName]), as: UTF8.self)
        let listed = manifest.split(separator: "\n").map(String.init)
        #expect(listed == listed.sorted())
        #expect(Set(listed) == Set(files.keys).subtracting([OutputFolder.manifestName]))
        #expect(manifest.hasSuffix("\n"))
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(!report.contains(OutputFolder.manifestName))
        #expect(!files.keys.contains { $0.hasSuffix(".tmp") })
    }

    @Test("a smaller rerun removes the stale charts and leaves a foreign file alone")
    func staleFilesRemoved() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        try harness.write(Self.smallerScenario, to: "smaller.json")
        #expect(harness.run("run", "small.json", "--out", "out").status == .success)
        let large = Set(harness.files(in: "out").keys)
        try harness.write("mine", to: "out/notes.txt")
        #expect(harness.run("run", "smaller.json", "--out", "out").status == .success)
        let other = try CommandHarness()
        try other.write(Self.smallerScenario, to: "smaller.json")
        #expect(other.run("run", "smaller.json", "--out", "out").status == .success)
        let rerun = harness.files(in: "out")
        let fresh = other.files(in: "out")
        #expect(large.count > fresh.count)
        // The folder holds exactly what a fresh run writes, byte for byte, plus the foreign file.
        #expect(rerun.filter { $0.key != "notes.txt" } == fresh)
        #expect(rerun["notes.txt"] == Data("mine".utf8))
    }

    @Test("hostile manifest lines (absolute, .., a folder, the manifest) remove nothing outside --out; a listed file in a subfolder goes")
    func hostileManifest() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        try harness.write("keep", to: "victim.txt")
        try harness.write("keep", to: "out/sub/inner.txt")
        try harness.write("stale", to: "out/old.svg")
        let hostile = [harness.directory + "/victim.txt", "../victim.txt", "sub/inner.txt", "sub", "..", ".", OutputFolder.manifestName, "old.svg"]
        try harness.write(hostile.joined(separator: "\n") + "\n", to: "out/" + OutputFolder.manifestName)
        #expect(harness.run("run", "small.json", "--out", "out").status == .success)
        #expect(harness.exists("victim.txt"))
        // A listed file in a subfolder is the previous run's own (multi-game reports write subfolders): removed,
        // while the folder itself stays.
        #expect(!harness.exists("out/sub/inner.txt"))
        #expect(harness.exists("out/sub"))
        #expect(!harness.exists("out/old.svg"))
        #expect(harness.exists("out/report.md"))
    }

    @Test("the parent of a typed --out, as typed", arguments: [
        ("x/a/b", "x/a"), ("x/a/b/", "x/a"), ("A", "."), ("b", "."), ("/b", "/"), ("/x//a", "/x"), ("./A", "."),
    ])
    func shownParent(typed: String, parent: String) {
        #expect(OutputFolder.shownParent(of: typed) == parent)
    }

    @Test("names that would leave the folder are never safe", arguments: [
        ("", false), (".", false), ("..", false), ("../x", false), ("a/../../x", false), ("/etc/passwd", false), ("a..b", false),
        ("x\0y", false), (OutputFolder.manifestName, false), ("a//b", false), ("a/", false), ("./a", false), ("a\\b", false),
        ("report.md", true), ("score-3.svg", true), ("dice/report.md", true), ("a/b/c.svg", true),
    ])
    func safeNames(name: String, safe: Bool) {
        #expect(OutputFolder.isSafeName(name) == safe)
    }

    @Test("files in subfolders are written, listed in the manifest by relative path, and removed when stale")
    func subfolders() throws {
        let harness = try CommandHarness()
        try harness.write(Self.twoGameScenario, to: "two.json")
        try harness.write(smallDiceScenario, to: "small.json")
        #expect(harness.run("run", "two.json", "--out", "out").status == .success)
        #expect(harness.exists("out/index.md") && harness.exists("out/dice/report.md") && harness.exists("out/toy/report.md") == false)
        let manifest = String(decoding: try #require(harness.files(in: "out")[OutputFolder.manifestName]), as: UTF8.self)
        #expect(manifest.contains("dice/report.md\n") && manifest.contains("pokerslam/results.csv\n") && manifest.contains("index.md\n"))
        // A one-game scenario into the same folder is flat, and the two-game run's files go.
        #expect(harness.run("run", "small.json", "--out", "out").status == .success)
        #expect(harness.exists("out/report.md"))
        #expect(!harness.exists("out/index.md") && !harness.exists("out/dice/report.md") && !harness.exists("out/pokerslam/results.csv"))
    }

    @Test("a subfolder that is a link out of --out is refused, and a stale path through it is left alone")
    func linkedSubfolder() throws {
        let harness = try CommandHarness()
        try harness.write(Self.twoGameScenario, to: "two.json")
        try harness.write("keep", to: "elsewhere/report.md")
        try harness.write("keep", to: "elsewhere/old.svg")
        try FileManager.default.createDirectory(atPath: harness.directory + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.directory + "/out/dice", withDestinationPath: harness.directory + "/elsewhere")
        try harness.write("dice/old.svg\n", to: "out/" + OutputFolder.manifestName)
        let result = harness.run("run", "two.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("dice is not a folder"))
        #expect(harness.files(in: "elsewhere")["report.md"] == Data("keep".utf8))
        #expect(harness.exists("elsewhere/old.svg"))
    }

    /// Two games, a few games each: the report splits into index.md and one folder per game.
    static let twoGameScenario = """
        {"name": "two", "seed": 2, "games": 4,
         "studies": [{"game": "dice", "bots": ["lockMostCommon"], "parameters": {"turns": 1}}, {"game": "pokerslam", "bots": ["greedy"]}]}
        """
}
