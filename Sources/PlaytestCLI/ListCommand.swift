import PlaytestKit

/// `playtest list`: the games with their rule sets, parameters, bots, invariants and metrics, and the scenarios.
enum ListCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) list

        Lists every game with its rule sets, parameters (default and range), bots,
        invariants (with the design-document passage each comes from) and
        metrics, then the scenario files under Scenarios/.

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = []
    /// The options without a value.
    static let flags: [String] = []

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "list", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.isEmpty else { throw .usage("\(program) list takes no arguments; see '\(program) list --help'") }
        for game in catalog.games {
            let descriptor = game.descriptor
            io.line("\(descriptor.id): \(descriptor.title) (\(descriptor.documentLocation))")
            io.line("  rule sets: \(descriptor.ruleSets.joined(separator: ", "))")
            if !descriptor.faults.isEmpty {
                io.line("  planted faults (\(descriptor.ruleSets[0])+name; see 'mutants'): \(descriptor.faults.joined(separator: ", "))")
            }
            io.line("  seats: \(descriptor.seating)" + (descriptor.seatGroups.isEmpty ? "" : " (assign bots by: \(descriptor.seatGroups.joined(separator: ", ")))"))
            io.line("  parameters:")
            for spec in descriptor.parameters {
                io.line("    \(spec.name) = \(spec.defaultValue): \(spec.summary) (\(spec.allowed)\(spec.isShrinkable ? "; shrinks" : "")"
                        + (spec.swarmRange.map { "; check swarms \($0.description)" } ?? "") + ")")
            }
            io.line("  bots:")
            for bot in game.bots {
                io.line("    \(bot.id)\(bot.checks ? " [check]" : "")\(bot.isFuzzer ? " [fuzzer]" : ""): \(bot.summary)")
            }
            for family in game.botFamilies {
                let examples = family.suggested.isEmpty ? "" : "; e.g. " + family.suggested.map(family.id).joined(separator: ", ")
                io.line("    \(family.pattern): \(family.summary(for: "N")) (\(family.setting) N from \(family.range.lowerBound) to \(family.range.upperBound)\(examples))")
            }
            io.line("  invariants:")
            for invariant in game.invariants {
                io.line("    \(invariant.name): \(invariant.title) (\(invariant.citation)); checked after \(invariant.momentsDescription)")
            }
            if !game.coverageLabels.isEmpty {
                io.line("  coverage labels:")
                for label in game.coverageLabels {
                    io.line("    \(label.name): \(label.summary)" + (label.requiredShare.map { " (check requires \(CheckReportText.percent($0)) of games)" } ?? "")
                            + (label.documentedBehaviour.map { "; documented: \($0)" } ?? ""))
                }
            }
            let sample = game.run(RunRequest(
                configuration: descriptor.defaultConfiguration, bots: BotAssignment(game.bots[0].id), seed: 0, games: 1))
            io.line("  metrics:")
            for measurement in sample.measurements {
                io.line("    \(measurement.name): \(measurement.label)")
            }
        }
        let directory = io.resolve("Scenarios")
        let files = FileStore.files(in: directory, endingWith: ".json")
        io.line("scenarios:")
        if files.isEmpty { io.line("  (none under \(directory))") }
        for file in files { io.line("  Scenarios/\(file)") }
        return .success
    }
}
