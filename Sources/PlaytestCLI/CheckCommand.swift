import PlaytestKit

/// `playtest check <game>|all`: seeded games with every invariant checked, failures shrunk and saved.
enum CheckCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) check <game>|all [options]

        Plays seeded games of a game with each of its checking bots, checks every
        invariant after the start, every action and every event, and for each
        invariant that breaks prints the shrunk reproduction and the one command
        that replays it. Failing cases are saved and replayed first next time.

        Options:
          --games N          games per checking bot (default 100; 1 to 10000000)
          --seed S           the run's seed (default 0)
          --jobs J           threads (default: active processors); output is the same for any J
          --rules R          a rule set of the game (default: its first; '\(program) list' shows them; dice: documented, shipped);
                             R+fault switches on a planted fault (see '\(program) mutants'), e.g. documented+twoMongooses
          --param name=value set a parameter of every game that has it (repeatable), e.g. --param count=50;
                             game.name=value sets one game's, e.g. --param dice.count=50
          --cover label=share require a coverage label to be reached in at least that share of games
                             (repeatable), e.g. --cover saveMidAnimation=0.05; see '\(program) list GAME' for labels
          --accept-unreachable LABEL  accept that a required situation is unreachable in this configuration (a pinned
                             --param can make one so): shown below its requirement, it is reported and does not fail
                             the check (repeatable, or comma-separated); see '\(program) list GAME' for labels
          --swarm-params S   the share of games whose parameters are drawn from their swarm ranges (default 0.5;
                             0 turns parameter swarming off, 1 swarms every game); a --param keeps its value
          --max-steps N      actions after which a game is a stepLimit failure (default 100000)
          --shrink-budget N  replays shrinking may spend on each failure (default 5000; 0 prints failures unshrunk):
                             a smaller budget gives a quicker check of a slow game and a longer reproduction
          --target-budget N  set-ups a targeted search may evaluate, for a game that declares a target
                             (pokerslam: valid hands on the opening grid, toward 0); default 200000, 0 for none
          --regressions DIR  where failing cases are saved (default .playtest/regressions)
          --no-regressions   neither replay nor save regressions
          --observations FILE  also write one JSON line per game played, and one per shrunk failure (PBT
                             Observations, as Hypothesis writes them and Tyche reads them), to FILE
          --baseline FILE    accepted failures, one a line: GAME RULES NAME (an invariant, or coverage:LABEL);
                             a failure listed there is reported as accepted and does not fail the check, a new one
                             does; a listed failure that no longer happens is reported as fixed (remove its line)
          --update-baseline  with --baseline: write this check's failures to FILE (replacing the lines of the
                             games and rule sets checked, keeping the others) and exit 0
          --quiet            no progress bar

        Parameter swarming: the last half of each bot's games (the share --swarm-params
        sets) draw each parameter that declares a swarm range, from the game's seed, so
        situations away from the defaults are reached; a failure there shrinks its
        parameters back toward the check's own, and its replay token carries them.
        Coverage is also printed per parameter region (low, default, high, or each
        value): the games played there and the labels they reached.

        Prints, per coverage label, the share of each bot's games that reached the
        situation (Wilson 95% interval). Every label that names a documented
        behaviour is required in at least 2% of games; a label may ask a larger
        share, and --cover sets one. A requirement fails the check only when the
        whole interval lies below it (shown too rare); when the interval straddles
        it, too few games were played to tell: a warning says so, with about how
        many games would settle it, and the check does not fail. A requirement
        shown too rare under a pinned --param says so and names
        --accept-unreachable LABEL, which reports it without failing.
        The header says when each invariant is checked; '\(program) list' gives the
        reason of each invariant not checked after every action and every event.

        Ctrl-C or SIGTERM stops the check: it prints which games finished and
        which was interrupted, writes no observations, exits 130.

        Exit status: 0 every invariant held and no coverage requirement failed (with --baseline: every
        failure was accepted; with --update-baseline: the file was written);
        1 an invariant broke, or a required situation was shown too rare (with --baseline: one not accepted);
        2 bad usage;
        130 interrupted.

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = [
        "--games", "--seed", "--jobs", "--rules", "--param", "--cover", "--max-steps", "--shrink-budget", "--regressions", "--target-budget", "--swarm-params",
        "--observations", "--baseline", "--accept-unreachable",
    ]
    /// The options without a value.
    static let flags: [String] = ["--no-regressions", "--quiet", "--update-baseline"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "check", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("\(program) check: name one game or all, e.g. '\(program) check dice'; see '\(program) check --help'")
        }
        let games = try catalog.games(named: args.positionals[0], command: "check")
        let count = try args.integer("--games", in: 1...10_000_000, default: 100)!
        let seed = try args.seed() ?? 0
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount)!
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: 100_000)!
        let targetBudget = try args.integer("--target-budget", in: 0...100_000_000, default: 200_000)!
        let shrinkBudget = try args.integer("--shrink-budget", in: 0...100_000_000, default: InvariantChecker.defaultShrinkBudget)!
        let rules = args.value("--rules")
        let swarmShare = try swarmShare(args)
        let store = args.has("--no-regressions") ? nil : RegressionStore(
            directory: io.resolve(args.value("--regressions") ?? ".playtest/regressions"))
        // Validate every game's configuration before playing any.
        let overrides = try args.parameterOverrides()
        do {
            try overrides.validate(against: games.map(\.descriptor))
        } catch {
            throw .usage("\(program) check: --param \(error)")
        }
        let cover = try coverageRequirements(args, games: games)
        let accepted = try acceptedUnreachable(args, games: games)
        let observations = try ObservationsOutput.requested(args, io: io, command: args.invocation)
        let baselineFile = try baselineRequested(args, io: io)
        var baseline = try baselineFile.map { file throws(CommandError) in try readBaseline(file, args: args, io: io) }
        var plan = CheckPlan(
            entries: [], games: count, seed: seed, jobs: jobs, maxSteps: maxSteps, targetBudget: targetBudget, swarmShare: swarmShare,
            observesGames: observations != nil, shrinkBudget: shrinkBudget)
        for game in games {
            let configuration: GameConfiguration
            do {
                let settings = try overrides.values(for: game.descriptor)
                configuration = try game.descriptor.configuration(rules: rules ?? game.descriptor.ruleSets[0], settings: settings)
            } catch {
                throw .usage(error.parameter == "rules"
                    ? "\(program) check: --rules \(error.problem); use one of: \(error.allowed)"
                    : "\(program) check: --param \(error)")
            }
            do {
                plan.entries.append(CheckPlan.Entry(
                    game: game.descriptor.id, configuration: try game.descriptor.attachingFiles(to: configuration, read: FileStore.reader(io)),
                    coverageRequirements: cover, pinnedParameters: overrides.names(for: game.descriptor).sorted(),
                    acceptedUnreachable: accepted))
            } catch {
                throw .usage(FileStore.explained(error, io: io, program: program))
            }
        }
        var broken = 0
        var observationLines: [String] = []
        let watch = InterruptionWatch.start(
            command: args.invocation, io: io,
            written: observations == nil ? "failing cases of finished games were saved" : "failing cases of finished games were saved; no observations were written")
        let stopHook = watch == nil ? nil : TestStopHook.fromEnvironment()
        // Plan (above) -> play (the checker) -> analyse (CheckAnalysis) -> render (CheckReportText), one game at a time
        // so that each is printed and its failing cases saved as soon as it is checked.
        for (position, (game, entry)) in zip(games, plan.entries).enumerated() {
            watch?.started("check \(game.descriptor.id)")
            var checker = plan.checker(for: entry, registration: game)
            checker.clock = observations?.clock
            let saved = try store?.tokens(for: game.descriptor.id, io: io) ?? []
            let bar = ProgressBar(io: io, label: "check \(game.descriptor.id)", quiet: args.has("--quiet"))
            let report = checker.run(regressions: saved) { done, total in bar.update(done, of: total) }
            bar.finish()
            let analysis = CheckAnalysis.analyse(report, registration: game)
            for line in CheckReportText.lines(analysis, program: catalog.programName) { io.line(line) }
            if let store, !report.allHeld {
                // A regression file that cannot be saved is a warning: the check's own status stands.
                do {
                    try store.save(report.findings.map(\.shrunk.token), for: game.descriptor.id)
                } catch {
                    io.errorLine("warning: the failing cases were not saved: \(error.message)")
                }
            }
            if let current = baseline, let baselineFile {
                let failures = CheckBaseline.failures(of: report)
                if args.has("--update-baseline") {
                    baseline = current.replacing(game: report.game, rules: report.configuration.rules, with: failures)
                } else {
                    // A baseline accepts invariants and coverage; a stated share departed from still fails.
                    broken += printBaseline(current, failures: failures, report: report, file: baselineFile.shownAs, io: io)
                        + analysis.statedShareFailures.count
                }
            } else {
                broken += analysis.failures
            }
            watch?.finished("check \(game.descriptor.id) (\(report.allHeld ? "passed" : "failed"))")
            stopHook?.fireIfDue(position + 1)
            try watch?.stopIfRequested()
            if let observations {
                observationLines += CheckObservations.lines(report, registration: game, program: catalog.programName, runStart: observations.runStart)
            }
        }
        if args.has("--update-baseline"), let baseline, let baselineFile {
            try FileStore.writeAtomically(baseline.text(program: program), to: baselineFile.path)
            io.line("wrote \(NumberFormat.counted(baseline.entries.count, "accepted failure")) to \(baselineFile.shownAs)")
            broken = 0
        }
        if let observations {
            try observations.write(observationLines)
            io.line("wrote \(NumberFormat.counted(observationLines.count, "observation line")) to \(observations.file.shownAs)")
        }
        return broken == 0 ? .success : .failure
    }

    /// `--swarm-params SHARE`: the share of games whose parameters are drawn (default 0.5; 0 turns swarming off).
    static func swarmShare(_ args: Arguments) throws(CommandError) -> Double {
        let program = args.program
        guard let text = args.value("--swarm-params") else { return defaultSwarmShare }
        let percent = text.hasSuffix("%")
        guard let number = Double(percent ? String(text.dropLast()) : text), number.isFinite,
              (0...1).contains(percent ? number / 100 : number) else {
            throw .usage("\(program) check: --swarm-params \"\(text)\" should be the share of games to swarm, from 0 (off) to 1 (or 0% to 100%), "
                         + "e.g. --swarm-params 0.5")
        }
        return percent ? number / 100 : number
    }

    /// The share of games `check` swarms over parameters unless `--swarm-params` says.
    static let defaultSwarmShare = 0.5

    /// `--cover label=share` requirements; every label must belong to one of the games checked.
    static func coverageRequirements(_ args: Arguments, games: [GameRegistration]) throws(CommandError) -> [(label: String, share: Double)] {
        let program = args.program
        var result: [(label: String, share: Double)] = []
        let known = games.flatMap { $0.coverageLabels.map(\.name) }
        for text in args.all("--cover") {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw .usage("\(program) check: --cover \"\(text)\" should be label=share, e.g. --cover saveMidAnimation=0.05")
            }
            guard known.contains(parts[0]) else {
                throw .usage("\(program) check: --cover \(parts[0]) is not a coverage label of \(games.map(\.descriptor.id).joined(separator: ", ")); labels: "
                             + known.joined(separator: ", "))
            }
            let percent = parts[1].hasSuffix("%")
            guard let number = Double(percent ? String(parts[1].dropLast()) : parts[1]), number.isFinite,
                  (0...1).contains(percent ? number / 100 : number) else {
                throw .usage("\(program) check: --cover \(parts[0])=\(parts[1]): the share should be a number from 0 to 1 (or 0% to 100%)")
            }
            result.append((parts[0], percent ? number / 100 : number))
        }
        return result
    }

    /// `--accept-unreachable LABEL` (repeatable): labels a pinned parameter or rule set makes unreachable, reported
    /// without failing when shown below their requirement; every label must belong to one of the games checked.
    static func acceptedUnreachable(_ args: Arguments, games: [GameRegistration]) throws(CommandError) -> [String] {
        let program = args.program
        let known = games.flatMap { $0.coverageLabels.map(\.name) }
        let labels = args.all("--accept-unreachable").flatMap { $0.split(separator: ",").map(String.init) }
        for label in labels where !known.contains(label) {
            throw .usage("\(program) check: --accept-unreachable \(label) is not a coverage label of "
                + "\(games.map(\.descriptor.id).joined(separator: ", ")); " + Suggestion.phrase(label, among: known)
                + "see '\(program) list GAME' for labels")
        }
        return labels
    }
}
