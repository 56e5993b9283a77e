import Testing
@testable import PlaytestCLI
import PlaytestKit

@Suite("playtest check: parameter swarming, regions and moments")
struct CheckCommandSwarmTests {
    @Test("by default half of each bot's games draw the swarmed parameters; the header names them; coverage per region")
    func header() throws {
        // 100 games a bot (the default): fewer cannot show every documented behaviour in 2% of games.
        let result = try CommandHarness().run("check", "dice", "--games", "100", "--seed", "7", "--no-regressions")
        #expect(result.status == .success)
        #expect(result.out.contains("parameter swarming: 50 of 100 games per bot (share 0.5) draw count 1-1500 (9 values), turns 1-10"))
        #expect(result.out.contains("coverage by parameter region (games played, labels reached of 16):"))
        let count = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("    count ") })
        #expect(count.contains("low ") && count.contains("default ") && count.contains("high "))
        #expect(result.out.contains("moments: 3 of 11 invariants after every action and event; property1 after actions only"))
    }

    @Test("--swarm-params 0 plays every game at the check's parameters; --param keeps its parameter out of the swarm")
    func off() throws {
        let harness = try CommandHarness()
        // Two dice at the default count never settle at one instant: without swarming, that label is waived.
        let off = harness.run("check", "dice", "--games", "100", "--seed", "7", "--no-regressions", "--swarm-params", "0",
                              "--cover", "simultaneousSettle=0")
        #expect(off.status == .success)
        #expect(off.out.contains("parameter swarming: off"))
        #expect(!off.out.contains("coverage by parameter region"))
        let fixed = harness.run("check", "dice", "--games", "20", "--seed", "7", "--no-regressions", "--param", "count=3")
        #expect(fixed.out.contains("draw turns 1-10"))
        #expect(!fixed.out.contains("draw count"))
        let bad = harness.run("check", "dice", "--swarm-params", "2")
        #expect(bad.status == .usage && bad.error.contains("--swarm-params \"2\" should be the share of games to swarm"))
    }

    @Test("the output is the same with 1 and 2 jobs")
    func jobs() throws {
        let harness = try CommandHarness()
        let one = harness.run("check", "party", "--games", "12", "--seed", "3", "--no-regressions", "--jobs", "1")
        let two = harness.run("check", "party", "--games", "12", "--seed", "3", "--no-regressions", "--jobs", "2")
        #expect(one.out == two.out)
        #expect(one.out.contains("draw players 4-12, timerSeconds 30-120 (19 values)"))
    }

    @Test("a failure in a swarmed game shrinks its parameters back toward the check's, and its token replays it")
    func swarmedFailure() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--rules", "shipped", "--games", "6", "--seed", "7", "--swarm-params", "1", "--no-regressions")
        #expect(result.status == .failure)
        #expect(result.out.contains("parameter swarming: 6 of 6 games per bot (share 1) draw count 1-1500 (9 values), turns 1-10"))
        let lines = result.out.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("property4 FAILED") })
        #expect(lines[start + 2].contains("(parameters swarmed to count="))
        let stepsLine = try #require(lines[start...].first { $0.hasSuffix("step:") || $0.hasSuffix("steps:") })
        #expect(stepsLine.trimmingWhitespace() == "1 step:")
        let replayLine = try #require(lines[start...].first { $0.contains("replay: playtest replay ") })
        let token = String(replayLine.split(separator: " ").last!)
        #expect(token.contains(":count=1,turns=1:"), "the shrunk parameters ride in the token: \(token)")
        let replay = harness.run("replay", token)
        #expect(replay.status == .failure && replay.out.contains("property4 broke"))
    }

    @Test("list shows each parameter's swarm range and when each invariant is checked, with its reason")
    func list() throws {
        let result = try CommandHarness().run("list", "all")
        #expect(result.out.contains("(a whole number from 1 to 100000; shrinks; check swarms 1-1500 (9 values))"))
        #expect(result.out.contains("checked after actions only: a rule about Roll, which only an action is"))
        #expect(result.out.contains("property4: Roll and End Turn are disabled if and only if at least one die animates"))
    }
}
