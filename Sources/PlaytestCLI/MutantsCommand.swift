import PlaytestKit

/// `playtest mutants <game>|all`: the mutation check. Every planted fault of a game is switched on in turn and
/// checked; a fault no invariant catches is a missed mutant, and fails the command.
enum MutantsCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) mutants <game>|all [options]

        The mutation check: for each planted fault of a game (a bug compiled into its
        engine, off in normal play; '\(program) list' names them), plays the check's
        seeded games under the game's default rules (its first rule set, e.g.
        documented) with that one fault switched on, and reports which invariant
        caught it and after how many games. A fault that no invariant catches is
        MISSED. Each fault's class is shown in brackets, and a tally per class ends
        each game: stated rule (a rule an invariant states), unstated rule (a rule
        no invariant stated until one was written), engine's record (an invariant
        that trusted the engine's ledger or verdict), stated share (a share only a
        test over many games sees), limit + 1 (a limit reached and crossed by one),
        partial state (a state compared only in part), swarm only (shown only away
        from the default parameters); a class a game has no fault of says why. The
        same run by hand:
        '\(program) check <game> --rules <default rules>+<fault>', e.g. documented+<fault>.

        Options:
          --games N   games per checking bot and fault (default 200; 1 to 1000000)
          --seed S    the run's seed (default 0)
          --jobs J    threads (default: active processors); output is the same for any J

        The mutants run without saved regressions, without the targeted search, and
        with a small shrink budget: what counts is whether an invariant breaks. They
        play the check's parameters first; a fault no invariant catches there is played
        again with the check's parameter swarming (half the games draw their parameters,
        as '\(program) check' does by default), for faults only other settings expose
        (e.g. the dice's shared settle instants, which need hundreds of dice).

        Exit status: 0 every planted fault was caught; 1 a fault was missed; 2 bad usage.

        """
    }

    /// One planted fault's result.
    struct Outcome {
        /// The fault's name.
        let fault: String
        /// The invariants that broke, in the game's invariant order (empty: missed).
        let invariants: [String]
        /// The fewest games a checking bot played up to and including its first failing one (nil: missed).
        let gamesNeeded: Int?
        /// True when the check's parameters missed it and the swarmed games caught it (or missed it too).
        var swarmed = false
        /// The class of bug the fault stands for.
        var faultClass: PlantedFaultClass = .statedRule

        var caught: Bool { !invariants.isEmpty }
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--games", "--seed", "--jobs"]
    /// The options without a value.
    static let flags: [String] = []

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: Self.options, flags: Self.flags, command: "mutants", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("\(program) mutants: name one game or all, e.g. '\(program) mutants snakesss'; see '\(program) mutants --help'")
        }
        let games = try catalog.games(named: args.positionals[0], command: "mutants")
        let count = try args.integer("--games", in: 1...1_000_000, default: 200)!
        let seed = try args.seed() ?? 0
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount)!
        var missed = 0
        for game in games {
            let outcomes = play(game, games: count, seed: seed, jobs: jobs)
            let lines = lines(game: game.descriptor.id, outcomes: outcomes, games: count, seed: seed,
                              notApplicable: game.descriptor.faultClassesNotApplicable)
            for line in lines { io.line(line) }
            missed += outcomes.filter { !$0.caught }.count
        }
        return missed == 0 ? .success : .failure
    }

    /// Checks each planted fault of `game` under its default rules (its first rule set).
    static func play(_ game: GameRegistration, games: Int, seed: UInt64, jobs: Int) -> [Outcome] {
        let descriptor = game.descriptor
        return descriptor.plantedFaults.map { planted in
            let fault = planted.name
            let defaults = descriptor.defaultConfiguration
            var configuration = GameConfiguration(
                rules: RuleSetName(base: descriptor.ruleSets[0], faults: [fault]).text,
                parameters: defaults.parameters.map { ($0.name, $0.value) })
            configuration.unlistedDefaults = defaults.unlistedDefaults
            var plain = check(fault, of: game, configuration: configuration, games: games, seed: seed, jobs: jobs, swarm: nil)
            plain.faultClass = planted.faultClass
            let swarm = ParameterSwarm(share: CheckCommand.defaultSwarmShare, descriptor: descriptor)
            if plain.caught || !swarm.isActive { return plain }
            var swarmed = check(fault, of: game, configuration: configuration, games: games, seed: seed, jobs: jobs, swarm: swarm)
            swarmed.swarmed = true
            swarmed.faultClass = planted.faultClass
            return swarmed
        }
    }

    /// One fault's check: which invariants broke, and after how many games (failures are not shrunk: only their names count).
    static func check(_ fault: String, of game: GameRegistration, configuration: GameConfiguration, games: Int, seed: UInt64, jobs: Int,
                      swarm: ParameterSwarm?) -> Outcome {
        let checker = InvariantChecker(
            registration: game, configuration: configuration, seed: seed, games: games, jobs: jobs, shrinkBudget: 0,
            targetBudget: 0, swarm: swarm)
        let report = checker.run()
        let shares = report.statedShareFailures.map { "stated share \($0.share.name)" }
        return Outcome(fault: fault, invariants: report.findings.map(\.invariant.name) + shares,
                       gamesNeeded: report.findings.map { $0.firstGame + 1 }.min() ?? (shares.isEmpty ? nil : games))
    }

    /// The report of one game's mutants: a header, one line per fault with its class, the tally, and the tally per
    /// class (a class with no fault says why, from `notApplicable`, or that none is planted).
    static func lines(game: String, outcomes: [Outcome], games: Int, seed: UInt64,
                      notApplicable: [PlantedFaultClass: String] = [:]) -> [String] {
        guard !outcomes.isEmpty else { return ["mutants \(game): no planted faults"] }
        let width = outcomes.map(\.fault.count).max() ?? 0
        let classWidth = PlantedFaultClass.allCases.map(\.label.count).max()! + 2
        var result = ["mutants \(game): \(NumberFormat.counted(outcomes.count, "planted fault")), \(NumberFormat.grouped(games)) games per checking bot, seed \(seed)"]
        for outcome in outcomes {
            let name = outcome.fault.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  " + "[\(outcome.faultClass.label)]".padding(toLength: classWidth, withPad: " ", startingAt: 0)
            if let needed = outcome.gamesNeeded, outcome.caught {
                let swarmed = outcome.swarmed ? ", with parameter swarming" : ""
                let when = outcome.invariants.allSatisfy { $0.hasPrefix("stated share ") }
                    ? "over the first bot's \(NumberFormat.grouped(needed)) games" : "first in game \(needed)"
                result.append("  caught  \(name)  by \(outcome.invariants.joined(separator: ", ")) (\(when)\(swarmed))")
            } else {
                let swarmed = outcome.swarmed ? ", with and without parameter swarming" : ""
                result.append("  MISSED  \(name)  no invariant broke in \(NumberFormat.grouped(games)) games per checking bot\(swarmed)")
            }
        }
        let caught = outcomes.filter(\.caught).count
        result.append("  \(caught) of \(outcomes.count) caught" + (caught == outcomes.count ? "" : "; \(outcomes.count - caught) MISSED"))
        result.append("  by class:")
        for faultClass in PlantedFaultClass.allCases {
            let label = faultClass.label.padding(toLength: classWidth - 2, withPad: " ", startingAt: 0)
            let of = outcomes.filter { $0.faultClass == faultClass }
            if of.isEmpty {
                result.append("    \(label)  none: " + (notApplicable[faultClass].map { "does not apply, \($0)" } ?? "no fault of this class planted yet"))
            } else {
                let caughtOf = of.filter(\.caught).count
                result.append("    \(label)  \(caughtOf) of \(of.count) caught" + (caughtOf == of.count ? "" : "; \(of.count - caughtOf) MISSED"))
            }
        }
        return result
    }
}
