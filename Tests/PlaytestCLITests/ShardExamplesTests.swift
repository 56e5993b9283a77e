import Foundation
import Testing

/// The two sharding recipes, run as written: the `playtest` lines of Examples/github-actions-shards.yml
/// (a matrix of shards with `--shard auto`, then a merge) and Examples/k8s-indexed-job.yaml (an Indexed Job with
/// `--shard auto` and JOB_COMPLETION_INDEX, more shards than configurations, then a merge) are read from the files
/// and run by `/bin/sh` with the built `playtest` on PATH and the variables the engine would set, in a scratch
/// folder holding the repository's Scenarios. The only changes, to keep the test short: `--games 6` is added to each
/// `playtest run`, and the scratch copy of Scenarios/dice.json sweeps 6-9 dice instead of 6-1000 (the same eight
/// configurations, so the shard counts mean the same). Each merge must equal a single run byte for byte.
@Suite("Sharding examples")
struct ShardExamplesTests {
    /// The lines of `file` (under Examples/) that run `playtest <command>`, without YAML's `- run: ` or `- `.
    static func commands(in file: String, _ command: String) throws -> [String] {
        let text = try String(contentsOfFile: PlaytestProcess.packageRoot + "/Examples/" + file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "playtest \(command) ") else { return nil }
            guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") else { return nil }
            return String(line[start.lowerBound...])
        }
    }

    /// Runs `command` with `/bin/sh -c` in `folder`, the built playtest first on PATH.
    static func shell(_ command: String, in folder: String, environment: [String: String] = [:]) throws -> PlaytestProcess.Ending {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let path = (binary as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try PlaytestProcess.run("/bin/sh", ["-c", command], in: folder, environment: environment.merging(["PATH": path]) { $1 })
    }

    /// A scratch folder with the repository's Scenarios, the dice study's counts cut to 6-9 dice (a debug build
    /// plays 1,000 dice slowly; the sharding under test does not depend on the count).
    static func scratch() throws -> CommandHarness {
        let harness = try CommandHarness()
        try FileManager.default.copyItem(atPath: PlaytestProcess.packageRoot + "/Scenarios", toPath: harness.directory + "/Scenarios")
        let dice = harness.directory + "/Scenarios/dice.json"
        let text = try String(contentsOfFile: dice, encoding: .utf8)
        let small = text.replacingOccurrences(of: "[6, 50, 100, 1000]", with: "[6, 7, 8, 9]")
            .replacingOccurrences(of: "\"count\": [6, 50]", with: "\"count\": [6, 7]")
        try #require(small.contains("[6, 7, 8, 9]") && !small.contains("[6, 50"), "Scenarios/dice.json's sweep changed: update ShardExamplesTests.scratch")
        try small.write(toFile: dice, atomically: true, encoding: .utf8)
        return harness
    }

    /// The first non-empty value of `key:` in a YAML file (`shard: [1, 2, 3, 4]` gives "[1, 2, 3, 4]").
    static func value(of key: String, in file: String) throws -> String {
        let text = try String(contentsOfFile: PlaytestProcess.packageRoot + "/Examples/" + file, encoding: .utf8)
        let values = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(key + ":") else { return nil }
            let value = trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return try #require(values.first, "no \(key): in \(file)")
    }

    @Test("the GitHub Actions matrix: every shard, then the merge, equals a single run")
    func githubActions() throws {
        let file = "github-actions-shards.yml"
        let run = try #require(Self.commands(in: file, "run").first)
        let merge = try #require(Self.commands(in: file, "merge").first)
        let shards = try Self.value(of: "shard", in: file).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shards == ["1", "2", "3", "4"])
        #expect(run.contains("--shard auto"))
        #expect(try Self.value(of: "PLAYTEST_SHARD_INDEX", in: file) == "${{ strategy.job-index }}")
        #expect(try Self.value(of: "PLAYTEST_SHARD_COUNT", in: file) == "${{ strategy.job-total }}")
        let harness = try Self.scratch()
        for (position, shard) in shards.enumerated() {
            // What GitHub sets: strategy.job-index (from 0) and strategy.job-total.
            let environment = ["PLAYTEST_SHARD_INDEX": "\(position)", "PLAYTEST_SHARD_COUNT": "\(shards.count)"]
            let ending = try Self.shell(
                run.replacingOccurrences(of: "${{ matrix.shard }}", with: shard) + " --games 6", in: harness.directory, environment: environment)
            #expect(ending.status == 0, "shard \(shard): \(ending.error)")
            #expect(ending.error.contains("--shard auto: shard \(position + 1)/\(shards.count) from PLAYTEST_SHARD_INDEX"), "\(ending.error)")
            // The artifact step uploads the part alone; download-artifact puts it in parts/part-<shard>/.
        }
        let merged = try Self.shell(merge, in: harness.directory)
        #expect(merged.status == 0 || merged.status == 1, "\(merged.error)")
        let single = try Self.shell("playtest run Scenarios/dice.json --out single --quiet --games 6", in: harness.directory)
        #expect(single.status == merged.status)
        let expected = PlaytestProcess.tree(harness.directory + "/single")
        #expect(expected.keys.contains("report.md"))
        #expect(PlaytestProcess.tree(harness.directory + "/Reports/dice") == expected)
    }

    @Test("the Kubernetes Indexed Job: every JOB_COMPLETION_INDEX (two per configuration), then the merge, equals a single run")
    func kubernetesIndexedJob() throws {
        let file = "k8s-indexed-job.yaml"
        let run = try #require(Self.commands(in: file, "run").first)
        let merge = try #require(Self.commands(in: file, "merge").first)
        let completions = try #require(Int(try Self.value(of: "completions", in: file)))
        #expect(completions == 16)
        #expect(run.contains("--shard auto --shard-count \(completions) "), "the count must equal completions")
        let harness = try Self.scratch()
        // The Job's volume is mounted at /parts; here it is the scratch folder's parts/.
        let local = { (command: String) in command.replacingOccurrences(of: "/parts/", with: "parts/") }
        for index in 0..<completions {
            let ending = try Self.shell(local(run) + " --games 6", in: harness.directory, environment: ["JOB_COMPLETION_INDEX": "\(index)"])
            #expect(ending.status == 0, "index \(index): \(ending.error)")
            #expect(ending.error.contains("shard \(index + 1)/\(completions) from Kubernetes Indexed Job (JOB_COMPLETION_INDEX=\(index)"))
        }
        let merged = try Self.shell(local(merge), in: harness.directory)
        let single = try Self.shell("playtest run Scenarios/dice.json --out single --quiet --games 6", in: harness.directory)
        #expect(merged.status == single.status, "\(merged.error)")
        let expected = PlaytestProcess.tree(harness.directory + "/single")
        #expect(expected.keys.contains("report.md"))
        #expect(PlaytestProcess.tree(harness.directory + "/parts/report") == expected)
    }

    @Test("the Slurm job array: every SLURM_ARRAY_TASK_ID, then the merge, equals a single run; a failed shard is named by the merge")
    func slurmArray() throws {
        let run = try #require(Self.commands(in: "slurm/shards.sbatch", "run").first)
        let merge = try #require(Self.commands(in: "slurm/merge.sbatch", "merge").first)
        let text = try String(contentsOfFile: PlaytestProcess.packageRoot + "/Examples/slurm/shards.sbatch", encoding: .utf8)
        let range = try #require(text.split(separator: "\n").first { $0.hasPrefix("#SBATCH --array=") })
        let bounds = range.dropFirst("#SBATCH --array=".count).split(separator: "-").compactMap { Int($0) }
        #expect(bounds == [0, 7])
        // The merge runs after any ending of the array, so that a failed shard cannot leave it pending for ever.
        #expect(text.contains("--dependency=afterany:"))
        let harness = try Self.scratch()
        let tasks = bounds[1] - bounds[0] + 1
        for task in bounds[0]...bounds[1] {
            // What Slurm sets in each array task.
            let environment = ["SLURM_ARRAY_TASK_ID": "\(task)", "SLURM_ARRAY_TASK_MIN": "\(bounds[0])", "SLURM_ARRAY_TASK_MAX": "\(bounds[1])",
                               "SLURM_ARRAY_TASK_COUNT": "\(tasks)", "SLURM_ARRAY_TASK_STEP": "1"]
            let ending = try Self.shell(run + " --games 6", in: harness.directory, environment: environment)
            #expect(ending.status == 0, "task \(task): \(ending.error)")
            #expect(ending.error.contains("shard \(task + 1)/\(tasks) from Slurm job array (SLURM_ARRAY_TASK_ID=\(task)"), "\(ending.error)")
        }
        let merged = try Self.shell(merge, in: harness.directory)
        let single = try Self.shell("playtest run Scenarios/dice.json --out single --quiet --games 6", in: harness.directory)
        #expect(merged.status == single.status, "\(merged.error)")
        #expect(PlaytestProcess.tree(harness.directory + "/parts/report") == PlaytestProcess.tree(harness.directory + "/single"))
        // Task 2 failed: its folder holds its checkpoint but no part. The merge names the shard and the folder, exit 2.
        try FileManager.default.removeItem(atPath: harness.directory + "/parts/report")
        try FileManager.default.removeItem(atPath: harness.directory + "/parts/shards/2/part-3-of-8.playtest-part")
        let failed = try Self.shell(merge, in: harness.directory)
        #expect(failed.status == 2)
        #expect(failed.error.contains("shard 3/8 of Scenarios/dice.json is missing (parts/shards/2 holds no part"), "\(failed.error)")
        #expect(failed.error.contains("run 'playtest run Scenarios/dice.json --shard 3/8'"), "\(failed.error)")
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/parts/report"))
    }
}
