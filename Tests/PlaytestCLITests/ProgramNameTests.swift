import DiceGame
import PlaytestBuiltInGames
import PlaytestKit
import Testing
@testable import PlaytestCLI

/// A studio's executable names itself in every help text, hint and printed command (`hog-playtest`), never `playtest`.
@Suite("the executable's own name")
struct ProgramNameTests {
    /// A harness whose catalog is a studio's: the dice game under the name `hog-playtest`.
    static func studioHarness() throws -> CommandHarness {
        let harness = try CommandHarness()
        harness.catalog = GameCatalog(games: [DiceRollGame.registration], programName: "hog-playtest")
        return harness
    }

    /// True when `text` names `playtest` standing alone (as a word, not inside `hog-playtest`, `.playtest/` or
    /// `playtest-part`) followed by a space. `playtest version` (merge's help: parts of different versions of the
    /// library) names the library, not the executable.
    static func namesPlaytestAlone(_ text: String) -> Bool {
        var rest = Substring(text.replacingOccurrences(of: "playtest version", with: "library version"))
        while let range = rest.range(of: "playtest ") {
            let before = rest.base[..<range.lowerBound].last
            if before == nil || !(before!.isLetter || before! == "-" || before! == "." || before! == "/") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test("the top-level help and every command's --help name the program", arguments: PlaytestCommandLine.commands.map(\.name))
    func helpTexts(command: String) throws {
        let harness = try Self.studioHarness()
        let result = harness.run(command, "--help")
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("Usage: hog-playtest \(command)"))
        #expect(!Self.namesPlaytestAlone(result.out), "\(result.out)")
        let top = harness.run("--help")
        #expect(top.out.contains("Run 'hog-playtest <command> --help'"))
        #expect(!Self.namesPlaytestAlone(top.out))
    }

    @Test("usage errors name the program", arguments: [
        ["check"], ["check", "dice", "--games", "x"], ["check", "chess"], ["replay"], ["list", "extra"], ["run"],
        ["merge"], ["compare"], ["tune"], ["mutants"], ["check", "dice", "--gmaes", "3"], ["frobnicate"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try Self.studioHarness().run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.contains("hog-playtest"), "\(result.error)")
        #expect(!Self.namesPlaytestAlone(result.error), "\(result.error)")
    }

    @Test("a check failure's replay line and hints name the program")
    func checkFailure() throws {
        let result = try Self.studioHarness().run("check", "dice", "--rules", "shipped", "--games", "20", "--no-regressions", "--quiet")
        #expect(result.status == .failure)
        #expect(result.out.contains("replay: hog-playtest replay pt3:dice:shipped:"))
        #expect(!Self.namesPlaytestAlone(result.out), "\(result.out)")
    }

    @Test("the built-in catalog still says playtest")
    func builtIn() throws {
        let result = try CommandHarness().run("replay", "--help")
        #expect(result.out.hasPrefix("Usage: playtest replay <token|file>"))
        #expect(Self.namesPlaytestAlone(result.out))
    }
}
