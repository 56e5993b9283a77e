import Foundation
import Testing

/// SIGINT and SIGTERM against the built `playtest`: a prompt stop with exit 130, no report and no temporary file,
/// and a `--resume` that ends with the bytes of an uninterrupted run. The stop is sent by the process itself after
/// a fixed number of configurations (`PLAYTEST_TEST_STOP_AFTER`), so the point is the same on every machine.
@Suite("Interrupts")
struct InterruptionTests {
    @Test("SIGINT and SIGTERM after 2 configurations: exit 130, only the checkpoint, then --resume matches a full run",
          arguments: ["2", "2:term"])
    func interruptThenResume(stop: String) throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(MergeCommandTests.scenario, to: "s.json")
        let full = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "full", "--quiet"], in: harness.directory)
        #expect(full.status == 1 && !full.signalled, "\(full.error)")

        let stopped = try PlaytestProcess.run(
            binary, ["run", "s.json", "--out", "out", "--quiet", "--jobs", "2"], in: harness.directory,
            environment: ["PLAYTEST_TEST_STOP_AFTER": stop])
        #expect(!stopped.signalled)
        #expect(stopped.status == 130, "\(stopped.error)")
        #expect(stopped.error.contains("interrupted; no report was written. 2 of 4 configurations finished"), "\(stopped.error)")
        #expect(stopped.error.contains("--resume"))
        #expect(stopped.out.isEmpty)
        let left = PlaytestProcess.tree(harness.directory + "/out")
        #expect(left.keys.sorted() == [".playtest-checkpoint/configuration-0.playtest-part", ".playtest-checkpoint/configuration-1.playtest-part"],
                "\(left.keys.sorted())")

        let resumed = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "out", "--quiet", "--resume"], in: harness.directory)
        #expect(resumed.status == 1 && !resumed.signalled, "\(resumed.error)")
        #expect(resumed.error.contains("2 configurations restored"), "\(resumed.error)")
        #expect(resumed.out == full.out.replacingOccurrences(of: "to full", with: "to out").replacingOccurrences(of: "open full/", with: "open out/"))
        let expected = PlaytestProcess.tree(harness.directory + "/full")
        #expect(expected.keys.contains("report.md"))
        #expect(PlaytestProcess.tree(harness.directory + "/out") == expected)
    }

    @Test("an interrupted shard resumes into the same part")
    func interruptedShard() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(MergeCommandTests.scenario, to: "s.json")
        let arguments = ["run", "s.json", "--shard", "1/2", "--quiet"]
        let whole = try PlaytestProcess.run(binary, arguments + ["--out", "whole"], in: harness.directory)
        #expect(whole.status == 0, "\(whole.error)")
        let stopped = try PlaytestProcess.run(
            binary, arguments + ["--out", "part"], in: harness.directory, environment: ["PLAYTEST_TEST_STOP_AFTER": "1"])
        #expect(stopped.status == 130, "\(stopped.error)")
        #expect(PlaytestProcess.tree(harness.directory + "/part").count == 1)
        let resumed = try PlaytestProcess.run(binary, arguments + ["--out", "part", "--resume"], in: harness.directory)
        #expect(resumed.status == 0, "\(resumed.error)")
        #expect(PlaytestProcess.tree(harness.directory + "/part") == PlaytestProcess.tree(harness.directory + "/whole"))
    }
}
