import Foundation
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
        #expect(rules.error == "error: playtest check: --rules \"shiped\" is not a rule set of dice; did you mean \"shipped\"?; use one of: documented, shipped\n")
        let parameter = harness.run("check", "dice", "--param", "count=0")
        #expect(parameter.status == .usage)
        #expect(parameter.error.contains("count: is 0, below the minimum 1"))
        let game = harness.run("check", "chess")
        #expect(game.status == .usage)
        #expect(game.error.contains("games: pokerslam, squarecolor, party, snakesss, dice, all"))
    }

    @Test("list shows the dice game with its rule sets, bots, invariants and metrics")
    func list() throws {
        let result = try CommandHarness().run("list", "all")
        #expect(result.status == .success)
        for expected in ["dice: Dice roll animation", "documented, shipped", "lockMostCommon [check]", "fuzzer [check] [fuzzer]", "property4:", "rollsPerTurn"] {
            #expect(result.out.contains(expected), "missing \(expected)")
        }
    }

    @Test("playtest help lists every option each command's parser reads, and each command's --help explains it")
    func helpListsEveryOption() throws {
        let harness = try CommandHarness()
        let usage = harness.run("help").out
        for command in PlaytestCommandLine.commands {
            let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0.hasPrefix("  " + command.name.padding(toLength: 8, withPad: " ", startingAt: 0)) })
            let own = lines[(start + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: 10)) }.joined(separator: " ")
            let help = harness.run(command.name, "--help").out
            for option in command.options {
                #expect(own.contains(option), "playtest help omits \(command.name) \(option)")
                #expect(help.contains(option), "playtest \(command.name) --help omits \(option)")
            }
        }
        for option in ["--junit", "--quiet"] { #expect(MergeCommand.options.contains(option) || MergeCommand.flags.contains(option)) }
        for option in ["--confidence", "--alpha", "--beta", "--parents", "--quiet"] {
            #expect(CompareCommand.options.contains(option) || CompareCommand.flags.contains(option))
        }
    }

    @Test("list cites each game's document where it really is, never a bare seeds/ path")
    func listCitesDocumentLocation() throws {
        let harness = try CommandHarness()
        let result = harness.run("list")
        for game in harness.catalog.games {
            #expect(result.out.contains("\(game.descriptor.id): \(game.descriptor.title) (\(game.descriptor.documentLocation))"))
        }
        for line in result.out.split(separator: "\n") {
            #expect(!line.contains("(seeds/") && !line.contains(" seeds/"), "\(line)")
        }
    }

    @Test("a user's Reports/<name> folder is ignored by git; Reports/default stays tracked")
    func reportsIgnored() throws {
        let root = PlaytestProcess.packageRoot
        guard FileManager.default.fileExists(atPath: root + "/.git"), FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
        let ignored = try PlaytestProcess.run("/usr/bin/git", ["check-ignore", "-q", "Reports/mine/report.md"], in: root)
        #expect(ignored.status == 0, "Reports/mine is not ignored")
        let tracked = try PlaytestProcess.run("/usr/bin/git", ["check-ignore", "-q", "--no-index", "Reports/default/index.md"], in: root)
        #expect(tracked.status == 1, "Reports/default is ignored")
    }
}
