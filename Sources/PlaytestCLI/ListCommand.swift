import PlaytestKit

/// `playtest list [GAME|all] [--json]`: the games with their rule sets, parameters, bots, invariants and metrics, and
/// the scenarios.
///
/// With several games and no game named, a summary: one header line, one line of counts and one of planted faults
/// by class per game (27 lines for the built-in five, against 491 for every detail), then the scenarios and how to
/// see more. A catalog of one game (a studio's) shows that game's detail at once.
enum ListCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) list [<game>|all] [--json]

        Without a game: each game with its rule sets and how many parameters, bots,
        invariants, coverage labels and metrics it has, and its planted faults
        counted by class (see 'mutants'), then the scenario files under
        Scenarios/ (a program of one game shows that game in full).
        With a game: its rule sets, planted faults by class (a class without one
        says why), seats, parameters (default and range), bots, invariants (with
        the design-document passage each comes from and when each is checked),
        coverage labels and metrics; 'all' shows every game so.

        Options:
          --json   the same as one line of JSON: {"games": [...], "scenarios": [...]}, or one
                   game's object for 'list <game> --json'

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = []
    /// The options without a value.
    static let flags: [String] = ["--json"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "list", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.count <= 1 else {
            throw .usage("\(program) list: name at most one game, e.g. '\(program) list \(catalog.games.first?.descriptor.id ?? "GAME")'; "
                + "see '\(program) list --help'")
        }
        let named = args.positionals.first
        let games = try named.map { (id) throws(CommandError) in try catalog.games(named: id, command: "list") } ?? catalog.games
        if args.has("--json") {
            if let named, named != "all" {
                io.line(gameJSON(games[0]).description)
            } else {
                io.line(JSONValue.object([
                    .init(key: "games", value: .array(games.map(gameJSON))),
                    .init(key: "scenarios", value: .array(scenarios(io).map { .string($0) })),
                ]).description)
            }
            return .success
        }
        let detailed = named != nil || catalog.games.count == 1
        for game in games {
            if detailed { detail(game, io: io) } else { summary(game, io: io) }
        }
        if named == nil || named == "all" {
            let files = scenarios(io)
            io.line("scenarios:")
            if files.isEmpty { io.line("  (none under \(io.resolve("Scenarios")))") }
            for file in files { io.line("  \(file)") }
        }
        if !detailed {
            io.line("'\(program) list <game>' shows a game's parameters, bots, invariants (with their citations), coverage labels and "
                + "metrics; '\(program) list all' shows every game's; --json for JSON")
        }
        return .success
    }

    /// The scenario files under Scenarios/, as `Scenarios/<file>`, in name order.
    static func scenarios(_ io: CommandIO) -> [String] {
        FileStore.files(in: io.resolve("Scenarios"), endingWith: ".json").map { "Scenarios/\($0)" }
    }

    /// The names of the figures a game measures, from one game at its default configuration.
    static func metrics(_ game: GameRegistration) -> [(name: String, label: String)] {
        let sample = game.run(RunRequest(
            configuration: game.descriptor.defaultConfiguration, bots: BotAssignment(game.bots[0].id), seed: 0, games: 1))
        return sample.measurements.map { ($0.name, $0.label) }
    }

    /// Two or three lines a game: its header, what it offers, counted, and its planted faults counted by class.
    static func summary(_ game: GameRegistration, io: CommandIO) {
        let descriptor = game.descriptor
        io.line("\(descriptor.id): \(descriptor.title) (\(descriptor.documentLocation))")
        let bots = game.bots.count + game.botFamilies.count
        io.line("  rule sets: \(descriptor.ruleSets.joined(separator: ", ")); "
            + [NumberFormat.counted(descriptor.parameters.count, "parameter"), NumberFormat.counted(bots, "bot"),
               NumberFormat.counted(game.invariants.count, "invariant"), NumberFormat.counted(game.coverageLabels.count, "coverage label"),
               NumberFormat.counted(metrics(game).count, "metric")].joined(separator: ", "))
        if let faults = faultSummary(descriptor) { io.line(faults) }
    }

    /// Everything about one game.
    static func detail(_ game: GameRegistration, io: CommandIO) {
        let descriptor = game.descriptor
        io.line("\(descriptor.id): \(descriptor.title) (\(descriptor.documentLocation))")
        io.line("  rule sets: \(descriptor.ruleSets.joined(separator: ", "))")
        for line in faultDetail(descriptor) { io.line(line) }
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
        io.line("  metrics:")
        for metric in metrics(game) {
            io.line("    \(metric.name): \(metric.label)")
        }
        io.line("  answers (a gate's metric, with \"is\": \"yes\" or \"no\"; docs/gates.md):")
        for question in AnswerGate.questions {
            io.line("    \(AnswerGate.prefix + question.id): \(question.text) (hoped for: \(question.hopedFor.rawValue))")
        }
    }

    /// One game as JSON, its members in a fixed order (the same on every run).
    static func gameJSON(_ game: GameRegistration) -> JSONValue {
        let descriptor = game.descriptor
        func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(members.map { .init(key: $0.0, value: $0.1) }) }
        func strings(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }
        func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
        return object([
            ("id", .string(descriptor.id)), ("title", .string(descriptor.title)), ("document", .string(descriptor.documentLocation)),
            ("ruleSets", strings(descriptor.ruleSets)), ("faults", strings(descriptor.faults)),
            ("faultClasses", faultClassesJSON(descriptor)), ("seating", .string(descriptor.seating)),
            ("seatGroups", strings(descriptor.seatGroups)),
            ("parameters", .array(descriptor.parameters.map { spec in
                object([("name", .string(spec.name)), ("default", .string(spec.defaultValue.description)), ("summary", .string(spec.summary)),
                        ("allowed", .string(spec.allowed)), ("shrinks", .bool(spec.isShrinkable)),
                        ("swarms", optional(spec.swarmRange?.description))])
            })),
            ("bots", .array(game.bots.map { bot in
                object([("id", .string(bot.id)), ("summary", .string(bot.summary)), ("checks", .bool(bot.checks)), ("fuzzer", .bool(bot.isFuzzer))])
            } + game.botFamilies.map { family in
                object([("id", .string(family.pattern)), ("summary", .string(family.summary(for: "N"))), ("checks", .bool(false)),
                        ("fuzzer", .bool(false)), ("setting", .string(family.setting)),
                        ("minimum", .number(String(family.range.lowerBound))), ("maximum", .number(String(family.range.upperBound))),
                        ("examples", strings(family.suggested.map(family.id)))])
            })),
            ("invariants", .array(game.invariants.map { invariant in
                object([("name", .string(invariant.name)), ("title", .string(invariant.title)), ("citation", .string(invariant.citation)),
                        ("checkedAfter", .string(invariant.momentsDescription))])
            })),
            ("coverageLabels", .array(game.coverageLabels.map { label in
                object([("name", .string(label.name)), ("summary", .string(label.summary)),
                        ("requiredShare", label.requiredShare.map { .number(NumberFormat.short($0)) } ?? .null),
                        ("documented", optional(label.documentedBehaviour))])
            })),
            ("metrics", .array(metrics(game).map { object([("name", .string($0.name)), ("label", .string($0.label))]) })),
            ("answers", .array(AnswerGate.questions.map { question in
                object([("name", .string(AnswerGate.prefix + question.id)), ("question", .string(question.text)),
                        ("hopedFor", .string(question.hopedFor.rawValue))])
            })),
        ])
    }
}
