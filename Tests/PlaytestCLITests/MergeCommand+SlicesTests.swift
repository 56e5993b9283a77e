import Foundation
import PlaytestKit
import Testing
@testable import PlaytestCLI

/// More shards than configurations: shards split a configuration's blocks, the merge folds them in order and
/// cross-checks the shards against each other.
@Suite("playtest merge: slices of one configuration")
struct MergeCommandSlicesTests {
    /// One dice configuration of 640 games: 10 blocks of one chunk.
    static func scenario(seed: Int = 5, games: Int = 640) -> String {
        #"{"name": "one", "seed": \#(seed), "games": \#(games), "studies": [{"game": "dice", "bots": ["lockMostCommon"], "#
            + #""parameters": {"turns": 2, "count": 6}}]}"#
    }

    /// Plays shards 1...count into parts/<i> (with `extra` options); returns the folders.
    static func playShards(_ harness: CommandHarness, count: Int, file: String = "s.json", into root: String = "parts", extra: [String] = []) -> [String] {
        (1...count).map { index in
            let folder = "\(root)/\(index)"
            let result = harness.run(["run", file, "--shard", "\(index)/\(count)", "--out", folder, "--parents", "--jobs", "2", "--quiet"] + extra)
            #expect(result.status == .success, "shard \(index): \(result.error)")
            return folder
        }
    }

    /// The part file of shard `index` of `count` under `root`, read.
    static func part(_ harness: CommandHarness, _ index: Int, of count: Int, root: String = "parts") throws -> RunPart {
        let name = "\(root)/\(index)/part-\(index)-of-\(count).playtest-part"
        let text = try String(contentsOfFile: harness.directory + "/" + name, encoding: .utf8)
        return try RunPart.read(text, shownAs: name, command: "playtest test", program: "playtest")
    }

    /// Writes `part` back as shard `index` of `count` under `root`.
    static func write(_ part: RunPart, _ harness: CommandHarness, _ index: Int, of count: Int, root: String = "parts") throws {
        try harness.write(part.text, to: "\(root)/\(index)/part-\(index)-of-\(count).playtest-part")
    }

    @Test("a configuration split in 2, 3, 10 or 12 shards (two with no game) merges byte-identical to one run", arguments: [2, 3, 10, 12])
    func identical(shards: Int) throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(), to: "s.json")
        let single = harness.run("run", "s.json", "--out", "single", "--jobs", "3", "--quiet")
        #expect(single.status == .success, "\(single.error)")
        let part = Self.playShards(harness, count: shards)
        let first = try Self.part(harness, 1, of: shards)
        #expect(first.slices?.first?.configuration == 0 && first.results.isEmpty)
        let merged = harness.run(["merge"] + part + ["--out", "merged"])
        #expect(merged.status == .success, "\(merged.error)")
        #expect(merged.out.contains("cross-check of the shards: "), "\(merged.out)")
        #expect(!merged.out.contains("FAIL"))
        let expected = harness.files(in: "single")
        #expect(expected.keys.contains("report.md") && expected.count > 4)
        #expect(harness.files(in: "merged") == expected)
    }

    @Test("an honest split never fails the cross-check (8 shards, several seeds)", arguments: [1, 2, 3, 4])
    func honest(seed: Int) throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(seed: seed, games: 1_024), to: "s.json")
        let merged = harness.run(["merge"] + Self.playShards(harness, count: 8) + ["--out", "merged"])
        #expect(merged.status == .success, "\(merged.error)")
        #expect(merged.out.contains("figures tested") && !merged.out.contains("FAIL"), "\(merged.out)")
    }

    @Test("a part edited after it was written is named as damaged, and nothing is written")
    func edited() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(), to: "s.json")
        let folders = Self.playShards(harness, count: 3)
        let name = "parts/2/part-2-of-3.playtest-part"
        let text = try String(contentsOfFile: harness.directory + "/" + name, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #"\"clusters\":64"#, with: #"\"clusters\":65"#)
        #expect(edited != text)
        try harness.write(edited, to: name)
        let merged = harness.run(["merge"] + folders + ["--out", "merged"])
        #expect(merged.status == .usage)
        #expect(merged.error.contains("\(name): is damaged or was edited after it was written"), "\(merged.error)")
        #expect(!harness.exists("merged"))
    }

    @Test("a part whose figures stand out (its games played by other code, the hash made to match) is named by the chi-square cross-check")
    func otherCode() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(), to: "s.json")
        let folders = Self.playShards(harness, count: 3)
        // The same blocks as shard 2 plays, but of 9 dice instead of 6: what a worker with other rules would send.
        _ = Self.playShards(harness, count: 3, into: "other", extra: ["--param", "dice.count=9"])
        var forged = try Self.part(harness, 2, of: 3)
        forged.slices = try Self.part(harness, 2, of: 3, root: "other").slices
        try Self.write(forged.sealed(), harness, 2, of: 3)
        let merged = harness.run(["merge"] + folders + ["--out", "merged"])
        #expect(merged.status == .usage)
        #expect(merged.error.contains("parts/2/part-2-of-3.playtest-part: its figures are impossible for the same games"), "\(merged.error)")
        #expect(merged.error.contains("Bonferroni"))
        #expect(merged.out.contains("FAIL: parts/2/part-2-of-3.playtest-part stands out"), "\(merged.out)")
        #expect(!harness.exists("merged"))
    }

    @Test("a part from a build that plays the first games differently is named by its engine fingerprint")
    func fingerprint() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario(), to: "s.json")
        let folders = Self.playShards(harness, count: 3)
        var odd = try Self.part(harness, 3, of: 3)
        #expect(odd.engineFingerprint?.count == 16)
        odd.engineFingerprint = "0123456789abcdef"
        try Self.write(odd.sealed(), harness, 3, of: 3)
        let merged = harness.run(["merge"] + folders + ["--out", "merged"])
        #expect(merged.status == .usage)
        #expect(merged.error.contains("parts/3/part-3-of-3.playtest-part: was played by other code"), "\(merged.error)")
    }

    @Test("parts written before slices, fingerprints and hashes (no such fields) still merge")
    func olderParts() throws {
        let harness = try CommandHarness()
        try harness.write(MergeCommandTests.scenario, to: "s.json")
        let single = harness.run("run", "s.json", "--out", "single", "--quiet")
        let folders = MergeCommandTests.playShards(harness, count: 2)
        for index in 1...2 {
            let path = harness.directory + "/parts/\(index)/part-\(index)-of-2.playtest-part"
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            #expect(object["engineFingerprint"] != nil && object["slices"] == nil)
            object["engineFingerprint"] = nil
            object["contentHash"] = nil
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        }
        let merged = harness.run(["merge"] + folders + ["--out", "merged"])
        #expect(merged.status == single.status, "\(merged.error)")
        #expect(harness.files(in: "merged") == harness.files(in: "single"))
    }
}
