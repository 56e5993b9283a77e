import Foundation
import Testing
@testable import PlaytestCLI

@Suite("playtest tune GAME --search")
struct SearchTuneCommandTests {
    @Test("a small PokerSlam search tuning writes report.md and trace.csv and says what to register")
    func smallTuning() throws {
        let harness = try CommandHarness()
        let result = harness.run("tune", "pokerslam", "--search", "search-2", "--against", "greedy", "--explorations", "0.3,2",
                                 "--games", "2", "--confirm-games", "3", "--out", "out", "--jobs", "1")
        #expect(result.status == .success, "stderr: \(result.error)")
        #expect(result.error.contains("tune pokerslam --search: 2 candidates"), "\(result.error)")
        #expect(result.out.contains("register: SearchSettings(iterations: 2, exploration: "), "\(result.out)")
        let files = harness.files(in: "out")
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(report.contains("Command: `playtest tune pokerslam --search search-2 --against greedy --explorations 0.3,2 --games 2 --confirm-games 3 --seed 1`"))
        #expect(report.contains("| registered: exploration 0.3, widening 1, steps 10000, rollout registered |"))
        let trace = String(decoding: try #require(files["trace.csv"]), as: UTF8.self)
        #expect(trace.split(separator: "\n").count == 1 + 2, "a header and 2 candidates (one rung keeps one)")
    }

    @Test("bad input exits 2 naming the option and writes nothing", arguments: [
        (["--search", "search-10", "--against", "planner", "--explorations", "-1"], "--explorations: -1 is not an exploration constant"),
        (["--search", "search-10", "--against", "planner", "--widenings", "none,x"], "--widenings: \"x\" does not read"),
        (["--search", "search-10", "--against", "nobody"], "--against: \"nobody\" is not a bot of pokerslam"),
        (["--search", "nosuch-10", "--against", "planner"], "--search: \"nosuch-10\" is not a member of a search family of pokerslam"),
        (["--search", "search", "--against", "planner"], "--search: \"search\" is not FAMILY-N"),
        (["--search", "search-10"], "--against: is missing"),
        (["--search", "search-10", "--against", "planner", "--measure", "best"], "--measure: \"best\" is not a measure"),
        (["--search", "search-10", "--against", "planner", "--candidates", "4"], "--candidates is for a tuning file"),
        (["--against", "planner"], "--against is for a search tuning"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let harness = try CommandHarness()
        let result = harness.run(["tune", "pokerslam"] + arguments + ["--out", "out"])
        #expect(result.status == .usage)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(harness.files(in: "out").isEmpty)
    }
}
