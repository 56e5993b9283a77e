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
        #expect(lines[1] == "  caught  a   [stated rule]      by one (first in game 3)")
        #expect(lines[2] == "  MISSED  bb  [stated rule]      no invariant broke in 10 games per checking bot")
        #expect(lines[3] == "  1 of 2 caught; 1 MISSED")
        #expect(lines[5] == "    stated rule      1 of 2 caught; 1 MISSED")
    }

    @Test("a fault caught by a stated share alone says over how many games, not a first game")
    func linesShowStatedShare() {
        let lines = MutantsCommand.lines(game: "toy", outcomes: [
            .init(fault: "a", invariants: ["stated share face"], gamesNeeded: 40),
            .init(fault: "b", invariants: ["one", "stated share face"], gamesNeeded: 2),
        ], games: 40, seed: 1)
        #expect(lines[1] == "  caught  a  [stated rule]      by stated share face (over the first bot's 40 games)")
        #expect(lines[2] == "  caught  b  [stated rule]      by one, stated share face (first in game 2)")
        #expect(lines[3] == "  2 of 2 caught")
    }

    @Test("a fault caught only in the swarmed replay says so")
    func linesShowSwarmed() {
        let lines = MutantsCommand.lines(game: "toy", outcomes: [
            .init(fault: "a", invariants: ["one"], gamesNeeded: 29, swarmed: true),
            .init(fault: "b", invariants: [], gamesNeeded: nil, swarmed: true),
        ], games: 40, seed: 1)
        #expect(lines[1] == "  caught  a  [stated rule]      by one (first in game 29, with parameter swarming)")
        #expect(lines[2] == "  MISSED  b  [stated rule]      no invariant broke in 40 games per checking bot, with and without parameter swarming")
    }

    @Test("each fault's line names its class; the tally per class counts each class, and a class without a fault says why")
    func linesShowClasses() {
        let lines = MutantsCommand.lines(game: "toy", outcomes: [
            .init(fault: "a", invariants: ["one"], gamesNeeded: 3, faultClass: .limitPlusOne),
            .init(fault: "b", invariants: [], gamesNeeded: nil, faultClass: .limitPlusOne),
            .init(fault: "c", invariants: ["two"], gamesNeeded: 1, faultClass: .partialState),
        ], games: 10, seed: 0, notApplicable: [.statedShare: "the toy states no share"])
        #expect(lines[1] == "  caught  a  [limit + 1]        by one (first in game 3)")
        #expect(lines[3] == "  caught  c  [partial state]    by two (first in game 1)")
        #expect(lines[5] == "  by class:")
        #expect(lines.contains("    limit + 1        1 of 2 caught; 1 MISSED"))
        #expect(lines.contains("    partial state    1 of 1 caught"))
        #expect(lines.contains("    stated share     none: does not apply, the toy states no share"))
        #expect(lines.contains("    swarm only       none: no fault of this class planted yet"))
        #expect(lines.count == 5 + 1 + PlantedFaultClass.allCases.count)
    }

    @Test("every built-in game has a planted fault of each class, or says why the class does not apply to it")
    func everyGameHasEachClass() {
        for game in BuiltInGames.all {
            let descriptor = game.descriptor
            for faultClass in PlantedFaultClass.allCases {
                let planted = descriptor.plantedFaults.filter { $0.faultClass == faultClass }.map(\.name)
                let reason = descriptor.faultClassesNotApplicable[faultClass]
                #expect(!planted.isEmpty || !(reason ?? "").isEmpty, "\(descriptor.id): no planted fault of the class \(faultClass.label), and no reason")
                #expect(planted.isEmpty || reason == nil, "\(descriptor.id): \(faultClass.label) has faults \(planted) and a reason it does not apply")
            }
        }
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
