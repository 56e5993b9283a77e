import Testing
@testable import PlaytestCLI
import PlaytestKit
import PlaytestBuiltInGames

@Suite("playtest mutants")
struct MutantsCommandTests {
    @Test("every planted fault of snakesss is caught at the default count: exit 0, one caught line per fault")
    func snakesssAllCaught() throws {
        let result = try CommandHarness().run("mutants", "snakesss", "--games", "40", "--seed", "1", "--jobs", "2")
        #expect(result.status == .success, "\(result.out)")
        let faults = BuiltInGames.all.first { $0.descriptor.id == "snakesss" }!.descriptor.faults
        #expect(faults.count >= 12)
        for fault in faults { #expect(result.out.contains("caught  \(fault)"), "\(fault): \(result.out)") }
        #expect(result.out.contains("\(faults.count) of \(faults.count) caught"))
        #expect(result.out.contains("by roleCounts"))
    }

    @Test("a count too small to reach a planted fault reports it MISSED and exits 1")
    func missedMutantFails() throws {
        // One game per bot: the leaderboard's tie-break needs two equal scores of a difficulty in one session.
        let result = try CommandHarness().run("mutants", "squarecolor", "--games", "1", "--seed", "0", "--jobs", "1")
        #expect(result.status == .failure, "\(result.out)")
        #expect(result.out.contains("MISSED"))
        #expect(result.out.contains("MISSED  tiesLaterDateFirst"), "\(result.out)")
    }

    @Test("the report counts a missed outcome as missed, whatever the rest")
    func linesShowMissed() {
        let lines = MutantsCommand.lines(game: "toy", outcomes: [
            .init(fault: "a", invariants: ["one"], gamesNeeded: 3),
            .init(fault: "bb", invariants: [], gamesNeeded: nil),
        ], games: 10, seed: 0)
        #expect(lines[1] == "  caught  a   by one (first in game 3)")
        #expect(lines[2] == "  MISSED  bb  no invariant broke in 10 games per checking bot")
        #expect(lines[3] == "  1 of 2 caught; 1 MISSED")
    }

    @Test("a fault caught by a stated share alone says over how many games, not a first game")
    func linesShowStatedShare() {
        let lines = MutantsCommand.lines(game: "toy", outcomes: [
            .init(fault: "a", invariants: ["stated share face"], gamesNeeded: 40),
            .init(fault: "b", invariants: ["one", "stated share face"], gamesNeeded: 2),
        ], games: 40, seed: 1)
        #expect(lines[1] == "  caught  a  by stated share face (over the first bot's 40 games)")
        #expect(lines[2] == "  caught  b  by one, stated share face (first in game 2)")
        #expect(lines[3] == "  2 of 2 caught")
    }

    @Test("a fault caught only in the swarmed replay says so")
    func linesShowSwarmed() {
        let lines = MutantsCommand.lines(game: "toy", outcomes: [
            .init(fault: "a", invariants: ["one"], gamesNeeded: 29, swarmed: true),
            .init(fault: "b", invariants: [], gamesNeeded: nil, swarmed: true),
        ], games: 40, seed: 1)
        #expect(lines[1] == "  caught  a  by one (first in game 29, with parameter swarming)")
        #expect(lines[2] == "  MISSED  b  no invariant broke in 40 games per checking bot, with and without parameter swarming")
    }

    @Test("a rule set names its planted faults after a plus; check runs one, and an unknown one is a usage error")
    func faultOnCheck() throws {
        let harness = try CommandHarness()
        // Square Color's doubled points break one invariant in a few short games (cheap to shrink in a debug build).
        let caught = harness.run("check", "squarecolor", "--rules", "documented+doublePoints", "--games", "5", "--no-regressions", "--quiet")
        #expect(caught.status == .failure)
        #expect(caught.out.contains("scoreIsPointsTimesRounds FAILED"), "\(caught.out)")
        #expect(caught.out.contains("rules documented+doublePoints"), "\(caught.out)")
        let unknown = harness.run("check", "snakesss", "--rules", "documented+noSuchFault", "--games", "5")
        #expect(unknown.status == .usage)
        #expect(unknown.error.contains("\"noSuchFault\" is not a planted fault of snakesss"), "\(unknown.error)")
    }
}
