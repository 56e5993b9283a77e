import Testing
@testable import PlaytestCLI

@Suite("WholeRunTiming: a whole run of this program in a child process, for bench")
struct WholeRunTimingTests {
    @Test("inside another program (this test runner) it times nothing rather than ask that program to run a scenario")
    func onlyInItsOwnProgram() {
        let scenario = #"{"name": "t", "seed": 1, "games": 1, "studies": [{"game": "dice", "bots": ["lockMostCommon"]}]}"#
        #expect(WholeRunTiming.seconds(scenario: scenario, programName: "playtest") == nil)
    }

    @Test("a child that exits 0 is timed; one that exits otherwise, or cannot start, is not")
    func timesOnlyACleanExit() throws {
        let timed = try #require(WholeRunTiming.timedExit(program: "/bin/sh", arguments: ["-c", "exit 0"]))
        #expect(timed > .zero)
        #expect(WholeRunTiming.timedExit(program: "/bin/sh", arguments: ["-c", "exit 3"]) == nil)
        #expect(WholeRunTiming.timedExit(program: "/bin/sh", arguments: ["-c", "kill -9 $$"]) == nil)
        #expect(WholeRunTiming.timedExit(program: "/nonexistent/playtest", arguments: []) == nil)
    }
}
