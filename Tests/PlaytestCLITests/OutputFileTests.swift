import Foundation
import Testing

/// Output paths are checked before any game is played: a bad one exits 2 naming its option and the fix, with nothing
/// written and no checkpoint left behind.
@Suite("Output files")
struct OutputFileTests {
    @Test("an unwritable --junit (or --observations) folder: exit 2 at once, naming the option and the fix; nothing written",
          arguments: ["--junit", "--observations"])
    func unwritableOutputFile(option: String) throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        try FileManager.default.createDirectory(atPath: harness.directory + "/locked", withIntermediateDirectories: true)
        harness.unwritable = [harness.directory + "/locked"]
        let result = harness.run("run", "s.json", "--out", "out", option, "locked/file.xml", "--quiet")
        #expect(result.status == .usage)
        #expect(result.error.contains("\(option) locked/file.xml: cannot be written"), "\(result.error)")
        #expect(result.error.contains("check the permissions or name a file"), "\(result.error)")
        #expect(result.out.isEmpty)
        #expect(!harness.exists("out"))
        #expect(!harness.exists("out/.playtest-checkpoint"))
        #expect(harness.files(in: "locked").isEmpty)
    }

    @Test("--junit naming a folder, or in a missing folder, is refused before playing")
    func junitFolderProblems() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        let missing = harness.run("run", "s.json", "--out", "out", "--junit", "nowhere/j.xml", "--quiet")
        #expect(missing.status == .usage && missing.error.contains("--junit nowhere/j.xml: its folder does not exist"), "\(missing.error)")
        let folder = harness.run("run", "s.json", "--out", "out", "--junit", ".", "--quiet")
        #expect(folder.status == .usage && folder.error.contains("is a folder; name a file"), "\(folder.error)")
        #expect(!harness.exists("out"))
    }

    @Test("--out /proc/x: a clear message naming --out and the fix, no raw system error")
    func outUnderProc() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self") else { return }   // Linux only
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        let result = harness.run("run", "s.json", "--out", "/proc/x", "--quiet")
        #expect(result.status == .usage)
        #expect(result.error.contains("--out: cannot create folders in /proc"), "\(result.error)")
        #expect(result.error.contains("choose another --out"))
        #expect(!result.error.contains("Error Domain") && !result.error.contains("The operation"), "\(result.error)")
    }
}
