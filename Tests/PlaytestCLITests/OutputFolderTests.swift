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

    @Test("hostile manifest lines (absolute, .., a subfolder, a folder, the manifest) remove nothing outside the listed files")
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
        #expect(harness.exists("out/sub/inner.txt"))
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
        ("", false), (".", false), ("..", false), ("../x", false), ("a/b", false), ("/etc/passwd", false), ("a..b", false),
        ("x\0y", false), (OutputFolder.manifestName, false), ("report.md", true), ("score-3.svg", true),
    ])
    func safeNames(name: String, safe: Bool) {
        #expect(OutputFolder.isSafeName(name) == safe)
    }
}
