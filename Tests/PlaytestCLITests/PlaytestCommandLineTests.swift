import Testing
@testable import PlaytestCLI

@Suite("playtest command line")
struct PlaytestCommandLineTests {
    @Test("every command answers --help with its usage and exit 0", arguments: ["list", "check", "run", "replay", "bench"])
    func helpOnEveryCommand(command: String) throws {
        let harness = try CommandHarness()
        let result = harness.run(command, "--help")
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("Usage: playtest \(command)"))
    }

    @Test("no command prints the usage on stderr and exits 2")
    func noCommand() throws {
        let result = try CommandHarness().run([])
        #expect(result.status == .usage)
        #expect(result.error.contains("Commands:"))
    }

    @Test("an unknown command or option exits 2 and says what is allowed")
    func unknownCommandOrOption() throws {
        let harness = try CommandHarness()
        let command = harness.run("frobnicate")
        #expect(command.status == .usage)
        #expect(command.error.contains("unknown command \"frobnicate\""))
        let option = harness.run("check", "dice", "--gmaes", "3")
        #expect(option.status == .usage)
        #expect(option.error.contains("unknown option --gmaes"))
        #expect(option.error.contains("--games"))
    }

    @Test("bad option values exit 2 naming the option and the range")
    func badValues() throws {
        let harness = try CommandHarness()
        let games = harness.run("check", "dice", "--games", "-5")
        #expect(games.status == .usage)
        #expect(games.error.contains("--games is \"-5\""))
        let rules = harness.run("check", "dice", "--rules", "shiped")
        #expect(rules.status == .usage)
        #expect(rules.error == "error: playtest check: --rules \"shiped\" is not a rule set of dice; use one of: documented, shipped\n")
        let parameter = harness.run("check", "dice", "--param", "count=0")
        #expect(parameter.status == .usage)
        #expect(parameter.error.contains("count: is 0, below the minimum 1"))
        let game = harness.run("check", "chess")
        #expect(game.status == .usage)
        #expect(game.error.contains("games: pokerslam, squarecolor, party, snakesss, dice, all"))
    }

    @Test("list shows the dice game with its rule sets, bots, invariants and metrics")
    func list() throws {
        let result = try CommandHarness().run("list")
        #expect(result.status == .success)
        for expected in ["dice: Dice roll animation", "documented, shipped", "lockMostCommon [check]", "fuzzer [check] [fuzzer]", "property4:", "rollsPerTurn"] {
            #expect(result.out.contains(expected), "missing \(expected)")
        }
    }
}
