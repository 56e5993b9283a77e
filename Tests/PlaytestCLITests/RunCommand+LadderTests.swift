import Foundation
import Testing
@testable import PlaytestCLI
@testable import PlaytestKit

@Suite("playtest run: ladder studies")
struct RunCommandLadderTests {
    static let scenario = """
    { "name": "ladder", "seed": 3, "games": 8, "studies": [
      { "game": "pokerslam", "ladder": { "rungs": ["random", "greedy"], "targets": { "greedy": { "random": 0.9 } } },
        "gates": [{ "id": "greedyAhead", "metric": "skill.greedy-minus-random", "atLeast": 0 }] },
      { "game": "snakesss", "ladder": { "rungs": ["followMajority", "followMongoose"] }, "parameters": { "players": 4 } }
    ] }
    """

    @Test("a ladder study writes the Skill section and skill rows, byte-identical with 1 and 2 jobs")
    func skillSectionAndJobs() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "ladder.json")
        let one = harness.run("run", "ladder.json", "--out", "A", "--jobs", "1")
        let two = harness.run("run", "ladder.json", "--out", "B", "--jobs", "2")
        #expect(one.status == .success, "\(one.error)")
        #expect(two.status == .success)
        let a = harness.files(in: "A")
        for folder in ["", "/pokerslam", "/snakesss"] { #expect(harness.files(in: "A" + folder) == harness.files(in: "B" + folder), "\(folder)") }
        let pokerFiles = harness.files(in: "A/pokerslam")
        let poker = String(decoding: try #require(pokerFiles["report.md"]), as: UTF8.self)
        #expect(poker.contains("## Skill"))
        #expect(poker.contains("### random < greedy (default parameters)"))
        #expect(poker.contains("Skill is "))
        #expect(poker.contains("| greedy | random | 90.0% |"))
        let snakes = String(decoding: try #require(harness.files(in: "A/snakesss")["report.md"]), as: UTF8.self)
        #expect(snakes.contains("Bradley-Terry ratings"))
        #expect(snakes.contains("First seat: in these matches seat 0's win rate minus the average seat's"))
        // Fairness is judged where one bot holds every seat, never on the ladder's mixed matches: with none played, it says so.
        #expect(snakes.contains("No configuration where one bot holds every seat was played at players=4"), "\(snakes)")
        let index = String(decoding: try #require(a["index.md"]), as: UTF8.self)
        #expect(index.contains("## Skill"))
        let csv = String(decoding: try #require(pokerFiles["results.csv"]), as: UTF8.self)
        #expect(csv.contains(",skill.greedy-minus-random,,skill,deal,8,"))
        #expect(csv.contains(",skill.upset.random-over-greedy,,skill,deal,8,"))
        #expect(one.out.contains("PASS greedyAhead"))
    }

    @Test("a study's own rungs may name a search bot by its budget (search-N), as bots may")
    func searchRung() throws {
        let harness = try CommandHarness()
        try harness.write(#"{"name": "s", "seed": 1, "games": 3, "studies": [{"game": "pokerslam", "ladder": {"rungs": ["greedy", "search-2"]}}]}"#,
                          to: "s.json")
        let result = harness.run("run", "s.json", "--out", "S", "--quiet")
        #expect(result.status == .success, "stderr: \(result.error)")
        let report = String(decoding: try #require(harness.files(in: "S")["report.md"]), as: UTF8.self)
        #expect(report.contains("greedy < search-2"))
    }

    @Test("the rungs play the same deals: a figure of the deal alone reads the same in every rung")
    func rungsArePaired() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "ladder.json")
        #expect(harness.run("run", "ladder.json", "--out", "A", "--jobs", "2").status == .success)
        let csv = String(decoding: try #require(harness.files(in: "A/pokerslam")["results.csv"]), as: UTF8.self)
        // The parameters column is quoted (it holds commas): compare what follows it, row by row.
        func dealFigures(configuration: String) -> [String] {
            csv.split(whereSeparator: \.isNewline).map(String.init)
                .filter { $0.hasPrefix("ladder,3,\(configuration),") && $0.contains(",deal,") && $0.contains(",play,") }
                .compactMap { $0.components(separatedBy: "\",").last }
        }
        #expect(!dealFigures(configuration: "0").isEmpty)
        #expect(dealFigures(configuration: "0") == dealFigures(configuration: "1"))
    }

    @Test("a bad ladder study exits 2 naming the file, the JSON path and the fix", arguments: [
        ("{ \"game\": \"pokerslam\", \"ladder\": true, \"bots\": [\"greedy\"] }", "$.studies[0].bots", "remove \"bots\""),
        ("{ \"game\": \"dice\", \"ladder\": true }", "$.studies[0].ladder", "declares none"),
        ("{ \"game\": \"pokerslam\", \"ladder\": { \"rungs\": [\"greedy\", \"cheater\"] } }", "$.studies[0].ladder.rungs[1]", "random"),
        ("{ \"game\": \"pokerslam\", \"ladder\": { \"rungs\": [\"greedy\", \"tapper\"] } }", "$.studies[0].ladder.rungs[1]", "a checking bot"),
        ("{ \"game\": \"pokerslam\", \"ladder\": { \"rungs\": [\"greedy\", \"search-0\"] } }", "$.studies[0].ladder.rungs[1]", "search-N"),
        ("{ \"game\": \"pokerslam\", \"ladder\": { \"rungs\": [\"greedy\"] } }", "$.studies[0].ladder.rungs", "at least two"),
        ("{ \"game\": \"pokerslam\", \"ladder\": { \"targets\": { \"tapper\": { \"greedy\": 0.5 } } } }", "$.studies[0].ladder.targets.tapper", "not a rung"),
        ("{ \"game\": \"pokerslam\", \"ladder\": 3 }", "$.studies[0].ladder", "use true"),
        ("{ \"game\": \"pokerslam\", \"gates\": [{ \"id\": \"g\", \"metric\": \"skill.share\", \"atLeast\": 0.1 }] }", "$.studies[0].gates[0].metric", "\"ladder\": true"),
        ("{ \"game\": \"pokerslam\", \"ladder\": true, \"gates\": [{ \"id\": \"g\", \"metric\": \"skill.planner-minus-randm\", \"atLeast\": 1 }] }",
         "$.studies[0].gates[0].metric", "did you mean \"skill.planner-minus-random\""),
        ("{ \"game\": \"pokerslam\", \"ladder\": true, \"gates\": [{ \"id\": \"g\", \"metric\": \"finalScore\", \"atLeast\": 1, \"sequential\": true, \"maxGames\": 100 }] }",
         "$.studies[0].gates[0].sequential", "raise the study's \"games\""),
    ])
    func badLadder(study: String, path: String, fix: String) throws {
        let harness = try CommandHarness()
        try harness.write("{ \"name\": \"bad\", \"games\": 2, \"studies\": [\(study)] }", to: "bad.json")
        let result = harness.run("run", "bad.json", "--out", "A")
        #expect(result.status == .usage)
        #expect(result.error.contains("bad.json"))
        #expect(result.error.contains(path), "\(result.error)")
        #expect(result.error.contains(fix), "\(result.error)")
        #expect(harness.files(in: "A").isEmpty)
    }
}
