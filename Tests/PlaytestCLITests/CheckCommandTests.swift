import Testing
@testable import PlaytestCLI

@Suite("playtest check and replay")
struct CheckCommandTests {
    @Test("documented dice rules hold: exit 0")
    func documentedHolds() throws {
        let result = try CommandHarness().run("check", "dice", "--games", "20", "--seed", "7", "--jobs", "2")
        #expect(result.status == .success)
        #expect(result.out.contains("all 9 invariants held"))
    }

    @Test("shipped dice rules break property 4 with a short shrunk case whose replay command reproduces it")
    func shippedFindsProperty4() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--rules", "shipped", "--games", "20", "--seed", "7")
        #expect(result.status == .failure)
        #expect(result.out.contains("property4 FAILED"))
        let lines = result.out.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("property4 FAILED") })
        let stepsLine = try #require(lines[start...].first { $0.hasSuffix("step:") || $0.hasSuffix("steps:") })
        let steps = Int(stepsLine.trimmingWhitespace().split(separator: " ")[0]) ?? 99
        #expect(steps <= 5)
        let replayLine = try #require(lines[start...].first { $0.contains("replay: playtest replay ") })
        let token = String(replayLine.split(separator: " ").last!)
        let replay = harness.run("replay", token)
        #expect(replay.status == .failure)
        #expect(replay.out.contains("property4 broke"))
        // The failure was saved, and the next check replays it first.
        #expect(harness.exists(".playtest/regressions/dice.txt"))
        let again = harness.run("check", "dice", "--rules", "shipped", "--games", "5", "--seed", "8")
        #expect(again.out.contains("regression still fails"))
    }

    @Test("replay rejects a malformed token with exit 2")
    func malformedToken() throws {
        let harness = try CommandHarness()
        let result = harness.run("replay", "pt2:dice:documented")
        #expect(result.status == .usage)
        #expect(result.error.contains("expected 6 fields"))
        let retired = harness.run("replay", "pt1:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666")
        #expect(retired.status == .usage)
        #expect(retired.error.contains("this is a pt1 token") && retired.error.contains("get a pt2 token"))
        let missing = harness.run("replay", "no-such-file.txt")
        #expect(missing.status == .usage && missing.error.contains("no such file"))
        let unknown = harness.run("replay", "pt2:dice:documented:fuzzer:count=0,turns=5:c=")
        #expect(unknown.status == .usage)
        #expect(unknown.error.contains("count"))
    }

    @Test("replay reads a file of tokens")
    func replayFile() throws {
        let harness = try CommandHarness()
        try harness.write("# a comment\npt2:dice:documented:fuzzer:count=6,turns=5:c=+666666666666666\n", to: "cases.txt")
        let result = harness.run("replay", "cases.txt")
        #expect(result.status == .success)
        #expect(result.out.contains("1. roll"))
        #expect(result.out.contains("every invariant held"))
    }
}
