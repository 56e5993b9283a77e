import Foundation

/// `--shard auto`: the shard index and count that a batch engine set in the environment.
///
/// Read, each 0-based index turned into Playtest's 1-based shard number:
/// - Kubernetes Indexed Job: `JOB_COMPLETION_INDEX`; the count (the Job's `completions`) from `--shard-count N` or
///   `PLAYTEST_SHARD_COUNT`;
/// - Slurm job array: `SLURM_ARRAY_TASK_ID` minus `SLURM_ARRAY_TASK_MIN`, of `SLURM_ARRAY_TASK_COUNT` (an array with a
///   step, `--array=0-15:4`, is refused: its ids are not consecutive);
/// - AWS Batch array job: `AWS_BATCH_JOB_ARRAY_INDEX`; the count (the array size) from `--shard-count` or
///   `PLAYTEST_SHARD_COUNT`;
/// - Google Cloud Batch: `BATCH_TASK_INDEX` of `BATCH_TASK_COUNT`;
/// - Bazel or gtest sharding: `TEST_SHARD_INDEX` of `TEST_TOTAL_SHARDS` (`run` touches `TEST_SHARD_STATUS_FILE` when set);
/// - GitLab CI `parallel:`: `CI_NODE_INDEX` of `CI_NODE_TOTAL`, the index counted from 1;
/// - CircleCI `parallelism:`: `CIRCLE_NODE_INDEX` of `CIRCLE_NODE_TOTAL`;
/// - Buildkite `parallelism:`: `BUILDKITE_PARALLEL_JOB` of `BUILDKITE_PARALLEL_JOB_COUNT`;
/// - Nomad: `NOMAD_ALLOC_INDEX`; the count (the group's `count`) from `--shard-count` or `PLAYTEST_SHARD_COUNT`;
/// - anything else (a GitHub Actions matrix, a shell loop): `PLAYTEST_SHARD_INDEX` of `PLAYTEST_SHARD_COUNT`.
///
/// Exactly one engine must be found; a missing, malformed, out-of-range or contradicting variable is a usage error
/// that names it and says how to fix it.
struct ShardEnvironment: Equatable {
    /// The shard found.
    let selection: ShardSelection
    /// The engine's name, e.g. "Kubernetes Indexed Job".
    let engine: String
    /// Where index and count came from, e.g. "JOB_COMPLETION_INDEX=2, --shard-count 8".
    let source: String
    /// The Bazel status file to touch, if the engine asked for one.
    let statusFile: String?

    /// The variable `--shard auto` reads a count from when the engine has none.
    static let countVariable = "PLAYTEST_SHARD_COUNT"

    /// One engine's variables.
    private struct Engine {
        let name: String
        let index: String
        /// The engine's own count variable, or nil when the count comes from `--shard-count` or `PLAYTEST_SHARD_COUNT`.
        let count: String?
        /// The first index: 0 for every engine but GitLab, which counts its nodes from 1.
        var base = 0
    }

    private static let engines = [
        Engine(name: "Kubernetes Indexed Job", index: "JOB_COMPLETION_INDEX", count: nil),
        Engine(name: "Slurm job array", index: "SLURM_ARRAY_TASK_ID", count: "SLURM_ARRAY_TASK_COUNT"),
        Engine(name: "AWS Batch array job", index: "AWS_BATCH_JOB_ARRAY_INDEX", count: nil),
        Engine(name: "Google Cloud Batch", index: "BATCH_TASK_INDEX", count: "BATCH_TASK_COUNT"),
        Engine(name: "Bazel test sharding", index: "TEST_SHARD_INDEX", count: "TEST_TOTAL_SHARDS"),
        Engine(name: "GitLab CI parallel job", index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", base: 1),
        Engine(name: "CircleCI parallel job", index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL"),
        Engine(name: "Buildkite parallel job", index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT"),
        Engine(name: "Nomad allocation", index: "NOMAD_ALLOC_INDEX", count: nil),
        Engine(name: "PLAYTEST_SHARD_INDEX", index: "PLAYTEST_SHARD_INDEX", count: "PLAYTEST_SHARD_COUNT"),
    ]

    /// The shard the environment names; `countOption` is `--shard-count`, if given.
    init(environment: [String: String], countOption: Int?, command: String) throws(CommandError) {
        let found = Self.engines.filter { environment[$0.index] != nil }
        guard let engine = found.first else {
            throw .usage("\(command): --shard auto found no shard index in the environment: none of "
                + Self.engines.map(\.index).joined(separator: ", ")
                + " is set; run it as a task of a Kubernetes Indexed Job, a Slurm or AWS Batch array, a Google Cloud Batch job, a "
                + "Bazel shard, a GitLab, CircleCI or Buildkite parallel job or a Nomad allocation, set PLAYTEST_SHARD_INDEX (from 0) "
                + "and PLAYTEST_SHARD_COUNT, or give --shard i/n")
        }
        if found.count > 1, !(found.count == 2 && found[1].index == "PLAYTEST_SHARD_INDEX") {
            throw .usage("\(command): --shard auto found two shard indexes, \(found[0].index)=\(environment[found[0].index]!) "
                + "(\(found[0].name)) and \(found[1].index)=\(environment[found[1].index]!) (\(found[1].name)); unset one of them, "
                + "or give --shard i/n")
        }
        let index = try Self.integer(environment, engine.index, command: command)
        var count: Int
        var source = "\(engine.index)=\(index)"
        var variableCount: Int?
        if engine.count != Self.countVariable, environment[Self.countVariable] != nil {
            variableCount = try Self.integer(environment, Self.countVariable, command: command)
        }
        if let own = engine.count {
            guard environment[own] != nil else {
                throw .usage("\(command): --shard auto: \(engine.index) is set (\(engine.name)) but \(own) is not; "
                    + "set \(own) to the number of shards, or give --shard i/n")
            }
            count = try Self.integer(environment, own, command: command)
            source += ", \(own)=\(count)"
            for (name, other) in [("--shard-count", countOption), (Self.countVariable, variableCount)] {
                if let other, other != count {
                    throw .usage("\(command): --shard auto: \(own)=\(count) but \(name) is \(other); drop \(name) "
                        + "(\(engine.name) gives the count) or make them agree")
                }
            }
        } else {
            if let option = countOption, let variable = variableCount, option != variable {
                throw .usage("\(command): --shard auto: --shard-count \(option) but \(Self.countVariable)=\(variable); "
                    + "give the shard count once")
            }
            guard let given = countOption ?? variableCount else {
                throw .usage("\(command): --shard auto: \(engine.index) is set (\(engine.name)) but the shard count is not; "
                    + "add --shard-count N (\(Self.countName(engine.index))) "
                    + "or set \(Self.countVariable)=N")
            }
            count = given
            source += countOption != nil ? ", --shard-count \(given)" : ", \(Self.countVariable)=\(given)"
        }
        var zeroBased = index - engine.base
        if engine.index == "SLURM_ARRAY_TASK_ID" {
            let minimum = environment["SLURM_ARRAY_TASK_MIN"] == nil ? 0 : try Self.integer(environment, "SLURM_ARRAY_TASK_MIN", command: command)
            if let step = environment["SLURM_ARRAY_TASK_STEP"], step != "1" {
                throw .usage("\(command): --shard auto: SLURM_ARRAY_TASK_STEP is \(step), so the array's task ids are not "
                    + "consecutive; submit the array without a step (--array=0-\(count - 1)), or give --shard i/n")
            }
            if let maximum = environment["SLURM_ARRAY_TASK_MAX"], let top = Int(maximum), top - minimum + 1 != count {
                throw .usage("\(command): --shard auto: SLURM_ARRAY_TASK_MIN=\(minimum) to SLURM_ARRAY_TASK_MAX=\(top) is "
                    + "\(top - minimum + 1) tasks, but SLURM_ARRAY_TASK_COUNT is \(count); submit the array as one consecutive range "
                    + "(--array=\(minimum)-\(minimum + count - 1)), or give --shard i/n")
            }
            zeroBased = index - minimum
            if minimum != 0 { source += ", SLURM_ARRAY_TASK_MIN=\(minimum)" }
        }
        guard (1...ShardSelection.maxCount).contains(count) else {
            throw .usage("\(command): --shard auto: the shard count \(count) (\(source)) must be from 1 to \(ShardSelection.maxCount)")
        }
        guard (0..<count).contains(zeroBased) else {
            throw .usage("\(command): --shard auto: \(engine.index)=\(index) is outside \(engine.base) to \(count - 1 + engine.base) "
                + "(\(source)); the index counts from \(engine.base)" + (engine.base == 0 ? " and must be below the shard count" : " up to the shard count"))
        }
        selection = ShardSelection(index: zeroBased + 1, count: count)
        self.engine = engine.name
        self.source = source
        statusFile = engine.index == "TEST_SHARD_INDEX" ? environment["TEST_SHARD_STATUS_FILE"] : nil
    }

    /// What `--shard-count` counts for an engine without a count variable of its own.
    private static func countName(_ index: String) -> String {
        switch index {
        case "JOB_COMPLETION_INDEX": "the number of completions"
        case "NOMAD_ALLOC_INDEX": "the task group's count"
        default: "the number of array children"
        }
    }

    /// A variable's whole-number value, or a usage error naming it.
    private static func integer(_ environment: [String: String], _ name: String, command: String) throws(CommandError) -> Int {
        let text = environment[name] ?? ""
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .usage("\(command): --shard auto: \(name) is \"\(text)\", not a whole number; set it to a whole number, or give --shard i/n")
        }
        return value
    }

    /// The line `run` prints on stderr: which engine, which shard.
    var description: String {
        "--shard auto: shard \(selection.description) from \(engine) (\(source))"
    }
}
