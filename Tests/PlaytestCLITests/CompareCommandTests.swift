import Foundation
import Testing
@testable import PlaytestCLI

@Suite("playtest compare")
struct CompareCommandTests {
    static func scenario(_ name: String, bot: String, games: Int = 24) -> String {
        #"{"name": "\#(name)", "seed": 5, "games": \#(games), "studies": [{"game": "pokerslam", "bots": ["\#(bot)"]}]}"#
    }

    @Test("two PokerSlam bots on the same deals: paired intervals narrower than unpaired ones, files written, same bytes for any jobs")
    func pairedIsNarrower() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario("greedy", bot: "greedy"), to: "a.json")
        try harness.write(Self.scenario("random", bot: "random"), to: "b.json")
        let one = harness.run("compare", "a.json", "b.json", "--out", "A", "--jobs", "1", "--quiet")
        let two = harness.run("compare", "a.json", "b.json", "--out", "B", "--jobs", "2", "--quiet")
        #expect(one.status == .success, "\(one.error)")
        #expect(one.out == two.out)
        #expect(harness.files(in: "A") == harness.files(in: "B"))
        #expect(one.out.contains("B - A paired"))
        #expect(one.out.contains("Student's t; paired on per-game differences (n - 1 df), unpaired (Welch, Welch-Satterthwaite df)"))
        let csv = String(decoding: try #require(harness.files(in: "A")["compare.csv"]), as: UTF8.self)
        let lines = csv.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(lines.first)
        let column = { (name: String) throws -> Int in try #require(header.firstIndex(of: name)) }
        let (pl, pu, ul, uu) = (try column("pairedLower"), try column("pairedUpper"), try column("unpairedLower"), try column("unpairedUpper"))
        let narrower = lines.dropFirst().filter { row in
            guard let a = Double(row[pl]), let b = Double(row[pu]), let c = Double(row[ul]), let d = Double(row[uu]) else { return false }
            return b - a < d - c
        }
        // What a fresh grid offers is the deal's alone: the same in both arms, so its paired difference has no spread at all.
        #expect(narrower.count >= 5, "\(csv)")
        #expect(narrower.contains { $0.contains("availableFlush") })
        let markdown = String(decoding: try #require(harness.files(in: "A")["compare.md"]), as: UTF8.self)
        #expect(markdown.contains("| availableFlush |"))
    }

    @Test("the scenario's idealSteps reach compare: quality.duration is compared; without them it is not")
    func idealStepsPassThrough() throws {
        let harness = try CommandHarness()
        let ideal = { (name: String, bot: String) in
            #"{"name": "\#(name)", "seed": 5, "games": 12, "idealSteps": [1, 40], "studies": [{"game": "pokerslam", "bots": ["\#(bot)"]}]}"#
        }
        try harness.write(ideal("greedy", "greedy"), to: "a.json")
        try harness.write(ideal("random", "random"), to: "b.json")
        let run = harness.run("compare", "a.json", "b.json", "--out", "A", "--jobs", "1", "--quiet")
        #expect(run.status == .success, "\(run.error)")
        let csv = String(decoding: try #require(harness.files(in: "A")["compare.csv"]), as: UTF8.self)
        #expect(csv.contains("quality.duration"))
        try harness.write(Self.scenario("greedy", bot: "greedy", games: 12), to: "c.json")
        try harness.write(Self.scenario("random", bot: "random", games: 12), to: "d.json")
        #expect(harness.run("compare", "c.json", "d.json", "--out", "B", "--jobs", "1", "--quiet").status == .success)
        let plain = String(decoding: try #require(harness.files(in: "B")["compare.csv"]), as: UTF8.self)
        #expect(!plain.contains("quality.duration") && plain.contains("quality.completion"))
    }

    @Test("a sequential test plays in looks and stops when it decides, saving the rest; the same bytes for any jobs")
    func sequentialStopsEarly() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario("greedy", bot: "greedy", games: 400), to: "a.json")
        try harness.write(Self.scenario("random", bot: "random", games: 400), to: "b.json")
        let one = harness.run("compare", "a.json", "b.json", "--jobs", "1", "--quiet", "--sequential", "finalScore:0:-1", "--looks", "4", "--out", "A")
        let two = harness.run("compare", "a.json", "b.json", "--jobs", "2", "--quiet", "--sprt", "finalScore:0:-1", "--looks", "4", "--out", "B")
        #expect(one.status == .success, "\(one.error)")
        #expect(one.out == two.out)
        #expect(harness.files(in: "A") == harness.files(in: "B"))
        // Random play scores far below greedy play: the first look (100 games) rejects H0.
        #expect(one.out.contains("sequential t-test finalScore (B - A): H0 mean 0 vs H1 mean -1; alpha at most 0.05, beta at most 0.1 (4 looks"), "\(one.out)")
        #expect(one.out.contains("after 100 paired games (look 1): accept H1"), "\(one.out)")
        #expect(one.out.contains("stopped after 100 of 400 games per arm, every test decided: saved 600 games (300 per arm)"), "\(one.out)")
        // The paired intervals use the games played.
        let row = try #require(one.out.split(separator: "\n").first { $0.hasPrefix("  finalScore ") })
        #expect(row.split(separator: " ").dropFirst().first == "100", "\(row)")
        // compare.csv gives each row the level its interval was computed at: per look, not the 95% of the family.
        let csv = String(decoding: try #require(harness.files(in: "A")["compare.csv"]), as: UTF8.self)
        let lines = csv.split(whereSeparator: \.isNewline)
        let column = try #require(lines.first?.split(separator: ",").firstIndex(of: "confidence"))
        let perLook = CompareReport.intervalConfidence(0.95, looks: 4)
        #expect(perLook > 0.95)
        for line in lines.dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            #expect(Double(cells[column]).map { abs($0 - perLook) < 1e-6 } == true, "\(line) vs \(perLook)")
        }
    }

    @Test("a test that cannot decide plays every game and says how many would decide it")
    func sequentialUndecided() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario("greedy", bot: "greedy", games: 40), to: "a.json")
        // The same bot on both sides: every difference is 0, so no t-test decides.
        let result = harness.run("compare", "a.json", "a.json", "--quiet", "--sequential", "finalScore:0:5", "--looks", "2")
        #expect(result.status == .success, "\(result.error)")
        #expect(result.out.contains("after 40 paired games (look 2): undecided"), "\(result.out)")
        #expect(result.out.contains("played all 40 games per arm"), "\(result.out)")
    }

    @Test("--help describes the command")
    func help() throws {
        let result = try CommandHarness().run("compare", "--help")
        #expect(result.status == .success)
        #expect(result.out.contains("Usage: playtest compare <a.json> <b.json>"))
        #expect(result.out.contains("--sequential M:H0:H1"))
    }

    @Test("bad input exits 2 with the file and the field, writing nothing", arguments: [
        (["a.json"], "name two scenario files"),
        (["a.json", "bad.json"], "bad.json: $.studies[0].gates[0].metric"),
        (["a.json", "dice.json"], "configuration #0 is pokerslam in a.json but dice in dice.json"),
        (["a.json", "a.json", "--sprt", "finalScore:1:1"], "--sprt finalScore:1:1"),
        (["a.json", "a.json", "--sprt", "nothing:0:1"], "nothing: not a per-game metric of pokerslam"),
        (["a.json", "a.json", "--sequential", "finalScore:0:1", "--looks", "0"], "--looks is \"0\""),
        (["a.json", "a.json", "--confidence", "2"], "--confidence is \"2\""),
        (["a.json", "missing.json"], "missing.json"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario("greedy", bot: "greedy", games: 3), to: "a.json")
        try harness.write(#"{"name": "d", "games": 3, "studies": [{"game": "dice", "bots": ["fuzzer"]}]}"#, to: "dice.json")
        try harness.write(#"{"name": "b", "studies": [{"game": "pokerslam", "gates": [{"id": "x", "metric": "finalScor", "atLeast": 1}]}]}"#, to: "bad.json")
        let result = harness.run(["compare"] + arguments + ["--out", "out", "--quiet"])
        #expect(result.status == .usage)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!harness.exists("out"))
    }
}
