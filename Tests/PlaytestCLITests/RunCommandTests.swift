import Testing
@testable import PlaytestCLI

@Suite("playtest run")
struct RunCommandTests {
    @Test("the same scenario with 1 and 2 jobs writes byte-identical files")
    func jobsDoNotChangeBytes() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "Scenarios/small.json")
        let one = harness.run("run", "Scenarios/small.json", "--out", "A", "--jobs", "1")
        let two = harness.run("run", "Scenarios/small.json", "--out", "B", "--jobs", "2")
        #expect(one.status == .success)
        #expect(two.status == .success)
        let a = harness.files(in: "A")
        let b = harness.files(in: "B")
        #expect(a.keys.contains("report.md"))
        #expect(a.keys.contains("results.csv"))
        #expect(a.count > 4)
        #expect(a == b)
    }

    @Test("the default output folder is Reports/<name>, and --seed and --games override the scenario")
    func defaultsAndOverrides() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        let result = harness.run("run", "small.json", "--games", "3", "--seed", "9")
        #expect(result.status == .success)
        let files = harness.files(in: "Reports/small")
        let report = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(report.contains("| seed | 9 |"))
        #expect(report.contains("| games per configuration | 3 |"))
    }

    @Test("a malformed scenario exits 2 naming the file and the field, and writes nothing", arguments: [
        ("{ \"name\": \"bad\", \"studies\": [ ", "line 1"),
        ("{ \"name\": \"bad\", \"gmaes\": 3, \"studies\": [ { \"game\": \"dice\" } ] }", "$.gmaes"),
        ("{ \"name\": \"bad\", \"games\": -5, \"studies\": [ { \"game\": \"dice\" } ] }", "$.games"),
        ("{ \"name\": \"bad\", \"studies\": [ { \"game\": \"dice\", \"bots\": [\"cheater\"] } ] }", "$.studies[0].bots[0]"),
        ("{ \"name\": \"bad\", \"studies\": [ { \"game\": \"dice\", \"sweep\": { \"count\": [6, 0] } } ] }", "$.studies[0].sweep.count[1]"),
        ("{ \"name\": \"bad\", \"rules\": \"shiped\", \"studies\": [ { \"game\": \"dice\" } ] }", "$.rules"),
    ])
    func malformedScenario(text: String, field: String) throws {
        let harness = try CommandHarness()
        try harness.write(text, to: "bad.json")
        let result = harness.run("run", "bad.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("bad.json"))
        #expect(result.error.contains(field), "stderr: \(result.error)")
        #expect(!harness.exists("out"))
        #expect(!harness.exists("Reports"))
    }

    @Test("the summary counts broken invariants and the configurations they broke in, each noun in its number")
    func summaryCounts() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario.replacingOccurrences(of: "\"games\": 12,", with: "\"games\": 12, \"rules\": \"shipped\","), to: "shipped.json")
        let result = harness.run("run", "shipped.json", "--out", "out")
        #expect(result.status == .failure)
        #expect(result.out.contains("run small: 4 configurations x 12 games, seed 3"))
        let verdict = try #require(result.out.split(separator: "\n").first { $0.contains("invariants: ") })
        let pattern = try Regex(#"^  invariants: (1 invariant|[2-9] invariants) broke in (1 configuration|[2-4] configurations) \(see Invariants\)$"#)
        #expect(verdict.contains(pattern), "\(verdict)")
        #expect(!result.out.contains("broken"))
    }

    @Test("a missing scenario file exits 2")
    func missingFile() throws {
        let result = try CommandHarness().run("run", "nowhere.json")
        #expect(result.status == .usage)
        #expect(result.error.contains("nowhere.json: no such file"))
    }

    // MARK: - Bounded work

    @Test("a run of more games than --max-games exits 2 naming the count and the flag, and writes nothing")
    func tooManyGames() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "small.json")
        let result = harness.run("run", "small.json", "--out", "out", "--max-games", "47")
        #expect(result.status == .usage)
        #expect(result.error == "error: playtest run: small.json: 4 configurations x 12 games is 48 games, above the limit of 47; "
            + "play fewer games (\"games\" or --games) or configurations, or raise the limit with --max-games 48\n")
        #expect(!harness.exists("out"))
        #expect(harness.run("run", "small.json", "--out", "out", "--max-games", "48").status == .success)
    }

    @Test("a sweep of 1,000 x 1,000 values is refused at once, naming the count and --max-configurations")
    func hugeSweep() throws {
        let harness = try CommandHarness()
        let values = (1...1_000).map(String.init).joined(separator: ",")
        try harness.write(#"{"name": "huge", "studies": [{"game": "dice", "sweep": {"count": [\#(values)], "turns": [\#(values)]}}]}"#, to: "huge.json")
        let result = harness.run("run", "huge.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("huge.json: $.studies[0] makes 4,000,000 configurations (1000 count x 1000 turns x 4 bot entries), above the limit of 10,000"),
                "stderr: \(result.error)")
        #expect(result.error.contains("--max-configurations N"))
        #expect(!harness.exists("out"))
        let small = try CommandHarness()
        try small.write(smallDiceScenario, to: "small.json")
        #expect(small.run("run", "small.json", "--out", "out", "--max-configurations", "3").status == .usage)
        #expect(small.run("run", "small.json", "--out", "out", "--max-configurations", "4").status == .success)
    }
}
