import Foundation
import PlaytestKit

/// `playtest run <scenario.json>`: plays a scenario's configurations and writes its balance report.
enum RunCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) run <scenario.json> [options]

        Plays every configuration of a scenario (games, bots, rules, parameters
        and sweeps: see docs/scenarios.md) and writes report.md, results.csv,
        histograms.csv, invariants.csv and SVG charts; a scenario of several
        games writes index.md and one such folder per game. Every invariant is checked
        in every game; a broken one is listed with its replay command.

        Each file is written to a temporary name and renamed, so none is ever
        half-written. The folder's .playtest-manifest lists the files the run
        wrote; the next run into the folder removes those it does not write
        again (stale charts) and never touches any other file.

        Options:
          --out DIR          the report folder (default Reports/<scenario name>); not empty. Only its last
                             folder is created, unless --parents is given
          --parents          create every missing folder of --out
          --games N          games per configuration, overriding the scenario's
          --seed S           the seed, overriding the scenario's
          --jobs J           threads (default: active processors); output is byte-identical for any J
          --max-configurations N  refuse a scenario of more configurations (default 10000; up to 10000000)
          --max-games N      refuse a run of more games in all, configurations x games (default 100000000)
          --param name=value set a parameter in every configuration of every game that has it (repeatable);
                             game.name=value sets one game's, e.g. --param dice.count=50
          --quiet            no progress bar
          --shard i/n        play only shard i of n and write part-i-of-n.playtest-part into --out instead
                             of the report; '\(program) merge' combines the parts into the report a single run
                             writes. Up to one shard per configuration: every n-th configuration, from the
                             i-th; more shards than configurations split each configuration's games into
                             slices of whole chunks
          --shard auto       the shard from the batch engine's variables (Kubernetes JOB_COMPLETION_INDEX,
                             Slurm SLURM_ARRAY_TASK_ID, AWS_BATCH_JOB_ARRAY_INDEX, Google BATCH_TASK_INDEX,
                             Bazel TEST_SHARD_INDEX, or PLAYTEST_SHARD_INDEX from 0); says which on stderr
          --shard-count N    with --shard auto, the number of shards when the engine does not set it
                             (Kubernetes, AWS Batch); or set PLAYTEST_SHARD_COUNT
          --resume           after an interrupted or killed run into the same --out, play only the
                             configurations it did not finish (saved in --out/.playtest-checkpoint)
          --observations FILE  also write one JSON line per game played (PBT Observations, as Hypothesis
                             writes them and Tyche reads them) to FILE; not with --shard or --resume
          --baseline DIR     compare every figure with an earlier run's report folder DIR (its results.csv):
                             writes changes.md and changes.csv, adds "What changed" to report.html and marks
                             each figure shown to have moved (Holm over all figures compared, 5% family-wise)
        \(gateHelp)
        The counts are checked before any game is played. report.md echoes the
        first 2000 characters of the scenario's description.

        The report shows, per configuration, the share of games that reached each
        coverage label; a required share (the game's own, or a study's
        "coverage") shown to be missed fails the run.

        Ctrl-C or SIGTERM stops the run between chunks of games: no report is
        written, finished configurations stay saved for --resume, exit 130.

        Exit status: 0 every invariant held and no required situation was too rare
        (always 0 for a --shard part: the merge decides); 1 otherwise (the report is
        still written); 2 bad usage or a bad scenario (nothing is written);
        130 interrupted.

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--out", "--games", "--seed", "--jobs", "--param", "--max-games", "--max-configurations", "--shard", "--shard-count", "--junit", "--observations", "--baseline"]
    /// The options without a value.
    static let flags: [String] = ["--quiet", "--parents", "--resume"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "run", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("\(program) run: name one scenario file, e.g. '\(program) run Scenarios/dice.json'; see '\(program) run --help'")
        }
        let file = args.positionals[0]
        let shard = try shardSelection(args, io: io)
        let text = try FileStore.read(io.resolve(file), shownAs: file, emptyIsError: true)
        let overrides = ScenarioOverrides(
            games: try args.integer("--games", in: Scenario.gamesRange, default: nil),
            seed: try args.seed(),
            parameters: try args.parameterOverrides())
        let maxConfigurations = try args.integer(
            "--max-configurations", in: 1...10_000_000, default: Scenario.defaultMaxConfigurations, )!
        let maxGames = try args.integer("--max-games", in: 1...Int.max, default: Scenario.defaultMaxGames)!
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader(games: catalog.games, readFile: FileStore.reader(io), maxConfigurations: maxConfigurations)
                .load(text, file: file, overrides: overrides)
        } catch {
            throw .usage(FileStore.explained(error, io: io, program: program))
        }
        let (totalGames, overflow) = scenario.configurations.count.multipliedReportingOverflow(by: scenario.games)
        guard !overflow, totalGames <= maxGames else {
            throw .usage("\(program) run: \(file): \(NumberFormat.counted(scenario.configurations.count, "configuration")) x "
                + "\(NumberFormat.counted(scenario.games, "game")) is \(NumberFormat.counted(totalGames, "game")), above the limit of "
                + "\(NumberFormat.grouped(maxGames)); play fewer games (\"games\" or --games) or configurations, "
                + "or raise the limit with --max-games \(totalGames)")
        }
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount)!
        let out = try OutputFolder(
            typed: args.value("--out") ?? "Reports/\(scenario.name)", io: io,
            createsParents: args.has("--parents") || args.value("--out") == nil, command: args.invocation,
            isDefault: args.value("--out") == nil)
        let junit = try junitPath(args, io: io)
        let observations = try ObservationsOutput.requested(args, io: io, command: args.invocation)
        if observations != nil, shard != nil || args.has("--resume") {
            throw .usage("\(program) run: --observations writes one line per game played, so it cannot be combined with "
                + "\(shard != nil ? "--shard" : "--resume"); drop one of them")
        }

        let baseline = try RunBaseline.requested(args, io: io)
        if baseline != nil, shard != nil {
            throw .usage("\(program) run: --baseline compares a whole report with an earlier one, so it cannot be combined with --shard; "
                + "give it to '\(program) merge', which writes the whole report")
        }

        let identity = RunPart(
            scenarioFile: file, scenarioText: text, overrideGames: overrides.games, overrideSeed: overrides.seed,
            parameters: args.all("--param"), scenario: scenario, shard: shard ?? .whole)
        return try playAndWrite(PlayRequest(
            scenario: scenario, scenarioFile: file, identity: identity, shard: shard, resume: args.has("--resume"),
            jobs: jobs, quiet: args.has("--quiet"), out: out, junit: junit, observations: observations, program: catalog.programName,
            sections: catalog.reportSections, baseline: baseline), io: io)
    }

    /// `--shard i/n`, or `--shard auto` read from the environment (said on stderr; Bazel's status file touched), or nil.
    static func shardSelection(_ args: Arguments, io: CommandIO) throws(CommandError) -> ShardSelection? {
        let program = args.program
        let countOption = try args.integer("--shard-count", in: 1...ShardSelection.maxCount, default: nil)
        guard let typed = args.value("--shard") else {
            if countOption != nil { throw .usage("\(program) run: --shard-count goes with --shard auto; add --shard auto, or drop --shard-count") }
            return nil
        }
        guard typed == "auto" else {
            if countOption != nil { throw .usage("\(program) run: --shard-count goes with --shard auto, not --shard \(typed); drop --shard-count") }
            return try ShardSelection(parsing: typed, command: args.invocation)
        }
        let found = try ShardEnvironment(environment: io.environment, countOption: countOption, command: args.invocation)
        io.errorLine("\(program) run \(found.description)")
        if let statusFile = found.statusFile, !FileManager.default.fileExists(atPath: io.resolve(statusFile)) {
            guard FileManager.default.createFile(atPath: io.resolve(statusFile), contents: nil) else {
                throw .usage("\(program) run: --shard auto: cannot create TEST_SHARD_STATUS_FILE \(statusFile); make its folder writable")
            }
        }
        return found.selection
    }
}
