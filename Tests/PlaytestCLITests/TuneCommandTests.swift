import Foundation
import Testing
@testable import PlaytestCLI

/// A small Snakesss tuning: two player counts, a handful of candidates, a few hundred games.
let smallSnakesssTuning = """
    { "name": "small-tune", "seed": 5,
      "studies": [ { "game": "snakesss", "bots": ["ownBelief"], "parameters": { "players": 6, "roundCount": 9 } } ],
      "tune": {
        "parameters": { "rightPerRight": { "min": 1, "max": 3, "step": 2 }, "snakeBase": { "min": 0, "max": 1 },
                        "snakePerWrong": { "min": 1, "max": 3, "step": 2 } },
        "objective": { "kind": "target", "metric": "snakeGapRelative", "value": 0 },
        "budget": { "candidates": 8, "games": 12, "generations": 1, "confirmGames": 60 },
        "changePenalty": 0.002,
        "report": ["snakePointsPerRound"] } }
    """

@Suite("playtest tune")
struct TuneCommandTests {
    @Test("a small Snakesss tuning proposes a table whose confirmed gap lies closer to zero than the default's, on fresh seeds; run plays it")
    func snakesssTuningImproves() throws {
        let harness = try CommandHarness()
        try harness.write(smallSnakesssTuning, to: "tune.json")
        let result = harness.run("tune", "tune.json", "--out", "out", "--jobs", "1")
        #expect(result.status == .success, "stderr: \(result.error)")
        #expect(result.error.contains("generation 1 rung 3: 2 candidates x 48 games"), "stderr: \(result.error)")
        let files = harness.files(in: "out")
        let csv = String(decoding: try #require(files["confirmation.csv"]), as: UTF8.self)
        func figure(_ name: String, _ table: String) throws -> (value: Double, lower: Double, upper: Double) {
            let line = try #require(csv.split(whereSeparator: \.isNewline).first { $0.contains(",\(name),\(table),") }, "\(name) \(table) in \(csv)")
            let cells = try line.split(separator: ",").suffix(3).map { try #require(Double($0), "\(line)") }
            return (cells[0], cells[1], cells[2])
        }
        // The confirmation plays a seed derived from 5 (SplitMix64 mix of 5 XOR "confirm!"), none of the searched games.
        let proposedGap = try figure("gap", "proposed")
        let defaultGap = try figure("gap", "default")
        #expect(defaultGap.upper < 0, "the kw table favours non-snakes: \(defaultGap)")
        #expect(proposedGap.lower < 0 && proposedGap.upper > 0, "the proposed table's gap interval holds 0: \(proposedGap)")
        #expect(abs(proposedGap.value) < abs(defaultGap.value) / 2)
        let proposedLoss = try figure("loss", "proposed"), defaultLoss = try figure("loss", "default")
        #expect(proposedLoss.upper < defaultLoss.upper)
        #expect(result.out.contains("proposed rightPerRight=3 snakeBase=1 snakePerWrong=3"), "\(result.out)")
        #expect(result.error.hasPrefix("tune small-tune: up to 588 games (search 288, confirmation 300)"), "the budget is said first: \(result.error)")
        #expect(result.out.contains("warning: snakePerWrong=3 sits at the top of its allowed range 1...3: the best value may lie beyond it"),
                "\(result.out)")

        let proposed = String(decoding: try #require(files["proposed.json"]), as: UTF8.self)
        #expect(proposed.contains("\"name\": \"small-tune-proposed\""))
        #expect(proposed.contains("\"snakePerWrong\": 3"))
        #expect(!proposed.contains("\"tune\""))
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(report.contains("| snakePerWrong | 1 | 3 |"))
        #expect(report.contains("**Warning:** snakePerWrong=3 sits at the top of its allowed range 1...3"))
        let trace = String(decoding: try #require(files["trace.csv"]), as: UTF8.self)
        let traceLines: Int = trace.split(whereSeparator: \.isNewline).count
        #expect(traceLines == 15, "a header, then 8, 4 and 2 candidates")
        let run = harness.run("run", "out/proposed.json", "--games", "10", "--out", "run", "--quiet")
        #expect(run.status == .success, "stderr: \(run.error)")
        let summary = String(decoding: try #require(harness.files(in: "run")["results.csv"]), as: UTF8.self)
        #expect(summary.contains("snakePerWrong=3"))
    }

    @Test("a budget past --max-games is refused before any game, exit 2, saying the games and both fixes; --max-games raises the limit")
    func budgetRefused() throws {
        let harness = try CommandHarness()
        try harness.write(smallSnakesssTuning, to: "tune.json")
        let huge = harness.run("tune", "tune.json", "--out", "out", "--candidates", "100000", "--games", "1000000", "--generations", "100")
        #expect(huge.status == .usage, "\(huge.out)")
        #expect(huge.error.contains("above the limit of 100,000,000; lower --candidates, --games, --generations or --confirm-games"), "\(huge.error)")
        #expect(huge.error.contains("or raise the limit with --max-games"), "\(huge.error)")
        #expect(!harness.exists("out"))
        let small = harness.run("tune", "tune.json", "--out", "out", "--max-games", "500")
        #expect(small.status == .usage && small.error.contains("may play 588 games") && small.error.contains("--max-games 588"), "\(small.error)")
        #expect(harness.run("tune", "tune.json", "--out", "out", "--max-games", "588", "--quiet").status == .success)
    }

    @Test("1 and 2 jobs write byte-identical files")
    func jobsDoNotChangeBytes() throws {
        let harness = try CommandHarness()
        try harness.write(smallSnakesssTuning.replacingOccurrences(of: "\"confirmGames\": 60", with: "\"confirmGames\": 8")
            .replacingOccurrences(of: "\"games\": 12", with: "\"games\": 2"), to: "tune.json")
        #expect(harness.run("tune", "tune.json", "--out", "A", "--jobs", "1", "--quiet").status == .success)
        #expect(harness.run("tune", "tune.json", "--out", "B", "--jobs", "2", "--quiet").status == .success)
        let a = harness.files(in: "A")
        #expect(a.keys.contains("trace.csv"))
        #expect(a == harness.files(in: "B"))
    }

    @Test("a bad tuning file exits 2 naming the file and the field, and writes nothing", arguments: [
        ("\"snakeBase\": { \"min\": 0, \"max\": 1 }", "\"snakeBase\": { \"min\": 1, \"max\": 2 }", "$.tune.parameters.snakeBase ranges 1 to 2"),
        ("\"snakeBase\": { \"min\": 0, \"max\": 1 }", "\"snakeBsae\": { \"min\": 0, \"max\": 1 }", "did you mean \"snakeBase\""),
        ("\"snakeBase\": { \"min\": 0, \"max\": 1 }", "\"scoring\": { \"min\": 0, \"max\": 1 }", "not a whole-number parameter"),
        ("\"snakeGapRelative\"", "\"snakeGap\"", "$.tune.objective.metric"),
        ("\"kind\": \"target\"", "\"kind\": \"aim\"", "$.tune.objective.kind"),
        ("\"games\": 12", "\"games\": 0", "$.tune.budget.games"),
        ("\"roundCount\": 9 }", "\"roundCount\": 9, \"snakeBase\": 1 }", "is also set in $.studies[0].parameters"),
        ("\"report\": [\"snakePointsPerRound\"]", "\"report\": [\"snakePoints\"]", "$.tune.report[0]"),
        ("\"changePenalty\": 0.002,", "\"changePenalty\": 0.002, \"extra\": 1,", "$.tune.extra"),
    ])
    func badInput(original: String, replacement: String, fragment: String) throws {
        let harness = try CommandHarness()
        let text = smallSnakesssTuning.replacingOccurrences(of: original, with: replacement)
        #expect(text != smallSnakesssTuning)
        try harness.write(text, to: "bad.json")
        let result = harness.run("tune", "bad.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("bad.json"), "stderr: \(result.error)")
        #expect(result.error.contains(fragment), "stderr: \(result.error)")
        #expect(!harness.exists("out"))
    }

    @Test("a scenario without a tune key is refused, naming $.tune; --help answers")
    func missingTuneAndHelp() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "plain.json")
        let result = harness.run("tune", "plain.json")
        #expect(result.status == .usage)
        #expect(result.error.contains("plain.json: $.tune is missing"), "stderr: \(result.error)")
        let help = harness.run("tune", "--help")
        #expect(help.status == .success)
        #expect(help.out.contains("Usage: playtest tune"))
    }
}
