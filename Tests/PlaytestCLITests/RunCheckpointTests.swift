import Foundation
import Testing

/// A run killed outright (SIGKILL: no handler runs) leaves whole checkpoint files only; `--resume` plays the rest
/// and ends with the bytes of an uninterrupted run, and refuses a checkpoint of another run.
@Suite("Checkpoints and --resume")
struct RunCheckpointTests {
    @Test("killed after 3 configurations: no report, 3 saved; --resume matches a full run and removes the checkpoint")
    func killThenResume() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(MergeCommandTests.scenario, to: "s.json")
        _ = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "full", "--quiet"], in: harness.directory)

        let killed = try PlaytestProcess.run(
            binary, ["run", "s.json", "--out", "out", "--quiet"], in: harness.directory, environment: ["PLAYTEST_TEST_STOP_AFTER": "3:kill"])
        #expect(killed.signalled && killed.status == SIGKILL)
        let left = PlaytestProcess.tree(harness.directory + "/out").keys.sorted()
        #expect(left == (0..<3).map { ".playtest-checkpoint/configuration-\($0).playtest-part" }, "\(left)")

        let refused = try PlaytestProcess.run(
            binary, ["run", "s.json", "--out", "out", "--quiet", "--resume", "--seed", "4"], in: harness.directory)
        #expect(refused.status == 2, "\(refused.error)")
        #expect(refused.error.contains("different run (seed 3 vs 4, saved vs now)"), "\(refused.error)")
        #expect(PlaytestProcess.tree(harness.directory + "/out").keys.sorted() == left)

        let resumed = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "out", "--quiet", "--resume"], in: harness.directory)
        #expect(resumed.status == 1, "\(resumed.error)")
        #expect(resumed.error.contains("3 configurations restored"), "\(resumed.error)")
        let expected = PlaytestProcess.tree(harness.directory + "/full")
        #expect(expected.keys.contains("results.csv"))
        #expect(PlaytestProcess.tree(harness.directory + "/out") == expected)
    }

    @Test("a run without --resume starts over: an old checkpoint is dropped, not reused")
    func freshRunDropsCheckpoint() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(MergeCommandTests.scenario, to: "s.json")
        _ = try PlaytestProcess.run(
            binary, ["run", "s.json", "--out", "out", "--quiet", "--seed", "4"], in: harness.directory, environment: ["PLAYTEST_TEST_STOP_AFTER": "2:kill"])
        let fresh = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "out", "--quiet"], in: harness.directory)
        _ = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "full", "--quiet"], in: harness.directory)
        #expect(fresh.status == 1, "\(fresh.error)")
        #expect(!fresh.error.contains("restored"))
        #expect(PlaytestProcess.tree(harness.directory + "/out") == PlaytestProcess.tree(harness.directory + "/full"))
    }
}
