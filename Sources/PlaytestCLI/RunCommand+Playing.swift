import Foundation
import PlaytestKit

// MARK: - Playing, with shards, checkpoints and interrupts

extension RunCommand {
    /// What `run` was asked to play and where, once every option is checked.
    struct PlayRequest {
        let scenario: Scenario
        let scenarioFile: String
        /// The run's identity, written into every part and checkpoint file.
        let identity: RunPart
        /// `--shard`, or nil for the whole run.
        let shard: ShardSelection?
        let resume: Bool
        let jobs: Int
        let quiet: Bool
        let out: OutputFolder
        /// `--junit FILE`, resolved, or nil.
        var junit: String? = nil
        /// `--observations FILE`, checked, or nil.
        var observations: ObservationsOutput? = nil
        /// The program name printed replay commands use.
        var program = "playtest"
        /// Resolves a configuration's game by id for analysis (confirmations, shrinking).
        var registration: (String) -> GameRegistration? = { _ in nil }
    }

    /// Plays the request's configurations (all, or its shard's), then writes the report (or the shard's part).
    static func playAndWrite(_ request: PlayRequest, io: CommandIO) throws(CommandError) -> ExitStatus {
        let checkpoint = RunCheckpoint(out: request.out)
        let results = try play(request, checkpoint: checkpoint, io: io)
        let status: ExitStatus
        if let shard = request.shard {
            var part = request.identity
            part.results = results.map { RunPart.Entry(configuration: $0.index, label: $0.label, result: ResultArchive.Coded($0.result)) }
            try request.out.write([ReportFile(name: shard.partFileName, contents: part.text)])
            io.line("run \(request.scenario.name) --shard \(shard.description): \(results.count) of "
                + "\(NumberFormat.counted(request.scenario.configurations.count, "configuration")) x "
                + "\(NumberFormat.counted(request.scenario.games, "game")), seed \(request.scenario.seed)")
            io.line("  wrote \(shard.partFileName) to \(request.out.shownAs); combine every shard's folder with 'playtest merge'")
            status = .success
        } else {
            status = try RunOutput.write(
                scenario: request.scenario, scenarioFile: request.scenarioFile, results: results.map(\.result), out: request.out, io: io,
                registration: request.registration, junit: request.junit, jobs: request.jobs, program: request.program)
            if let observations = request.observations {
                try observations.write(observationLines(request, results: results, observations: observations))
                io.line("  wrote \(NumberFormat.counted(results.reduce(0) { $0 + $1.result.observedGames.count }, "observation")) "
                    + "to \(observations.file.shownAs)")
            }
        }
        checkpoint.remove()
        return status
    }

    /// Plays the configurations the request's shard owns, in order, restoring saved ones on `--resume` and
    /// saving each finished one; stops between chunks on an interrupt (exit 130).
    static func play(
        _ request: PlayRequest, checkpoint: RunCheckpoint, io: CommandIO
    ) throws(CommandError) -> [(index: Int, label: String, result: ConfigurationResult)] {
        let scenario = request.scenario
        let saved = request.resume ? try checkpoint.load(matching: request.identity) : [:]
        try request.out.create()
        if !request.resume { checkpoint.remove() }
        if !saved.isEmpty {
            io.errorLine("run \(scenario.name): resuming; \(NumberFormat.counted(saved.count, "configuration")) restored from \(checkpoint.shownAs)")
        }
        let watchesInterrupts = io.watchesInterrupts
        if watchesInterrupts { Interruption.install() }
        let stopHook = watchesInterrupts ? TestStopHook.fromEnvironment() : nil
        let shard = request.shard ?? .whole
        let selected = scenario.configurations.enumerated().filter { shard.owns($0.offset) }
        let total = selected.count * scenario.games
        let bar = ProgressBar(io: io, label: "run \(scenario.name)", quiet: request.quiet)
        var results: [(index: Int, label: String, result: ConfigurationResult)] = []
        var playedNow = 0
        for (position, (index, configuration)) in selected.enumerated() {
            let done = position * scenario.games
            if let restored = saved[index] {
                results.append((index, configuration.label, restored))
                continue
            }
            var run = RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                games: scenario.games, jobs: request.jobs, maxSteps: scenario.maxSteps,
                progress: { finished in bar.update(done + finished, of: total) })
            if watchesInterrupts { run.shouldStop = { Interruption.isRequested } }
            run.recordsGames = configuration.ladder != nil
            run.observesGames = request.observations != nil
            run.clock = request.observations?.clock
            guard !(watchesInterrupts && Interruption.isRequested), let result = playGated(configuration, request: run) else {
                bar.finish()
                throw interrupted(finished: results.count, of: selected.count, checkpoint: checkpoint, scenario: scenario)
            }
            try checkpoint.save(result, configuration: index, label: configuration.label, run: request.identity)
            results.append((index, configuration.label, result))
            playedNow += 1
            stopHook?.fireIfDue(playedNow)
        }
        bar.finish()
        return results
    }

    /// The observation lines of a whole run: configuration by configuration, game by game, each configuration's games
    /// followed by one info line of its totals.
    static func observationLines(
        _ request: PlayRequest, results: [(index: Int, label: String, result: ConfigurationResult)], observations: ObservationsOutput
    ) -> [String] {
        let scenario = request.scenario
        var lines: [String] = []
        for (index, label, result) in results {
            let configuration = scenario.configurations[index]
            let run = RunRequest(
                configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                games: result.games, maxSteps: scenario.maxSteps)
            let property = "run \(scenario.name): \(label)"
            for game in result.observedGames {
                lines.append(ObservationsOutput.line(
                    game, property: property, request: run, registration: configuration.registration, label: label,
                    program: request.program, runStart: observations.runStart))
            }
            let broken = result.tallies.filter { $0.brokenGames > 0 }
            lines.append(InfoObservation(
                title: "\(label): \(NumberFormat.counted(result.games, "game"))",
                content: [
                    ("games", .integer(result.games)),
                    ("broken_invariants", .object(broken.map { ($0.info.name, .integer($0.brokenGames)) })),
                    ("coverage", .object(result.coverage.map { ($0.info.name, .integer($0.games)) })),
                ],
                property: property, runStart: observations.runStart).line)
        }
        return lines
    }

    /// The error of a run stopped by SIGINT or SIGTERM.
    static func interrupted(finished: Int, of count: Int, checkpoint: RunCheckpoint, scenario: Scenario) -> CommandError {
        CommandError(
            message: "playtest run \(scenario.name): interrupted; no report was written. \(finished) of "
                + "\(NumberFormat.counted(count, "configuration")) finished and saved in \(checkpoint.shownAs); "
                + "run the same command with --resume to play only the rest",
            status: .interrupted)
    }
}

/// A deterministic stop for tests of interrupts and resume: `PLAYTEST_TEST_STOP_AFTER=k` makes the process send
/// itself SIGINT once it has played and saved `k` configurations; `k:term` sends SIGTERM and `k:kill` SIGKILL.
/// Read only by the real process (never in-process).
struct TestStopHook {
    /// The environment variable.
    static let variable = "PLAYTEST_TEST_STOP_AFTER"
    let count: Int
    let signalNumber: Int32

    static func fromEnvironment() -> TestStopHook? {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return nil }
        let parts = text.split(separator: ":")
        guard let first = parts.first, let count = Int(first), count >= 1 else { return nil }
        let signals: [Substring: Int32] = ["int": SIGINT, "term": SIGTERM, "kill": SIGKILL]
        return TestStopHook(count: count, signalNumber: parts.count > 1 ? signals[parts[1]] ?? SIGINT : SIGINT)
    }

    func fireIfDue(_ played: Int) {
        guard played == count else { return }
        kill(getpid(), signalNumber)
    }
}
