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
          --rules R          documented (default) or shipped
          --param name=value set a game parameter (repeatable), e.g. --param count=50
          --max-steps N      actions after which a game is a stepLimit failure (default 100000)
          --regressions DIR  where failing cases are saved (default .playtest/regressions)
          --no-regressions   neither replay nor save regressions
          --quiet            no progress bar

        Exit status: 0 every invariant held; 1 one broke; 2 bad usage.

        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitStatus {
        let args = try Arguments(
            arguments, options: ["--games", "--seed", "--jobs", "--rules", "--param", "--max-steps", "--regressions"],
            flags: ["--no-regressions", "--quiet"], command: "check")
        if args.has("--help") { io.writeOut(help); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("playtest check: name one game or all, e.g. 'playtest check dice'; see 'playtest check --help'")
        }
        let games = try GameCatalog.games(named: args.positionals[0], command: "check")
        let count = try args.integer("--games", in: 1...10_000_000, default: 100, command: "check")!
        let seed = try args.seed(command: "check") ?? 0
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount, command: "check")!
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: 100_000, command: "check")!
        let rules = args.value("--rules") ?? "documented"
        let store = args.has("--no-regressions") ? nil : RegressionStore(
            directory: io.resolve(args.value("--regressions") ?? ".playtest/regressions"))
        // Validate every game's configuration before playing any.
        var plans: [(GameRegistration, GameConfiguration)] = []
        for game in games {
            let settings = try args.parameters(for: game.descriptor, command: "check")
            do {
                plans.append((game, try game.descriptor.configuration(rules: rules, settings: settings)))
            } catch {
                throw .usage("playtest check: --rules \(error)")
            }
        }
        var broken = 0
        for (game, configuration) in plans {
            let checker = InvariantChecker(
                registration: game, configuration: configuration, seed: seed, games: count, jobs: jobs, maxSteps: maxSteps)
            let saved = try store?.tokens(for: game.descriptor.id) ?? []
            let bar = ProgressBar(io: io, label: "check \(game.descriptor.id)", quiet: args.has("--quiet"))
            let report = checker.run(regressions: saved) { done, total in bar.update(done, of: total) }
            bar.finish()
            print(report, registration: game, io: io)
            if let store, !report.allHeld {
                try store.save(report.findings.map(\.shrunk.token), for: game.descriptor.id)
            }
            broken += report.findings.count + report.regressions.count
        }
        return broken == 0 ? .success : .failure
    }

    static func print(_ report: CheckReport, registration: GameRegistration, io: CommandIO) {
        let bots = registration.checkBots.map(\.id).joined(separator: ", ")
        io.line("check \(report.game): rules \(report.configuration.rules), \(report.configuration.parameterList), seed \(report.seed), bots \(bots)")
        io.line("  \(NumberFormat.grouped(report.gamesPlayed)) games, \(NumberFormat.grouped(report.checks)) invariant checks")
        if report.regressionsReplayed > 0 {
            let failing = report.regressions.count
            io.line("  replayed \(report.regressionsReplayed) saved regressions first: \(failing == 0 ? "all pass now" : "\(failing) still fail")")
        }
        for regression in report.regressions {
            io.line(indent(CheckReportText.regression(regression)))
        }
        for finding in report.findings {
            io.line(indent(CheckReportText.finding(finding)))
        }
        let total = registration.invariants.count
        if report.allHeld {
            io.line("  all \(total) invariants held")
        } else {
            io.line("  \(report.findings.count) of \(total) invariants broke" + (report.regressions.isEmpty ? "" : "; \(report.regressions.count) saved regressions still fail"))
        }
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
