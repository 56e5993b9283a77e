import Testing
@testable import PlaytestCLI

@Suite("WholeRunTiming: a whole run of this program in a child process, for bench")
struct WholeRunTimingTests {
    @Test("inside another program (this test runner) it times nothing rather than ask that program to run a scenario")
    func onlyInItsOwnProgram() {
        let scenario = #"{"name": "t", "seed": 1, "games": 1, "studies": [{"game": "dice", "bots": ["lockMostCommon"]}]}"#
        #expect(WholeRunTiming.seconds(scenario: scenario, programName: "playtest") == nil)
    }
}
