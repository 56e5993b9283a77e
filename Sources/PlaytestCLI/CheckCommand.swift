import PlaytestKit

/// `playtest check <game>|all`: seeded games with every invariant checked, failures shrunk and saved.
enum CheckCommand {
    static let help = """
        Usage: playtest check <game>|all [options]

        Plays seeded games of a game with each of its checking bots, checks every
        invariant after the start, every action and every event, and for each
        invariant that breaks prints the shrunk reproduction and the one command
        that replays it. Failing cases are saved and replayed first next time.

        Options:
          --games N          games per checking bot (default 100; 1 to 10000000)
          --seed S           the run's seed (default 0)
          --jobs J           threads (default: active processors); output is the same for any J
          --rules R          a rule set of the game (default: its first, documented); dice: documented, shipped;
                             R+fault switches on a planted fault (see 'playtest mutants'), e.g. documented+twoMongooses
          --param name=value set a parameter of every game that has it (repeatable), e.g. --param count=50;
                             game.name=value sets one game's, e.g. --param dice.count=50
          --cover label=share require a coverage label to be reached in at least that share of games
                             (repeatable), e.g. --cover saveMidAnimation=0.05; see 'playtest list' for labels
          --max-steps N      actions after which a game is a stepLimit failure (default 100000)
          --target-budget N  set-ups a targeted search may evaluate, for a game that declares a target
                             (pokerslam: valid hands on the opening grid, toward 0); default 200000, 0 for none
          --regressions DIR  where failing cases are saved (default .playtest/regressions)
          --no-regressions   neither replay nor save regressions
          --quiet            no progress bar

        Prints, per coverage label, the share of each bot's games that reached the
        situation (Wilson 95% interval). A required share fails the check when
        the interval lies wholly below it (the situation is too rare).

        Exit status: 0 every invariant held and no coverage requirement failed;
        1 an invariant broke or a required situation was too rare; 2 bad usage.

        """

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(
            arguments, options: ["--games", "--seed", "--jobs", "--rules", "--param", "--cover", "--max-steps", "--regressions", "--target-budget"],
            flags: ["--no-regressions", "--quiet"], command: "check")
        if args.has("--help") { io.writeOut(help); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("playtest check: name one game or all, e.g. 'playtest check dice'; see 'playtest check --help'")
        }
        let games = try catalog.games(named: args.positionals[0], command: "check")
        let count = try args.integer("--games", in: 1...10_000_000, default: 100, command: "check")!
        let seed = try args.seed(command: "check") ?? 0
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount, command: "check")!
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: 100_000, command: "check")!
        let targetBudget = try args.integer("--target-budget", in: 0...100_000_000, default: 200_000, command: "check")!
        let rules = args.value("--rules")
        let store = args.has("--no-regressions") ? nil : RegressionStore(
            directory: io.resolve(args.value("--regressions") ?? ".playtest/regressions"))
        // Validate every game's configuration before playing any.
        let overrides = try args.parameterOverrides(command: "check")
        do {
            try overrides.validate(against: games.map(\.descriptor))
        } catch {
            throw .usage("playtest check: --param \(error)")
        }
        let cover = try coverageRequirements(args, games: games)
        var plans: [(GameRegistration, GameConfiguration)] = []
        for game in games {
            let configuration: GameConfiguration
            do {
                let settings = try overrides.values(for: game.descriptor)
                configuration = try game.descriptor.configuration(rules: rules ?? game.descriptor.ruleSets[0], settings: settings)
            } catch {
                throw .usage(error.parameter == "rules"
                    ? "playtest check: --rules \(error.problem); use one of: \(error.allowed)"
                    : "playtest check: --param \(error)")
            }
            do {
                plans.append((game, try game.descriptor.attachingFiles(to: configuration, read: FileStore.reader(io))))
            } catch {
                throw .usage(FileStore.explained(error, io: io))
            }
        }
        var broken = 0
        for (game, configuration) in plans {
            let labels = Set(game.coverageLabels.map(\.name))
            let checker = InvariantChecker(
                registration: game, configuration: configuration, seed: seed, games: count, jobs: jobs, maxSteps: maxSteps,
                coverageRequirements: cover.filter { labels.contains($0.label) }, targetBudget: targetBudget)
            let saved = try store?.tokens(for: game.descriptor.id, io: io) ?? []
            let bar = ProgressBar(io: io, label: "check \(game.descriptor.id)", quiet: args.has("--quiet"))
            let report = checker.run(regressions: saved) { done, total in bar.update(done, of: total) }
            bar.finish()
            print(report, registration: game, io: io, catalog: catalog)
            if let store, !report.allHeld {
                // A regression file that cannot be saved is a warning: the check's own status stands.
                do {
                    try store.save(report.findings.map(\.shrunk.token), for: game.descriptor.id)
                } catch {
                    io.errorLine("warning: the failing cases were not saved: \(error.message)")
                }
            }
            broken += report.findings.count + report.regressions.count + report.coverageFailures.count
        }
        return broken == 0 ? .success : .failure
    }

    static func print(_ report: CheckReport, registration: GameRegistration, io: CommandIO, catalog: GameCatalog) {
        let bots = registration.checkBots.map(\.id).joined(separator: ", ")
        let parameters = report.configuration.parameters.count > 4
            ? registration.descriptor.changedParameters(report.configuration) : report.configuration.parameterList
        io.line("check \(report.game): rules \(report.configuration.rules), \(parameters), seed \(report.seed), bots \(bots)")
        io.line("  \(NumberFormat.grouped(report.gamesPlayed)) games, \(NumberFormat.grouped(report.checks)) invariant checks")
        if report.regressionsReplayed > 0 {
            let failing = report.regressions.count
            io.line("  replayed \(NumberFormat.counted(report.regressionsReplayed, "saved regression")) first: \(failing == 0 ? "all pass now" : "\(failing) still fail")")
        }
        for regression in report.regressions {
            io.line(indent(catalog.namingProgram(CheckReportText.regression(regression))))
        }
        if let targeted = report.targeted { io.line("  " + targeted.summary) }
        for finding in report.findings {
            io.line(indent(catalog.namingProgram(CheckReportText.finding(finding))))
        }
        for line in CheckReportText.coverage(report) { io.line("  " + line) }
        let total = registration.invariants.count
        var broken: [String] = []
        for finding in report.findings where !broken.contains(finding.invariant.name) { broken.append(finding.invariant.name) }
        let regressions = report.regressions.isEmpty ? ""
            : "; \(NumberFormat.counted(report.regressions.count, "saved regression")) still \(report.regressions.count == 1 ? "fails" : "fail")"
        var verdict = report.findings.isEmpty && report.regressions.isEmpty
            ? (total == 1 ? "the 1 invariant held" : "all \(total) invariants held")
            : "\(broken.count) of \(NumberFormat.counted(total, "invariant")) broke" + regressions
        if !report.coverageFailures.isEmpty {
            verdict += "; \(NumberFormat.counted(report.coverageFailures.count, "required situation")) too rare: "
                + report.coverageFailures.map(\.tally.info.name).joined(separator: ", ")
        }
        io.line("  " + verdict)
    }

    /// `--cover label=share` requirements; every label must belong to one of the games checked.
    static func coverageRequirements(_ args: Arguments, games: [GameRegistration]) throws(CommandError) -> [(label: String, share: Double)] {
        var result: [(label: String, share: Double)] = []
        let known = games.flatMap { $0.coverageLabels.map(\.name) }
        for text in args.all("--cover") {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw .usage("playtest check: --cover \"\(text)\" should be label=share, e.g. --cover saveMidAnimation=0.05")
            }
            guard known.contains(parts[0]) else {
                throw .usage("playtest check: --cover \(parts[0]) is not a coverage label of \(games.map(\.descriptor.id).joined(separator: ", ")); labels: "
                             + known.joined(separator: ", "))
            }
            let percent = parts[1].hasSuffix("%")
            guard let number = Double(percent ? String(parts[1].dropLast()) : parts[1]), number.isFinite,
                  (0...1).contains(percent ? number / 100 : number) else {
                throw .usage("playtest check: --cover \(parts[0])=\(parts[1]): the share should be a number from 0 to 1 (or 0% to 100%)")
            }
            result.append((parts[0], percent ? number / 100 : number))
        }
        return result
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
