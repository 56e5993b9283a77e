import Foundation
import Testing
@testable import PlaytestCLI

@Suite("--shard auto: ShardEnvironment")
struct ShardEnvironmentTests {
    static func found(_ environment: [String: String], count: Int? = nil) throws(CommandError) -> ShardEnvironment {
        try ShardEnvironment(environment: environment, countOption: count, command: "playtest run")
    }

    /// The usage error for `environment`, or a recorded issue.
    static func refusal(_ environment: [String: String], count: Int? = nil) -> String {
        do {
            let found = try found(environment, count: count)
            Issue.record("accepted as \(found.description)")
            return ""
        } catch {
            #expect(error.status == .usage)
            return error.message
        }
    }

    @Test("each engine's variables give its 0-based index as shard index + 1, and the line says which engine", arguments: [
        (["JOB_COMPLETION_INDEX": "2"], 8, "3/8", "Kubernetes Indexed Job (JOB_COMPLETION_INDEX=2, --shard-count 8)"),
        (["JOB_COMPLETION_INDEX": "7", "PLAYTEST_SHARD_COUNT": "8"], nil, "8/8", "Kubernetes Indexed Job (JOB_COMPLETION_INDEX=7, PLAYTEST_SHARD_COUNT=8)"),
        (["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"], nil, "4/4", "Slurm job array (SLURM_ARRAY_TASK_ID=3, SLURM_ARRAY_TASK_COUNT=4)"),
        (["SLURM_ARRAY_TASK_ID": "11", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "10", "SLURM_ARRAY_TASK_MAX": "13"], nil, "2/4",
         "SLURM_ARRAY_TASK_MIN=10"),
        (["AWS_BATCH_JOB_ARRAY_INDEX": "0"], 5, "1/5", "AWS Batch array job (AWS_BATCH_JOB_ARRAY_INDEX=0, --shard-count 5)"),
        (["BATCH_TASK_INDEX": "4", "BATCH_TASK_COUNT": "6"], nil, "5/6", "Google Cloud Batch (BATCH_TASK_INDEX=4, BATCH_TASK_COUNT=6)"),
        (["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3"], nil, "2/3", "Bazel test sharding (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=3)"),
        (["PLAYTEST_SHARD_INDEX": "0", "PLAYTEST_SHARD_COUNT": "2"], nil, "1/2", "PLAYTEST_SHARD_INDEX (PLAYTEST_SHARD_INDEX=0, PLAYTEST_SHARD_COUNT=2)"),
        // GitLab counts its nodes from 1: CI_NODE_INDEX=1 is shard 1, CI_NODE_INDEX=4 of 4 the last.
        (["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"], nil, "1/4", "GitLab CI parallel job (CI_NODE_INDEX=1, CI_NODE_TOTAL=4)"),
        (["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "4"], nil, "4/4", "GitLab CI parallel job (CI_NODE_INDEX=4, CI_NODE_TOTAL=4)"),
        // CircleCI, Buildkite and Nomad count from 0.
        (["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"], nil, "1/3", "CircleCI parallel job (CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=3)"),
        (["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "3"], nil, "3/3", "CircleCI parallel job (CIRCLE_NODE_INDEX=2, CIRCLE_NODE_TOTAL=3)"),
        (["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], nil, "1/2",
         "Buildkite parallel job (BUILDKITE_PARALLEL_JOB=0, BUILDKITE_PARALLEL_JOB_COUNT=2)"),
        (["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], nil, "2/2", "BUILDKITE_PARALLEL_JOB=1"),
        (["NOMAD_ALLOC_INDEX": "0"], 3, "1/3", "Nomad allocation (NOMAD_ALLOC_INDEX=0, --shard-count 3)"),
        (["NOMAD_ALLOC_INDEX": "2", "PLAYTEST_SHARD_COUNT": "3"], nil, "3/3", "Nomad allocation (NOMAD_ALLOC_INDEX=2, PLAYTEST_SHARD_COUNT=3)"),
    ] as [([String: String], Int?, String, String)])
    func engines(environment: [String: String], count: Int?, shard: String, said: String) throws {
        let found = try Self.found(environment, count: count)
        #expect(found.selection.description == shard)
        #expect(found.description.hasPrefix("--shard auto: shard \(shard) from "))
        #expect(found.description.contains(said), "\(found.description)")
    }

    @Test("missing, malformed, out-of-range and contradicting variables are refused, naming the variable and the fix", arguments: [
        ([:], nil, "JOB_COMPLETION_INDEX"),
        (["JOB_COMPLETION_INDEX": "1"], nil, "add --shard-count N"),
        (["AWS_BATCH_JOB_ARRAY_INDEX": "1"], nil, "PLAYTEST_SHARD_COUNT"),
        (["JOB_COMPLETION_INDEX": "x"], 4, "JOB_COMPLETION_INDEX is \"x\", not a whole number"),
        (["JOB_COMPLETION_INDEX": "4"], 4, "outside 0 to 3"),
        (["JOB_COMPLETION_INDEX": "1", "PLAYTEST_SHARD_COUNT": "3"], 4, "--shard-count 4 but PLAYTEST_SHARD_COUNT=3"),
        (["JOB_COMPLETION_INDEX": "1", "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2"], 4, "two shard indexes"),
        (["SLURM_ARRAY_TASK_ID": "1"], nil, "SLURM_ARRAY_TASK_COUNT is not"),
        (["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_STEP": "4"], nil, "SLURM_ARRAY_TASK_STEP is 4"),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "5"], nil, "is 5 tasks"),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4"], 8, "SLURM_ARRAY_TASK_COUNT=4 but --shard-count is 8"),
        (["BATCH_TASK_INDEX": "0", "BATCH_TASK_COUNT": "0"], nil, "must be from 1"),
        (["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "2", "PLAYTEST_SHARD_COUNT": "3"], nil, "TEST_TOTAL_SHARDS=2 but PLAYTEST_SHARD_COUNT is 3"),
        // Each base's edges: GitLab's 0 and total + 1, CircleCI's and Buildkite's total, Nomad without a count.
        (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"], nil, "CI_NODE_INDEX=0 is outside 1 to 4"),
        (["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"], nil, "CI_NODE_INDEX=5 is outside 1 to 4"),
        (["CI_NODE_INDEX": "2"], nil, "CI_NODE_TOTAL is not"),
        (["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "3"], nil, "CIRCLE_NODE_INDEX=3 is outside 0 to 2"),
        (["BUILDKITE_PARALLEL_JOB": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], nil, "BUILDKITE_PARALLEL_JOB=2 is outside 0 to 1"),
        (["NOMAD_ALLOC_INDEX": "1"], nil, "add --shard-count N (the task group's count)"),
        (["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "2", "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "2"], nil, "two shard indexes"),
    ] as [([String: String], Int?, String)])
    func refused(environment: [String: String], count: Int?, expected: String) {
        let message = Self.refusal(environment, count: count)
        #expect(message.contains("--shard auto"), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }

    @Test("run --shard auto plays the shard the environment names, says so on stderr, and touches Bazel's status file")
    func run() throws {
        let harness = try CommandHarness()
        try harness.write(smallDiceScenario, to: "s.json")
        harness.environment = ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": "status"]
        let result = harness.run("run", "s.json", "--shard", "auto", "--out", "part", "--quiet")
        #expect(result.status == .success, "\(result.error)")
        #expect(result.error == "playtest run --shard auto: shard 2/2 from Bazel test sharding (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=2)\n")
        #expect(harness.files(in: "part").keys.contains("part-2-of-2.playtest-part"))
        #expect(harness.exists("status"))
        harness.environment = [:]
        let missing = harness.run("run", "s.json", "--shard", "auto", "--out", "none")
        #expect(missing.status == .usage && missing.error.contains("found no shard index") && !harness.exists("none"))
        let stray = harness.run("run", "s.json", "--shard", "1/2", "--shard-count", "2", "--out", "none")
        #expect(stray.status == .usage && stray.error.contains("--shard-count goes with --shard auto"))
    }
}
