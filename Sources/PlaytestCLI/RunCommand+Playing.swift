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
        let program: String
        /// The games' own report sections, for analysis.
        let sections: ReportSections
        /// `--baseline DIR`, read, or nil.
        var baseline: RunBaseline? = nil
    }

    /// What a run played: whole configurations, and slices of configurations (a shard of more shards than configurations).
    struct Played {
        var results: [(index: Int, label: String, result: ConfigurationResult)] = []
        var slices: [RunPart.Slice] = []
    }

    /// Plays the request's configurations (all, or its shard's), then writes the report (or the shard's part).
    static func playAndWrite(_ request: PlayRequest, io: CommandIO) throws(CommandError) -> ExitStatus {
        let program = request.program
        let checkpoint = RunCheckpoint(out: request.out, program: request.program)
        let played = try play(request, checkpoint: checkpoint, io: io)
        let status: ExitStatus
        if let shard = request.shard {
            var part = request.identity
            part.results = played.results.map { RunPart.Entry(configuration: $0.index, label: $0.label, result: ResultArchive.Coded($0.result)) }
            part.slices = played.slices.isEmpty ? nil : played.slices
            part.engineFingerprint = EngineFingerprint.of(request.scenario)
            part = part.sealed()
            try request.out.write([ReportFile(name: shard.partFileName, contents: part.text)])
            io.line("run \(request.scenario.name) --shard \(shard.description): \(playedSummary(played, scenario: request.scenario)) of "
                + "\(NumberFormat.counted(request.scenario.configurations.count, "configuration")) x "
                + "\(NumberFormat.counted(request.scenario.games, "game")), seed \(request.scenario.seed)")
            io.line("  wrote \(shard.partFileName) to \(request.out.shownAs); combine every shard's folder with '\(program) merge'")
            status = .success
        } else {
            status = try RunOutput.write(
                scenario: request.scenario, scenarioFile: request.scenarioFile, results: played.results.map(\.result), out: request.out, io: io,
                followUps: ScenarioPlayer(jobs: request.jobs).followUps(scenario: request.scenario, results: played.results.map(\.result)),
                sections: request.sections, junit: request.junit, program: request.program, baseline: request.baseline)
            if let observations = request.observations {
                try observations.write(observationLines(request, results: played.results, observations: observations))
                io.line("  wrote \(NumberFormat.counted(played.results.reduce(0) { $0 + $1.result.observedGames.count }, "observation")) "
                    + "to \(observations.file.shownAs)")
            }
        }
        checkpoint.remove()
        return status
    }

    /// "2" (whole configurations), or "games 1,024-2,047 of configuration 0" (a slice).
    static func playedSummary(_ played: Played, scenario: Scenario) -> String {
        guard let slice = played.slices.first else { return "\(played.results.count)" }
        let first = GameBlocks.games(ofBlock: slice.firstBlock, games: scenario.games).lowerBound
        let end = slice.endBlock > slice.firstBlock ? GameBlocks.games(ofBlock: slice.endBlock - 1, games: scenario.games).upperBound : first
        let games = end > first ? "games \(NumberFormat.grouped(first))-\(NumberFormat.grouped(end - 1))" : "no game"
        return "\(games) (blocks \(slice.firstBlock)..<\(slice.endBlock)) of configuration \(slice.configuration)"
    }

    /// Refuses, before anything is played or written, a shard that must split a configuration that cannot be split:
    /// one whose game cannot archive its metrics, or one with a sequential gate (its number of games is not known).
    static func checkSplittable(_ work: [ShardWork], scenario: Scenario, shard: ShardSelection, program: String) throws(CommandError) {
        for item in work where item.blocks != nil {
            let configuration = scenario.configurations[item.configuration]
            let most = scenario.configurations.count
            if !configuration.registration.archivesBlocks(configuration.configuration) {
                throw .usage("\(program) run: --shard \(shard.description): configuration \(item.configuration) (\(configuration.label)) would be split "
                    + "across shards, but the game \(configuration.registration.descriptor.id) cannot archive its metrics (its metrics type is "
                    + "not Codable); use at most \(most) shards (one per configuration), or make its metrics Codable")
            }
            if let cap = configuration.gates.compactMap(\.sequentialMaxGames).max(), cap > scenario.games {
                throw .usage("\(program) run: --shard \(shard.description): configuration \(item.configuration) (\(configuration.label)) has a "
                    + "sequential gate, so its number of games is decided as it plays and it cannot be split across shards; "
                    + "use at most \(most) shards (one per configuration)")
            }
        }
    }

    /// Plays what the request's shard owns, in order, restoring saved configurations on `--resume` and saving each
    /// finished one; stops between chunks on an interrupt (exit 130). A slice is not saved until its part is written.
    /// Each configuration is played by the library's play stage (``ScenarioPlayer``, its sequential stopping rule
    /// included); what stays here is the command line's own: shards, checkpoints, the progress bar and signals.
    static func play(_ request: PlayRequest, checkpoint: RunCheckpoint, io: CommandIO) throws(CommandError) -> Played {
        let scenario = request.scenario
        let shard = request.shard ?? .whole
        let work = shard.work(configurations: scenario.configurations.count, games: scenario.games)
        try checkSplittable(work, scenario: scenario, shard: shard, program: request.program)
        let saved = request.resume ? try checkpoint.load(matching: request.identity) : [:]
        try request.out.create()
        if !request.resume { checkpoint.remove() }
        if !saved.isEmpty {
            io.errorLine("run \(scenario.name): resuming; \(NumberFormat.counted(saved.count, "configuration")) restored from \(checkpoint.shownAs)")
        }
        let watchesInterrupts = io.watchesInterrupts
        if watchesInterrupts { Interruption.install() }
        let stopHook = watchesInterrupts ? TestStopHook.fromEnvironment() : nil
        let gamesOf: (ShardWork) -> Int = { item in
            guard let blocks = item.blocks, !blocks.isEmpty else { return item.blocks == nil ? scenario.games : 0 }
            return GameBlocks.games(ofBlock: blocks.upperBound - 1, games: scenario.games).upperBound
                - GameBlocks.games(ofBlock: blocks.lowerBound, games: scenario.games).lowerBound
        }
        let total = work.map(gamesOf).reduce(0, +)
        let bar = ProgressBar(io: io, label: "run \(scenario.name)", quiet: request.quiet)
        let shouldStop: (@Sendable () -> Bool)? = watchesInterrupts ? { @Sendable in Interruption.isRequested } : nil
        var played = Played()
        if let slice = work.first(where: { $0.blocks != nil }), let blocks = slice.blocks {
            // A shard of more shards than configurations: blocks of one configuration's games, archived for the merge.
            let configuration = scenario.configurations[slice.configuration]
            let player = ScenarioPlayer(jobs: request.jobs, progress: { finished, total in bar.update(finished, of: total) }, shouldStop: shouldStop)
            guard let archived = player.playBlocks(scenario, configuration: slice.configuration, blocks: blocks, total: total) else {
                bar.finish()
                throw interrupted(finished: 0, of: work.count, checkpoint: checkpoint, scenario: scenario, program: request.program)
            }
            played.slices.append(RunPart.Slice(
                configuration: slice.configuration, label: configuration.label, firstBlock: blocks.lowerBound, endBlock: blocks.upperBound,
                blocks: archived))
            bar.finish()
            return played
        }
        // Whole configurations: the library's play stage, saving each finished one before the next starts.
        let player = ScenarioPlayer(jobs: request.jobs, progress: { finished, total in bar.update(finished, of: total) }, shouldStop: shouldStop)
        var playedNow = 0
        let whole = try player.playConfigurations(
            scenario, indices: work.map(\.configuration), restored: saved,
            prepare: { _, run in
                run.observesGames = request.observations != nil
                run.clock = request.observations?.clock
            },
            finished: { (index, result) throws(CommandError) in
                try checkpoint.save(result, configuration: index, label: scenario.configurations[index].label, run: request.identity)
                playedNow += 1
                stopHook?.fireIfDue(playedNow)
            })
        bar.finish()
        guard whole.complete else {
            throw interrupted(finished: whole.results.count, of: work.count, checkpoint: checkpoint, scenario: scenario, program: request.program)
        }
        played.results = whole.results.map { ($0.index, scenario.configurations[$0.index].label, $0.result) }
        return played
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
    static func interrupted(finished: Int, of count: Int, checkpoint: RunCheckpoint, scenario: Scenario, program: String) -> CommandError {
        CommandError(
            message: "\(program) run \(scenario.name): interrupted; no report was written. \(finished) of "
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

    /// Sends the signal after the `count`th step, and waits (up to ten seconds) until the handler has recorded it, so
    /// the command's next check between steps sees it whichever thread the signal reached: the stop lands at
    /// exactly this step on a loaded machine too.
    func fireIfDue(_ played: Int) {
        guard played == count else { return }
        kill(getpid(), signalNumber)
        guard signalNumber != SIGKILL else { return }
        var waited = 0
        while !Interruption.isRequested, waited < 10_000 {
            usleep(1_000)
            waited += 1
        }
    }
}
