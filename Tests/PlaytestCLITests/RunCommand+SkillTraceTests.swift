import Foundation
import Testing
@testable import PlaytestCLI
@testable import PlaytestKit

@Suite("playtest run: skill traces and ceilings")
struct RunCommandSkillTraceTests {
    static let scenario = """
    { "name": "trace", "seed": 2, "games": 4, "studies": [
      { "game": "snakesss", "parameters": { "players": 4 }, "skillTrace": { "from": 1, "cap": 3, "margin": 0.05 } },
      { "game": "pokerslam", "ladder": { "rungs": ["random", "greedy"], "ceiling": "clairvoyant-2" } }
    ] }
    """

    @Test("a match trace meets neighbouring budgets only; a ceiling's shares; byte-identical with 1 and 2 jobs")
    func traceAndCeiling() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "trace.json")
        let one = harness.run("run", "trace.json", "--out", "A", "--jobs", "1", "--quiet")
        let two = harness.run("run", "trace.json", "--out", "B", "--jobs", "2", "--quiet")
        #expect(one.status == .success, "\(one.error)")
        #expect(two.status == .success, "\(two.error)")
        for folder in ["", "/pokerslam", "/snakesss"] { #expect(harness.files(in: "A" + folder) == harness.files(in: "B" + folder), "\(folder)") }
        let snakes = harness.files(in: "A/snakesss")
        let report = String(decoding: try #require(snakes["report.md"]), as: UTF8.self)
        #expect(report.contains("### Skill trace: search-1 to search-2 (players=4)"), "\(report)")
        #expect(report.contains("| budget | rating (95%) | gain of doubling (95%) | 90% interval | doubling |"))
        #expect(snakes["skill-trace.csv"] != nil)
        let poker = String(decoding: try #require(harness.files(in: "A/pokerslam")["report.md"]), as: UTF8.self)
        #expect(poker.contains("of the ceiling, clairvoyant-2 (mean score"), "\(poker)")
        #expect(poker.contains("| rung | share of the ceiling (95%) |"))
    }
}
