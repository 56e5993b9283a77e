import PlaytestKit

/// `playtest run <scenario.json>`: plays a scenario's configurations and writes its balance report.
enum RunCommand {
    static let help = """
        Usage: playtest run <scenario.json> [options]

        Plays every configuration of a scenario (games, bots, rules, parameters
        and sweeps: see README.md) and writes report.md, summary.csv,
        histograms.csv, invariants.csv and SVG charts. Every invariant is checked
        in every game; a broken one is listed with its replay command.

        Options:
          --out DIR          the report folder (default Reports/<scenario name>)
          --games N          games per configuration, overriding the scenario's
          --seed S           the seed, overriding the scenario's
          --jobs J           threads (default: active processors); output is byte-identical for any J
          --param name=value set a parameter in every configuration (repeatable)
          --quiet            no progress bar

        Exit status: 0 every invariant held; 1 one broke (the report is still written);
        2 bad usage or a bad scenario (nothing is written).

        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitStatus {
        let args = try Arguments(
            arguments, options: ["--out", "--games", "--seed", "--jobs", "--param"], flags: ["--quiet"], command: "run")
        if args.has("--help") { io.writeOut(help); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("playtest run: name one scenario file, e.g. 'playtest run Scenarios/dice.json'; see 'playtest run --help'")
        }
        let file = args.positionals[0]
        let text = try FileStore.read(io.resolve(file), shownAs: file)
        var scenario: Scenario
        do {
            scenario = try ScenarioLoader(games: GameCatalog.all).load(text, file: file)
        } catch {
            throw .usage(error.description)
        }
        if let games = try args.integer("--games", in: Scenario.gamesRange, default: nil, command: "run") { scenario.games = games }
        if let seed = try args.seed(command: "run") { scenario.seed = seed }
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount, command: "run")!
        if !args.all("--param").isEmpty { scenario.configurations = try override(scenario.configurations, with: args) }
        let out = io.resolve(args.value("--out") ?? "Reports/\(scenario.name)")

        let total = scenario.games * scenario.configurations.count
        let bar = ProgressBar(io: io, label: "run \(scenario.name)", quiet: args.has("--quiet"))
        var results: [ConfigurationResult] = []
        for configuration in scenario.configurations {
            guard let game = GameCatalog.game(configuration.game) else { continue }
            let done = results.count * scenario.games
            let request = RunRequest(
                configuration: configuration.configuration, bot: configuration.bot, seed: scenario.seed,
                configurationIndex: UInt64(configuration.index), games: scenario.games, jobs: jobs, maxSteps: scenario.maxSteps,
                progress: { finished in bar.update(done + finished, of: total) })
            results.append(game.run(request))
        }
        bar.finish()
        let report = BalanceReport(scenario: scenario, scenarioFile: file, results: results)
        let files = report.render()
        for reportFile in files {
            try FileStore.writeAtomically(reportFile.contents, to: out + "/" + reportFile.name)
        }
        io.line("run \(scenario.name): \(scenario.configurations.count) configurations x \(NumberFormat.grouped(scenario.games)) games, seed \(scenario.seed)")
        io.line("  wrote \(files.count) files to \(args.value("--out") ?? "Reports/\(scenario.name)") (report.md first)")
        io.line("  invariants: \(report.invariantVerdict)")
        for failure in report.firstFailures {
            io.line("  \(failure.invariant) broke in \(failure.configuration.label), game \(failure.game): \(failure.violation.message)")
            io.line("    replay: playtest replay \(failure.token)")
        }
        return report.allHeld ? .success : .failure
    }

    /// Applies `--param` settings to every configuration, revalidating each.
    static func override(_ configurations: [ScenarioConfiguration], with args: Arguments) throws(CommandError) -> [ScenarioConfiguration] {
        var result: [ScenarioConfiguration] = []
        for entry in configurations {
            guard let game = GameCatalog.game(entry.game) else { continue }
            let overrides = try args.parameters(for: game.descriptor, command: "run")
            let current = entry.configuration.parameters.map { (name: $0.name, value: $0.value) }
            do {
                let configuration = try game.descriptor.configuration(rules: entry.configuration.rules, settings: current + overrides)
                result.append(ScenarioConfiguration(
                    index: entry.index, game: entry.game, bot: entry.bot, configuration: configuration,
                    sweptParameters: entry.sweptParameters))
            } catch {
                throw .usage("playtest run: --param \(error)")
            }
        }
        return result
    }
}
