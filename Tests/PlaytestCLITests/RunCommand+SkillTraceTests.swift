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

    static let matchCeiling = """
    { "name": "ceiling", "seed": 2, "games": 6, "studies": [
      { "game": "snakesss", "parameters": { "players": 4 }, "ladder": { "rungs": ["ownBelief", "followMongoose"], "ceiling": "seesRoles" } },
      { "game": "pokerslam", "skillTrace": { "from": 1, "cap": 4, "margin": 3 } }
    ] }
    """

    @Test("a ceiling in a game of several seats meets the last rung in every rotation; its share on the board; traces drawn; shards merge byte-identically")
    func matchCeilingAndCharts() throws {
        let harness = try CommandHarness()
        try harness.write(Self.matchCeiling, to: "c.json")
        let single = harness.run("run", "c.json", "--out", "single", "--jobs", "2", "--quiet")
        #expect(single.status == .success, "\(single.error)")
        for index in 1...2 {
            let shard = harness.run("run", "c.json", "--shard", "\(index)/2", "--out", "parts/\(index)", "--parents", "--quiet")
            #expect(shard.status == .success, "\(shard.error)")
        }
        let merged = harness.run("merge", "parts/1", "parts/2", "--out", "merged", "--quiet")
        #expect(merged.status == .success, "\(merged.error)")
        for folder in ["", "/pokerslam", "/snakesss"] { #expect(harness.files(in: "single" + folder) == harness.files(in: "merged" + folder), "\(folder)") }
        let snakes = harness.files(in: "single/snakesss")
        let report = String(decoding: try #require(snakes["report.md"]), as: UTF8.self)
        // Two rungs: one pair, then the ceiling against the last rung, each in 4 rotations at 4 seats.
        #expect(report.contains("(4 configurations)"), "\(report)")
        #expect(report.contains("| rung | share of the ceiling's points (95%) | win rate against the ceiling (95%) |"), "\(report)")
        #expect(report.contains("of the ceiling's points per game when they meet"))
        #expect(report.contains("followMongoose reaches") && report.contains("of seesRoles's points at players=4"), "the board's short answer names the ceiling")
        let results = String(decoding: try #require(snakes["results.csv"]), as: UTF8.self)
        #expect(results.contains("skill.ceilingShare.followMongoose") && results.contains("skill.ceilingWinRate.followMongoose"))
        #expect(!results.contains("skill.ceilingShare.ownBelief"), "only the last rung meets the ceiling")
        let poker = harness.files(in: "single/pokerslam")
        let pokerReport = String(decoding: try #require(poker["report.md"]), as: UTF8.self)
        #expect(poker.keys.contains { $0.hasPrefix("skill-trace-") && $0.hasSuffix(".svg") && !$0.contains("gain") }, "\(poker.keys.sorted())")
        #expect(poker.keys.contains { $0.hasPrefix("skill-trace-gain-") }, "\(poker.keys.sorted())")
        #expect(pokerReport.contains("](skill-trace-"), "\(pokerReport)")
        #expect(pokerReport.contains("trace to search-4 capped") || pokerReport.contains("trace stops at"), "the board's short answer names the trace")
    }
}
