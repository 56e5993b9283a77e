import Foundation
import PlaytestKit
import PlaytestTesting
import Testing

/// `--observations` and `PLAYTEST_OBSERVATIONS`: every line is a valid "PBT Observations" line (``ObservationSchema``),
/// one per game played or property case, in an order and with bytes that do not depend on `--jobs`.
@Suite("Observations")
struct ObservationsOutputTests {
    static func lines(_ harness: CommandHarness, _ name: String) -> [String] {
        let data = FileManager.default.contents(atPath: harness.directory + "/" + name) ?? Data()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func expectValid(_ lines: [String]) {
        for line in lines {
            let problems = ObservationSchema.problems(line)
            #expect(problems.isEmpty, "\(problems): \(line.prefix(300))")
        }
    }

    @Test("run: one valid test_case line per game, each configuration closed by an info line")
    func runLines() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        let result = harness.run("run", "s.json", "--out", "out", "--observations", "obs.jsonl", "--quiet")
        #expect(result.status != .usage, "\(result.error)")
        let lines = Self.lines(harness, "obs.jsonl")
        // 2 bots x 2 counts = 4 configurations of 12 games.
        #expect(lines.count == 4 * 12 + 4)
        #expect(lines.filter { $0.hasPrefix(#"{"type":"test_case""#) }.count == 48)
        #expect(lines.filter { $0.hasPrefix(#"{"type":"info""#) }.count == 4)
        Self.expectValid(lines)
        #expect(lines[0].contains(#""representation":"pt3:dice:"#))
        #expect(lines[0].contains(#""coverage:rollWithLocks":"#))
        #expect(result.out.contains("wrote 48 observations to obs.jsonl"))
    }

    @Test("check: one valid line per game of each checking bot, then the coverage info lines")
    func checkLines() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--games", "4", "--observations", "obs.jsonl", "--quiet", "--no-regressions")
        // Four games cannot show a documented behaviour in 2% of games: a warning, exit 0 with every invariant held.
        #expect(result.status == .success && result.out.contains("invariants held; not yet shown"), "\(result.error)")
        let lines = Self.lines(harness, "obs.jsonl")
        #expect(lines.filter { $0.hasPrefix(#"{"type":"test_case""#) }.count == 4 * 3)   // three checking bots
        #expect(lines.contains { $0.contains(#""property":"check dice, bot fuzzer""#) })
        Self.expectValid(lines)
    }

    @Test("a property test: one valid line per case (rejected ones gave_up), then the totals")
    func propertyLines() async throws {
        let harness = try CommandHarness()
        let path = harness.directory + "/property.jsonl"
        try await checkProperty(
            Gen.int(in: 0...99), cases: 20, database: nil,
            environment: ["PLAYTEST_OBSERVATIONS": path, "PLAYTEST_OBSERVATIONS_NO_TIME": "1"]
        ) { value in
            try assume(value % 4 != 0)
            #expect(value + 1 > value)
        }
        let lines = Self.lines(harness, "property.jsonl")
        #expect(lines.count >= 21)
        #expect(lines.filter { $0.contains(#""status":"passed""#) }.count == 20)
        #expect(lines.contains { $0.contains(#""status":"gave_up""#) })
        #expect(lines.last?.hasPrefix(#"{"type":"info""#) == true)
        Self.expectValid(lines)
        #expect(lines.allSatisfy { !$0.hasPrefix(#"{"type":"test_case""#) || $0.contains(#""timing":{"execute:test":0}"#) })
    }

    @Test("the validator refuses what the schema refuses")
    func validatorRefuses() {
        let good = TestCaseObservation(status: .passed, property: "p", representation: "r").line
        #expect(ObservationSchema.problems(good).isEmpty)
        #expect(!ObservationSchema.problems(good.replacingOccurrences(of: #""status":"passed""#, with: #""status":"ok""#)).isEmpty)
        #expect(!ObservationSchema.problems(good.replacingOccurrences(of: #","run_start":0"#, with: "")).isEmpty)
        #expect(!ObservationSchema.problems(good.replacingOccurrences(of: #""coverage":null"#, with: #""coverage":{"a.swift":[0]}"#)).isEmpty)
        #expect(!ObservationSchema.problems(good.replacingOccurrences(of: "}", with: #","extra":1}"#)).isEmpty)
        #expect(!ObservationSchema.problems(good.replacingOccurrences(of: #""timing":{}"#, with: #""timing":{"x":-1}"#)).isEmpty)
        let info = InfoObservation(title: "t", content: [], property: "p").line
        #expect(ObservationSchema.problems(info).isEmpty)
    }

    @Test("the built playtest: the same bytes for --jobs 1 and --jobs 3 with the clock zeroed")
    func sameBytesAnyJobs() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        let environment = ["PLAYTEST_OBSERVATIONS_NO_TIME": "1"]
        for jobs in ["1", "3"] {
            let ending = try PlaytestProcess.run(
                binary, ["run", "s.json", "--out", "out\(jobs)", "--observations", "obs\(jobs).jsonl", "--quiet", "--jobs", jobs],
                in: harness.directory, environment: environment)
            #expect(!ending.signalled && ending.status != 2, "\(ending.error)")
        }
        let one = FileManager.default.contents(atPath: harness.directory + "/obs1.jsonl")
        #expect(one != nil && !one!.isEmpty)
        #expect(one == FileManager.default.contents(atPath: harness.directory + "/obs3.jsonl"))
        // The report is the same with and without observations.
        let plain = try PlaytestProcess.run(binary, ["run", "s.json", "--out", "plain", "--quiet"], in: harness.directory)
        #expect(!plain.signalled)
        #expect(PlaytestProcess.tree(harness.directory + "/plain") == PlaytestProcess.tree(harness.directory + "/out1"))
    }

    @Test("--observations with --shard or --resume is refused before anything is played")
    func refusedCombinations() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        for extra in [["--shard", "1/2"], ["--resume"]] {
            let result = harness.run(["run", "s.json", "--out", "out", "--observations", "o.jsonl", "--quiet"] + extra)
            #expect(result.status == .usage)
            #expect(result.error.contains("--observations") && result.error.contains(extra[0]), "\(result.error)")
            #expect(!harness.exists("out") && !harness.exists("o.jsonl"))
        }
    }
}
