import Testing
@testable import PlaytestCLI

@Suite("playtest bench --game --bot")
struct BenchCommandTests {
    @Test("--game dice --bot fuzzer times the fuzzer only")
    func chosenBot() throws {
        let result = try CommandHarness().run("bench", "--game", "dice", "--bot", "fuzzer", "--quick")
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("dice, default configuration, fuzzer, every invariant checked: "), "\(result.out)")
        #expect(result.out.split(separator: "\n").count == 1)
    }

    @Test("an unknown bot exits 2 listing the game's bots; --bot needs --game among several games", arguments: [
        (["--game", "dice", "--bot", "nobody"], "--bot \"nobody\" is not a bot of dice; bots: lockMostCommon, fuzzer, lockSweep, uniformFuzzer"),
        (["--bot", "fuzzer"], "--bot fuzzer needs --game"),
        (["--game", "chess"], "--game \"chess\" is not a game"),
        (["--game", "dice", "--only", "generator"], "drop --only generator or --game"),
    ])
    func refused(arguments: [String], message: String) throws {
        let result = try CommandHarness().run(["bench"] + arguments)
        #expect(result.status == .usage)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.out.isEmpty)
    }
}
