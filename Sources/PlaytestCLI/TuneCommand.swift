import PlaytestKit

/// `playtest tune <tune.json>`: searches a scenario's scoring parameters toward an objective and confirms the winner.
enum TuneCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) tune <tune.json> [options]
               \(program) tune <game> --search FAMILY-N --against BOT [options]   (tunes the search bot: see below)

        Reads a scenario with a "tune" key (which whole-number parameters may move,
        with ranges and steps; the objective; the budget: see docs/tune.md),
        searches by successive halving with common random numbers (every candidate
        plays game i on the same chance), preferring tables that change fewer
        entries, then confirms the winner against the default table on a fresh,
        derived seed and reports both with 95% intervals.

        Writes to the folder: proposed.json (the scenario with the proposed
        entries set: '\(program) run proposed.json' plays it), report.md (each
        changed entry, old and new value and its effect alone; the confirmation;
        the search), trace.csv (every candidate of every rung: games, objective
        with interval, score) and confirmation.csv. Files are written to a
        temporary name and renamed. Progress goes to stderr.

        Options:
          --out DIR          the folder (default Reports/<scenario name>); only its last folder is created
                             unless --parents is given
          --parents          create every missing folder of --out
          --seed S           the search's seed, overriding the scenario's (the confirmation's is derived from it)
          --jobs J           threads (default: active processors); output is byte-identical for any J
          --candidates N     candidates per generation, overriding the file's budget
          --games N          first-rung games per configuration, overriding the file's budget
          --generations N    generations, overriding the file's budget
          --confirm-games N  confirmation games per configuration, overriding the file's budget
          --max-games N      refuse a tuning that may play more games in all (search and confirmation, every
                             configuration; default 100000000)
          --resume           after an interrupted or killed tuning into the same --out, replay what it played
                             (saved in --out/\(TuneCheckpoint.folderName)) and play only the rest
          --quiet            no progress lines

        Before playing, it says on stderr the most games the budget may play, and
        refuses a budget above --max-games. Progress goes to stderr: a line per
        rung and, on a terminal, a bar of the games played. A proposed entry that
        moved to an end of its allowed range is flagged: the best value may lie
        beyond it.

        Exit status: 0 the tuning ran (whether or not it found a better table: see
        report.md); 1 an invariant broke in the proposed table's confirmation games;
        2 bad usage, a bad tuning file or a budget over --max-games (nothing is written);
        130 interrupted (Ctrl-C or SIGTERM: prints the steps that finished, writes no
        report; what was played stays saved for --resume).

        \(SearchTuneCommand.help(program))
        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--out", "--seed", "--jobs", "--candidates", "--games", "--generations", "--confirm-games", "--max-games"]
        + SearchTuneCommand.options
    /// The options without a value.
    static let flags: [String] = ["--quiet", "--parents", "--resume"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "tune", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        if args.value("--search") != nil { return try SearchTuneCommand.run(args, io: io, catalog: catalog) }
        if let option = SearchTuneCommand.options.first(where: { args.value($0) != nil }) {
            throw .usage("\(program) tune: \(option) is for a search tuning; add --search FAMILY-N (e.g. --search search-100), or leave \(option) out")
        }
        guard args.positionals.count == 1 else {
            throw .usage("\(program) tune: name one tuning file, e.g. '\(program) tune Scenarios/tune-snakesss.json'; see '\(program) tune --help'")
        }
        let fileName = args.positionals[0]
        let text = try FileStore.read(io.resolve(fileName), shownAs: fileName, emptyIsError: true)
        var file: TuneFile
        do {
            file = try TuneFile.load(text, file: fileName, loader: ScenarioLoader(games: catalog.games, readFile: FileStore.reader(io)))
        } catch {
            throw .usage(error.description)
        }
        if let seed = try args.seed() {
            var scenario = file.scenario
            scenario.seed = seed
            file = TuneFile(scenario: scenario, scenarioJSON: file.scenarioJSON.setting("seed", to: .number(String(seed))), spec: file.spec)
        }
        file = try applyingBudget(args, to: file)
        try checkMetrics(file, fileName: fileName)
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount)!
        let out = try OutputFolder(
            typed: args.value("--out") ?? "Reports/\(file.scenario.name)", io: io,
            createsParents: args.has("--parents") || args.value("--out") == nil, command: args.invocation,
            isDefault: args.value("--out") == nil)
        let quiet = args.has("--quiet")
        let work = try checkWork(args, file: file)
        if !quiet {
            io.errorLine("tune \(file.scenario.name): up to \(NumberFormat.counted(work.total, "game")) (search \(NumberFormat.grouped(work.search)), "
                + "confirmation \(NumberFormat.grouped(work.confirmation)))")
        }
        let checkpoint = try TuneCheckpoint(out: out, tuneFile: text, seed: file.scenario.seed, program: program, resume: args.has("--resume"))
        let watch = InterruptionWatch.start(
            command: args.invocation, io: io,
            written: "no report was written; what was played is saved in \(checkpoint.shownAs): rerun with --resume to continue")
        let stopHook = watch == nil ? nil : TestStopHook.fromEnvironment()
        let bar = ProgressBar(io: io, label: "tune \(file.scenario.name)", quiet: quiet)
        let counter = GameCounter()
        var steps = 0
        let progress: (String) -> Void = { line in
            bar.finish()
            if !quiet { io.errorLine("tune \(file.scenario.name): \(line)") }
            watch?.finished(line)
            steps += 1
            stopHook?.fireIfDue(steps)
            watch?.exitIfRequested()
        }

        var tuner = Tuner(file: file, jobs: jobs)
        tuner.cache = checkpoint.cache
        tuner.gamesProgress = { games, finished in bar.update(counter.add(games, finished: finished), of: work.total) }
        watch?.started("the search")
        let search = tuner.search(progress: progress)
        watch?.started("the confirmation")
        let confirmation = tuner.confirm(search.winner, progress: progress)
        bar.finish()
        try watch?.stopIfRequested()
        let report = TuneReport(file: file, fileName: fileName, search: search, confirmation: confirmation)
        let files = report.render()
        try out.write(files)
        checkpoint.remove()
        let parameters = file.spec.parameters
        io.line("tune \(file.scenario.name): proposed \(search.winner.label(parameters)) after \(NumberFormat.counted(search.games, "game"))")
        io.line("  objective on fresh seed \(confirmation.seed): default \(TuneText.interval(confirmation.defaultEstimate)), "
            + "proposed \(TuneText.interval(confirmation.proposedEstimate))\(confirmation.isShownBetter ? ": shown better" : "")")
        io.line("  wrote \(NumberFormat.counted(files.count, "file")) to \(out.shownAs) (report.md, \(TuneReport.proposedName))")
        for edge in report.proposalsOnEdge { io.line("  warning: " + edge.warning) }
        let broken = confirmation.proposedResults.flatMap(\.tallies).filter { $0.brokenGames > 0 }
        for tally in broken { io.line("  \(tally.info.name) broke in \(tally.brokenGames) confirmation games of the proposed table") }
        return broken.isEmpty ? .success : .failure
    }

    /// The file with the command line's budget options applied.
    static func applyingBudget(_ args: Arguments, to file: TuneFile) throws(CommandError) -> TuneFile {
        var spec = file.spec
        spec.budget.candidates = try args.integer("--candidates", in: 1...100_000, default: spec.budget.candidates)!
        spec.budget.games = try args.integer("--games", in: 1...1_000_000, default: spec.budget.games)!
        spec.budget.generations = try args.integer("--generations", in: 1...100, default: spec.budget.generations)!
        spec.budget.confirmGames = try args.integer("--confirm-games", in: 2...10_000_000, default: spec.budget.confirmGames)!
        return TuneFile(scenario: file.scenario, scenarioJSON: file.scenarioJSON, spec: spec)
    }

    /// The most games the tuning may play; a usage error, before anything is played, when that is above `--max-games`.
    static func checkWork(_ args: Arguments, file: TuneFile) throws(CommandError) -> TuneWork {
        let program = args.program
        let limit = try args.integer("--max-games", in: 1...Int.max, default: Scenario.defaultMaxGames)!
        let work = file.spec.work(configurations: file.scenario.configurations.count)
        guard work.overflows || work.total > limit else { return work }
        let budget = file.spec.budget
        let total = work.overflows ? "more games than can be counted" : NumberFormat.counted(work.total, "game")
        throw .usage("\(program) tune: the budget may play \(total) (\(budget.candidates) candidates from \(budget.games) games, doubling over "
            + "\(work.rungs) rung\(work.rungs == 1 ? "" : "s"), x \(budget.generations) generation\(budget.generations == 1 ? "" : "s") "
            + "x \(NumberFormat.counted(file.scenario.configurations.count, "configuration")), plus \(NumberFormat.grouped(work.confirmation)) to confirm), "
            + "above the limit of \(NumberFormat.grouped(limit)); lower --candidates, --games, --generations or --confirm-games "
            + "(or the file's \"budget\"), or raise the limit with --max-games \(work.overflows ? "N" : String(work.total))")
    }

    /// Plays one game of the first configuration to learn the game's metric names, and checks the file's against them.
    static func checkMetrics(_ file: TuneFile, fileName: String) throws(CommandError) {
        let needed = file.spec.objective.metrics + file.spec.reportMetrics
        guard !needed.isEmpty else { return }
        let first = file.scenario.configurations[0]
        let result = first.registration.run(RunRequest(configuration: first.configuration, bots: first.bots, seed: file.scenario.seed, games: 1,
                                                       maxSteps: file.scenario.maxSteps))
        do {
            try file.checkMetrics(available: result.measurements.map(\.name), file: fileName)
        } catch {
            throw .usage(error.description)
        }
    }
}
