import Testing
@testable import PlaytestCLI

@Suite("playtest replay --actions")
struct ReplayCommandActionsTests {
    @Test("the dice's shipped rules break property4 and property5 on a typed sequence: exit 1 with the steps")
    func shippedBreaks() throws {
        let result = try CommandHarness().run("replay", "--game", "dice", "--rules", "shipped", "--actions", "roll,advance 300ms,toggleLock(0)")
        #expect(result.status == .failure)
        #expect(result.out.contains("      3. toggleLock(0)\n"))
        #expect(result.out.contains("property5 broke after step 3, `toggleLock(0)`"))
        #expect(result.out.hasSuffix("  2 invariants broke\n"))
    }

    @Test("the documented rules hold on it: exit 0")
    func documentedHolds() throws {
        let result = try CommandHarness().run("replay", "--game", "dice", "--actions", "roll,advance 300ms,toggleLock(0)", "--seed", "4")
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("replay dice: rules documented, count=6,turns=5, seed 4 (game 0's chance), 3 actions\n"))
        #expect(result.out.hasSuffix("  every invariant held\n"))
    }

    @Test("bad input exits 2 naming what is wrong, printing nothing", arguments: [
        (["--game", "dice", "--actions", "roll,tapp"], "action 2, \"tapp\", is not an action of dice; actions look like: roll, toggleLock(0)"),
        (["--game", "chess", "--actions", "roll"], "--game \"chess\" is not a game"),
        (["--actions", "roll"], "--game and --actions go together"),
        (["--game", "dice", "--actions", " "], "--actions is empty"),
        (["--game", "dice", "--actions", "roll", "--rules", "app"], "--rules \"app\" is not a rule set of dice"),
        (["--game", "pokerslam", "--actions", "x"], "pokerslam reads no typed actions"),
        (["pt3:x", "--seed", "2"], "--seed goes with --game and --actions"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let result = try CommandHarness().run(["replay"] + arguments)
        #expect(result.status == .usage)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.out.isEmpty)
    }
}
