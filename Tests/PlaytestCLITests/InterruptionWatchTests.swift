import Foundation
import Testing

/// Ctrl-C on `check`, `compare` and `tune` against the built `playtest`: what finished and what was interrupted,
/// exit 130. The process sends itself SIGINT after a fixed step (`PLAYTEST_TEST_STOP_AFTER`), as the run tests do.
@Suite("Interrupts of check, compare and tune")
struct InterruptionWatchTests {
    @Test("check all, stopped after the first game's check: names it finished, exits 130, writes no observations")
    func check() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        let ending = try PlaytestProcess.run(
            binary, ["check", "all", "--games", "2", "--quiet", "--no-regressions", "--observations", "o.jsonl", "--target-budget", "0"],
            in: harness.directory, environment: ["PLAYTEST_TEST_STOP_AFTER": "1"])
        #expect(!ending.signalled)
        #expect(ending.status == 130, "\(ending.error)")
        #expect(ending.error.contains("playtest check: interrupted"), "\(ending.error)")
        #expect(ending.error.contains("finished: check pokerslam"), "\(ending.error)")
        #expect(ending.error.contains("no observations were written"), "\(ending.error)")
        #expect(!harness.exists("o.jsonl"))
    }

    @Test("compare, stopped after the first pair of configurations: exits 130 naming it, writes nothing")
    func compare() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "a.json")
        try harness.write(smallDiceScenario, to: "b.json")
        let ending = try PlaytestProcess.run(
            binary, ["compare", "a.json", "b.json", "--out", "out", "--quiet"], in: harness.directory,
            environment: ["PLAYTEST_TEST_STOP_AFTER": "1"])
        #expect(!ending.signalled)
        #expect(ending.status == 130, "\(ending.error)")
        #expect(ending.error.contains("playtest compare: interrupted"), "\(ending.error)")
        #expect(ending.error.contains("finished: configuration "), "\(ending.error)")
        #expect(ending.out.isEmpty)
        #expect(!harness.exists("out/compare.md"))
    }

    @Test("tune, stopped after its second step: exits 130 naming the steps, writes no report; --resume writes the bytes of a run never stopped")
    func tune() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(smallSnakesssTuning, to: "tune.json")
        let ending = try PlaytestProcess.run(
            binary, ["tune", "tune.json", "--out", "out", "--quiet"], in: harness.directory, environment: ["PLAYTEST_TEST_STOP_AFTER": "2"])
        #expect(!ending.signalled)
        #expect(ending.status == 130, "\(ending.error)")
        #expect(ending.error.contains("playtest tune: interrupted"), "\(ending.error)")
        #expect(ending.error.contains("finished: generation 1 rung 1"), "\(ending.error)")
        #expect(ending.error.contains("no report was written; what was played is saved in out/.playtest-tune-checkpoint: rerun with --resume"))
        #expect(!harness.exists("out/report.md"))
        #expect(harness.exists("out/.playtest-tune-checkpoint"))
        let resumed = try PlaytestProcess.run(binary, ["tune", "tune.json", "--out", "out", "--resume"], in: harness.directory, environment: [:])
        #expect(resumed.status == 0, "\(resumed.error)")
        #expect(!harness.exists("out/.playtest-tune-checkpoint"), "the checkpoint is removed once the report is written")
        let whole = try PlaytestProcess.run(binary, ["tune", "tune.json", "--out", "whole", "--quiet"], in: harness.directory, environment: [:])
        #expect(whole.status == 0, "\(whole.error)")
        let files = harness.files(in: "out")
        #expect(files.keys.contains("report.md") && files.keys.contains("trace.csv"))
        #expect(files == harness.files(in: "whole"), "a resumed tuning writes the same bytes as one never stopped")
    }
}

