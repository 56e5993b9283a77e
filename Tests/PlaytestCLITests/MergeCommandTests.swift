import Foundation
import Testing
@testable import PlaytestCLI

@Suite("playtest merge")
struct MergeCommandTests {
    /// The small dice scenario under the shipped rules, whose invariants break: first violations travel too.
    static let scenario = smallDiceScenario.replacingOccurrences(of: "\"games\": 12,", with: "\"games\": 70, \"rules\": \"shipped\",")

    /// Plays shards 1...n of the scenario into parts/<i>; returns the folders.
    static func playShards(_ harness: CommandHarness, count: Int, extra: [String] = []) -> [String] {
        (1...count).map { index in
            let folder = "parts/\(index)"
            let result = harness.run(["run", "s.json", "--shard", "\(index)/\(count)", "--out", folder, "--parents", "--jobs", "2"] + extra)
            #expect(result.status == .success, "shard \(index): \(result.error)")
            return folder
        }
    }

    @Test("the merged parts are byte-identical to a single run, however many shards (some with no work)", arguments: [1, 3, 6])
    func identical(shards: Int) throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let single = harness.run("run", "s.json", "--out", "single", "--jobs", "3")
        #expect(single.status == .failure)
        let folders = Self.playShards(harness, count: shards)
        #expect(harness.files(in: "parts/1").keys.contains("part-1-of-\(shards).playtest-part"))
        #expect(!harness.files(in: "parts/1").keys.contains("report.md"))
        let merged = harness.run(["merge"] + folders + ["--out", "merged"])
        #expect(merged.status == .failure, "\(merged.error)")
        #expect(merged.out.contains("merge small: 4 configurations x 70 games, seed 3"))
        let expected = harness.files(in: "single")
        #expect(expected.keys.contains("report.md") && expected.keys.contains("report.html") && expected.count > 4)
        #expect(harness.files(in: "merged") == expected)
    }

    @Test("run and merge share analyse and render: the same summary lines (shrunk replays, gates) and the same JUnit bytes")
    func oneWayOut() throws {
        let harness = try CommandHarness()
        // Broken invariants (shrunk on stdout), a fixed gate and a sequential one that plays on past 70 games.
        let gates = #", "gates": [{"id": "clean", "metric": "invariants", "atMost": 0}, "#
            + #"{"id": "stepsBand", "metric": "steps", "atLeast": 20, "sequential": true, "maxGames": 2000}]"#
        let text = Self.scenario.replacingOccurrences(of: "\"sweep\": { \"count\": [6, 20] }", with: "\"sweep\": { \"count\": [6, 20] }" + gates)
        #expect(text.contains("stepsBand"))
        try harness.write(text, to: "s.json")
        let single = harness.run("run", "s.json", "--out", "single", "--jobs", "2", "--junit", "single.xml", "--quiet")
        #expect(single.status == .failure)
        let merged = harness.run(["merge"] + Self.playShards(harness, count: 2) + ["--out", "merged", "--junit", "merged.xml"])
        #expect(merged.status == .failure, "\(merged.error)")
        #expect(harness.files(in: "merged") == harness.files(in: "single"))
        let files = harness.files(in: ".")
        #expect(try #require(files["merged.xml"]) == #require(files["single.xml"]))
        // The summary differs only in the command's name, the folder and the JUnit file named.
        let runLines = single.out.replacingOccurrences(of: "single", with: "OUT").split(separator: "\n").dropFirst()
        let mergeLines = merged.out.replacingOccurrences(of: "merged", with: "OUT").split(separator: "\n").dropFirst()
        #expect(Array(runLines) == Array(mergeLines))
        #expect(single.out.contains("gates: ") && single.out.contains("(sequential, alpha") && single.out.contains("(shrunk to "))
    }

    @Test("a study's confirm is played when the report is written: merged shards match a single run")
    func confirmTravels() throws {
        let harness = try CommandHarness()
        let text = smallDiceScenario.replacingOccurrences(of: "\"sweep\": { \"count\": [6, 20] }", with: "\"sweep\": { \"count\": [6, 20] }, \"confirm\": 30")
        #expect(text.contains("\"confirm\": 30"))
        try harness.write(text, to: "s.json")
        let single = harness.run("run", "s.json", "--out", "single", "--jobs", "1")
        #expect(single.status == .success, "\(single.error)")
        let report = String(decoding: try #require(harness.files(in: "single")["report.md"]), as: UTF8.self)
        #expect(report.contains("### Confirmed on fresh games") && report.contains("| 30 |"))
        let merged = harness.run(["merge"] + Self.playShards(harness, count: 2) + ["--out", "merged"])
        #expect(merged.status == .success, "\(merged.error)")
        #expect(harness.files(in: "merged") == harness.files(in: "single"))
    }

    @Test("parts named as files, in any order, merge the same")
    func filesInAnyOrder() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        _ = harness.run("run", "s.json", "--out", "single")
        _ = Self.playShards(harness, count: 2)
        let merged = harness.run("merge", "parts/2/part-2-of-2.playtest-part", "parts/1", "--out", "merged")
        #expect(merged.status == .failure, "\(merged.error)")
        #expect(harness.files(in: "merged") == harness.files(in: "single"))
    }

    /// Runs a merge that must be refused: exit 2, the message contains `expected`, nothing is written.
    static func expectRefused(_ harness: CommandHarness, _ arguments: [String], _ expected: String) {
        let result = harness.run(["merge"] + arguments + ["--out", "merged"])
        #expect(result.status == .usage, "\(arguments): \(result.error)")
        #expect(result.error.contains(expected), "\(arguments): \(result.error)")
        #expect(!harness.exists("merged"))
    }

    @Test("a missing shard, a doubled shard and a shard of another count are refused")
    func missingAndDoubled() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let folders = Self.playShards(harness, count: 3)
        Self.expectRefused(harness, [folders[0], folders[2]], "shard 2/3 of s.json is missing")
        Self.expectRefused(harness, [folders[0], folders[1], folders[1], folders[2]], "shard 2/3 is given twice")
        _ = harness.run("run", "s.json", "--shard", "1/2", "--out", "other", "--parents")
        Self.expectRefused(harness, folders + ["other"], "shard count")
        Self.expectRefused(harness, ["nowhere"], "nowhere: no such folder")
        try harness.write("", to: "empty/readme.txt")
        Self.expectRefused(harness, ["empty"], "holds no .playtest-part file")
    }

    @Test("a shard that failed: its part deleted, the merge of parts/* names the missing shard and the empty folder, writes nothing")
    func failedShardNamed() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let folders = Self.playShards(harness, count: 3)
        try FileManager.default.removeItem(atPath: harness.directory + "/parts/2/part-2-of-3.playtest-part")
        Self.expectRefused(harness, folders, "shard 2/3 of s.json is missing (parts/2 holds no part: a shard that failed or has not finished "
            + "writes none); run 'playtest run s.json --shard 2/3' and pass its folder too")
        // Every shard found, and an empty folder besides: named, to be left out.
        try FileManager.default.createDirectory(atPath: harness.directory + "/parts/2b", withIntermediateDirectories: true)
        _ = harness.run("run", "s.json", "--shard", "2/3", "--out", "parts/2", "--parents")
        Self.expectRefused(harness, folders + ["parts/2b"], "parts/2b: holds no .playtest-part file, and every shard was found elsewhere")
    }

    @Test("parts of another seed, games, scenario text or --param are refused", arguments: [
        (["--seed", "4"], "seed 4 vs 3"), (["--games", "5"], "games 5 vs 70"), (["--param", "turns=3"], "scenario text or overrides"),
    ])
    func differentRuns(extra: [String], expected: String) throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let folders = Self.playShards(harness, count: 2)
        let result = harness.run(["run", "s.json", "--shard", "2/2", "--out", "odd", "--parents"] + extra)
        #expect(result.status == .success)
        Self.expectRefused(harness, [folders[0], "odd"], "different runs")
        Self.expectRefused(harness, [folders[0], "odd"], expected)
    }

    @Test("an edited scenario file between shards is refused")
    func editedScenario() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let first = harness.run("run", "s.json", "--shard", "1/2", "--out", "a", "--parents")
        try harness.write(Self.scenario.replacingOccurrences(of: "\"turns\": 2", with: "\"turns\": 3"), to: "s.json")
        let second = harness.run("run", "s.json", "--shard", "2/2", "--out", "b", "--parents")
        #expect(first.status == .success && second.status == .success)
        Self.expectRefused(harness, ["a", "b"], "scenario text or overrides")
    }

    @Test("a part of another version, another format or damaged is refused, naming the file")
    func damagedParts() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let folders = Self.playShards(harness, count: 2)
        let path = harness.directory + "/parts/2/part-2-of-2.playtest-part"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let cases: [(String, String)] = [
            (text.replacingOccurrences(of: "\"playtestVersion\":\"", with: "\"playtestVersion\":\"9."), "playtest version"),
            (text.replacingOccurrences(of: "\"formatVersion\":2", with: "\"formatVersion\":1"), "format version 1"),
            (text.replacingOccurrences(of: "\"format\":\"playtest-part\"", with: "\"format\":\"other\""), "is not a playtest part"),
            (String(text.prefix(text.count / 2)), "is not a playtest part"),
            (text.replacingOccurrences(of: "\"checks\":", with: "\"chekcs\":"), "damaged part"),
        ]
        for (damaged, expected) in cases {
            try damaged.write(toFile: path, atomically: true, encoding: .utf8)
            Self.expectRefused(harness, folders, expected)
            Self.expectRefused(harness, folders, "part-2-of-2.playtest-part")
        }
    }

    @Test("merge without parts or without --out is a usage error")
    func usage() throws {
        let harness = try CommandHarness()
        #expect(harness.run("merge", "--out", "x").status == .usage)
        let noOut = harness.run("merge", "parts")
        #expect(noOut.status == .usage)
        #expect(noOut.error.contains("--out"))
        #expect(harness.run("merge", "--help").out.contains("Usage: playtest merge"))
    }

    @Test("a bad --shard on run exits 2 and writes nothing", arguments: ["0/2", "3/2", "a/b", "1/0"])
    func badShardOnRun(text: String) throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "s.json")
        let result = harness.run("run", "s.json", "--shard", text, "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("--shard"), "\(result.error)")
        #expect(!harness.exists("out"))
    }
}
