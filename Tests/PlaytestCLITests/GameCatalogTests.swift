import DiceGame
import Testing
@testable import PlaytestCLI

/// A studio's catalog: its games only, its program name in the printed replay commands, and every command for them.
@Suite struct GameCatalogTests {
    /// A studio that offers only the dice game, under its own executable's name.
    static let studio = GameCatalog(games: [DiceRollGame.registration], programName: "studio-playtest")

    @Test func listShowsOnlyTheCatalogsGames() throws {
        let harness = try CommandHarness()
        harness.catalog = Self.studio
        let result = harness.run("list")
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("dice: "))
        #expect(!result.out.contains("pokerslam:") && !result.out.contains("snakesss:"))
        // Where the game says a reader finds it: the project's page on the game, which the published repository has.
        #expect(result.out.hasPrefix("dice: Dice roll animation (docs/games/dice.md)\n"))
    }

    @Test func runWritesReplayCommandsNamingTheStudiosProgram() throws {
        let harness = try CommandHarness()
        harness.catalog = Self.studio
        try harness.write(smallDiceScenario.replacingOccurrences(of: "\"games\": 12,", with: "\"games\": 12, \"rules\": \"shipped\","), to: "s.json")
        let run = harness.run("run", "s.json", "--out", "out", "--junit", "junit.xml")
        #expect(run.status == .failure)
        let files = harness.files(in: "out")
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        let invariants = String(decoding: try #require(files["invariants.csv"]), as: UTF8.self)
        let junit = String(decoding: try #require(harness.files(in: ".")["junit.xml"]), as: UTF8.self)
        for text in [run.out, report, invariants, junit] {
            #expect(text.contains("studio-playtest replay pt3:dice:shipped:"))
            #expect(!text.replacingOccurrences(of: "studio-playtest replay", with: "").contains("playtest replay"))
        }
    }

    @Test func unknownGameNamesTheCatalogsIdsAndProgram() throws {
        let harness = try CommandHarness()
        harness.catalog = Self.studio
        let result = harness.run("check", "pokerslam")
        #expect(result.status == .usage)
        #expect(result.error.contains("studio-playtest check: unknown game \"pokerslam\"; games: dice, all"))
    }

    @Test func checkPrintsAReplayCommandNamingTheStudiosProgramAndItReplays() throws {
        let harness = try CommandHarness()
        harness.catalog = Self.studio
        let check = harness.run("check", "dice", "--rules", "shipped", "--games", "30", "--seed", "7", "--quiet", "--no-regressions")
        #expect(check.status == .failure)
        #expect(!check.out.contains("replay: playtest replay"), "no replay command names playtest")
        let line = try #require(check.out.split(separator: "\n").first { $0.contains("replay: studio-playtest replay pt3:dice:") })
        let token = String(line.split(separator: " ").last!)
        let replay = harness.run("replay", token)
        #expect(replay.status == .failure && replay.out.contains("broke"))
    }

    @Test func helpAndVersionNameTheProgram() throws {
        let harness = try CommandHarness()
        harness.catalog = Self.studio
        #expect(harness.run("--help").out.contains("Usage: studio-playtest <command> [options]"))
        #expect(harness.run("--version").out.hasPrefix("studio-playtest "))
    }

    @Test func benchGivesEveryGameAGenericFigure() throws {
        let harness = try CommandHarness()
        harness.catalog = Self.studio
        let result = harness.run("bench", "--only", "games", "--quick", "--json")
        #expect(result.status == .success)
        #expect(result.out.contains("\"diceDefaultGamesPerSecond\": "))
        let unknown = harness.run("bench", "--only", "pokerslam")
        #expect(unknown.status == .usage && unknown.error.contains("use one of: generator, games"))
    }
}
