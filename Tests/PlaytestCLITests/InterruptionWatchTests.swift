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

    @Test("tune, stopped after its first step: exits 130 naming the step, writes nothing")
    func tune() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try FileManager.default.copyItem(atPath: PlaytestProcess.packageRoot + "/Scenarios", toPath: harness.directory + "/Scenarios")
        let ending = try PlaytestProcess.run(
            binary, ["tune", "Scenarios/tune-pokerslam.json", "--candidates", "4", "--games", "8", "--generations", "2", "--confirm-games", "8",
                     "--out", "out", "--quiet"],
            in: harness.directory, environment: ["PLAYTEST_TEST_STOP_AFTER": "1"])
        #expect(!ending.signalled)
        #expect(ending.status == 130, "\(ending.error)")
        #expect(ending.error.contains("playtest tune: interrupted"), "\(ending.error)")
        #expect(ending.error.contains("finished: generation 1"), "\(ending.error)")
        #expect(ending.error.contains("no file was written"))
        #expect(!harness.exists("out"))
    }
}

