import Foundation
import Testing
@testable import PlaytestCLI
import PlaytestKit
import PlaytestBuiltInGames

/// A small PokerSlam tuning with a skill target: two entries, random against greedy on the same deals.
let smallSkillTuning = """
    { "name": "skill-tune", "seed": 3,
      "studies": [ { "game": "pokerslam", "bots": ["greedy"] } ],
      "tune": {
        "parameters": { "pairPoints": { "min": 0, "max": 40, "step": 20 }, "straightPoints": { "min": 0, "max": 80, "step": 40 } },
        "objective": { "kind": "target", "metric": "finalScore", "value": 700 },
        "skill": { "weaker": "random", "stronger": "greedy", "metric": "finalScore", "upsetRate": { "min": 0.2, "max": 0.5 }, "weight": 1000 },
        "budget": { "candidates": 6, "games": 8, "generations": 1, "confirmGames": 40 } } }
    """

@Suite("playtest tune with a skill target")
struct TuneCommandSkillTests {
    @Test("the report and confirmation.csv show both rungs, their paired difference and the upset rate, default and proposed")
    func skillTableIsWritten() throws {
        let harness = try CommandHarness()
        try harness.write(smallSkillTuning, to: "tune.json")
        let result = harness.run("tune", "tune.json", "--out", "out", "--jobs", "1", "--quiet")
        #expect(result.status == .success, "stderr: \(result.error)")
        let files = harness.files(in: "out")
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(report.contains("## Skill depth"))
        #expect(report.contains("| upset rate: random above greedy (Wilson 95%, deals) |"))
        let csv = String(decoding: try #require(files["confirmation.csv"]), as: UTF8.self)
        let upsets = csv.split(whereSeparator: \.isNewline).filter { $0.contains(",skill,upsetRate,") }
        #expect(upsets.count == 2, "default and proposed: \(csv)")
        for line in upsets {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).suffix(3).compactMap { Double($0) }
            #expect(cells.count == 3 && cells[1] <= cells[0] && cells[0] <= cells[2] && cells[0] >= 0 && cells[2] <= 1, "\(line)")
        }
        // 40 deals: the rungs are measured on the confirmation's 40 games, the upset rate's interval counts them.
        #expect(report.contains("same 40 fresh deals"))
    }

    @Test("the skill penalty is weight times the distance from the band, zero inside it")
    func penaltyIsDistanceFromBand() {
        let target = SkillTarget(weaker: "a", stronger: "b", metric: "m", upsetBand: 0.1...0.3, weight: 10)
        #expect(target.penalty(upsetRate: 0.2) == 0)
        #expect(abs(target.penalty(upsetRate: 0.05) - 0.5) < 1e-12)
        #expect(abs(target.penalty(upsetRate: 0.5) - 2) < 1e-12)
    }

    @Test("upsets count deals where the weaker rung scores strictly more; deals without a value are left out")
    func upsetsAreStrict() {
        let estimate = SkillEstimate(weaker: [1, 5, 3, nil, 2], stronger: [2, 4, 3, 9, nil])
        #expect(estimate.deals == 3)
        #expect(estimate.upsets == 1)
        #expect(estimate.upsetRate?.estimate == 1.0 / 3)
        #expect(estimate.difference?.estimate == 0)
    }

    @Test("a bad skill target exits 2 naming the file and the field", arguments: [
        ("\"weaker\": \"random\"", "\"weaker\": \"randon\"", "$.tune.skill.weaker is \"randon\", not a bot of pokerslam"),
        ("\"stronger\": \"greedy\"", "\"stronger\": \"random\"", "$.tune.skill.stronger is the same bot as weaker"),
        ("\"min\": 0.2, \"max\": 0.5", "\"min\": 0.6, \"max\": 0.5", "$.tune.skill.upsetRate has min 0.6 above max 0.5"),
        ("\"metric\": \"finalScore\", \"upsetRate\"", "\"metric\": \"finalScor\", \"upsetRate\"", "$.tune.skill.metric"),
    ])
    func badSkillTarget(_ find: String, _ replace: String, _ expected: String) throws {
        let harness = try CommandHarness()
        try harness.write(smallSkillTuning.replacingOccurrences(of: find, with: replace), to: "tune.json")
        let result = harness.run("tune", "tune.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("tune.json: "), "\(result.error)")
        #expect(result.error.contains(expected), "\(result.error)")
        #expect(harness.files(in: "out").isEmpty)
    }
}

@Suite("tune: pruning by the exact part")
struct TunerSkillPruningTests {
    @Test("a candidate a rung skips scores, played in full, above the last one it keeps: the kept set is unchanged")
    func prunedCandidatesCouldNotBeKept() throws {
        let text = """
            { "name": "prune", "seed": 2, "studies": [ { "game": "pokerslam", "bots": ["greedy"] } ],
              "tune": {
                "parameters": { "pairPoints": { "min": 0, "max": 100, "step": 25 }, "straightPoints": { "min": 0, "max": 100, "step": 25 },
                                "flushPoints": { "min": 0, "max": 100, "step": 25 } },
                "objective": { "kind": "risesWithRarity", "shares": { "pairPoints": 4.2, "straightPoints": 18.9, "flushPoints": 7.1 } },
                "skill": { "weaker": "random", "stronger": "greedy", "metric": "finalScore", "upsetRate": { "min": 0.1, "max": 0.3 }, "weight": 50 },
                "budget": { "candidates": 12, "games": 6, "generations": 1, "confirmGames": 6 } } }
            """
        let file = try TuneFile.load(text, file: "prune.json", loader: ScenarioLoader(games: BuiltInGames.all))
        let tuner = Tuner(file: file, jobs: 1)
        let pool = tuner.pool(around: TuneCandidate.defaults(of: file.spec.parameters), generation: 1)
        let survivors = Array(pool.indices)
        let keep = (survivors.count + 1) / 2
        let (estimates, played) = tuner.rungEstimates(pool: pool, survivors: survivors, games: 6, keep: keep)
        #expect(played < survivors.count, "some candidate is skipped on this file")
        let full = survivors.map { tuner.evaluate(pool[$0], seed: file.scenario.seed, games: 6) }
        let keptScore = full.indices.map { tuner.score(pool[$0], full[$0]) }.sorted()[keep - 1]
        for index in survivors.indices {
            if estimates[index].games == 0 {
                #expect(tuner.score(pool[index], full[index]) > keptScore, "candidate \(index) was skipped but could have been kept")
            } else {
                #expect(estimates[index] == full[index], "a played candidate's estimate is the full one")
            }
        }
    }
}
