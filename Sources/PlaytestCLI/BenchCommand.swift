import PlaytestKit

/// `playtest bench`: throughput of the generator, of every registered game, and the catalog's own sections.
enum BenchCommand {
    static func help(_ catalog: GameCatalog) -> String {
        let sections = (["generator"] + catalog.benchmarks.map(\.section) + ["games"]).joined(separator: ", ")
        return """
            Usage: \(catalog.programName) bench [--json] [--quick] [--only S] [--game ID [--bot ID]] [--no-quality]

            Measures, on one core: xoshiro256** draws per second; the sections the
            games bring (\(catalog.benchmarks.isEmpty ? "none" : catalog.benchmarks.map(\.section).joined(separator: ", "))); and, for every
            registered game, whole games per second at its default configuration
            with its first checking bot and every invariant checked (section
            games). Build with 'swift build -c release' first: a debug build is
            many times slower.

            Options:
              --json   print the figures as one JSON object
              --quick  a tenth of the work (for a smoke test)
              --only S one section: \(sections)
              --game ID only this game's figure (section games; no other section)
              --bot ID  time this bot instead of the game's first checking bot (any bot 'list' shows,
                        or a family member such as search-8); with --game, or alone when there is one game
              --no-quality  time the games without the quality measures (docs/quality.md),
                        to see what tracking them costs
              --calibration [--replicates N] [--seed S]
                       instead, the calibration suite (below)

            """ + calibrationHelp(catalog.programName)
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--only", "--replicates", "--seed", "--game", "--bot"]
    /// The options without a value.
    static let flags: [String] = ["--json", "--quick", "--calibration", "--no-quality"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "bench", program: catalog.programName)
        if args.has("--help") { io.writeOut(help(catalog)); return .success }
        if args.has("--calibration") { return try runCalibration(args, io: io) }
        if args.value("--replicates") != nil || args.value("--seed") != nil {
            throw .usage("\(catalog.programName) bench: --replicates and --seed go with --calibration, e.g. '\(catalog.programName) bench --calibration --replicates 100'")
        }
        let sections = ["generator"] + catalog.benchmarks.map(\.section) + ["games"]
        let only = args.value("--only")
        if let only, !sections.contains(only) {
            throw .usage("\(catalog.programName) bench: --only \"\(only)\" is not a section; use one of: \(sections.joined(separator: ", "))")
        }
        let (games, bot) = try chosenGames(args, catalog: catalog)
        if games != nil, let only, only != "games" {
            throw .usage("\(catalog.programName) bench: --game and --bot time the games section; drop --only \(only) or --game")
        }
        func want(_ section: String) -> Bool { games == nil ? only == nil || only == section : section == "games" }
        let scale = args.has("--quick") ? 10 : 1
        var figures: [GameBenchmark.Figure] = []
        let log: (String) -> Void = { text in if !args.has("--json") { io.line(text) } }
        #if DEBUG
        io.errorLine("warning: this is a debug build; for real figures run 'swift run -c release \(catalog.programName) bench'")
        #endif

        if want("generator") { benchGenerator(scale: scale, figures: &figures, log: log) }
        for benchmark in catalog.benchmarks where want(benchmark.section) { benchmark.measure(scale, &figures, log) }
        if want("games") {
            for game in games ?? catalog.games {
                benchGame(game, bot: bot, scale: scale, tracksQuality: !args.has("--no-quality"), figures: &figures, log: log)
            }
        }

        if args.has("--json") {
            let body = figures.map { "  \"\($0.name)\": \(NumberFormat.significant($0.value, digits: 4))" }.joined(separator: ",\n")
            io.line("{\n\(body)\n}")
        }
        return .success
    }

    /// The generator: xoshiro256** draws per second.
    static func benchGenerator(scale: Int, figures: inout [GameBenchmark.Figure], log: (String) -> Void) {
        let draws = 400_000_000 / scale
        var sink: UInt64 = 0
        let drawTime = BenchClock.seconds { sink = drawLoop(draws) }
        figures.append(("xoshiroDrawsPerSecond", Double(draws) / drawTime, "draws/s"))
        log("xoshiro256** draws:            \(NumberFormat.si(Double(draws) / drawTime, digits: 3))draws/s (checksum \(sink & 0xFF))")
    }

    /// `--game ID` and `--bot ID`, validated: the game to time (nil: every game) and the bot (nil: each game's first
    /// checking bot). `--bot` alone needs a catalog of one game.
    static func chosenGames(_ args: Arguments, catalog: GameCatalog) throws(CommandError) -> (games: [GameRegistration]?, bot: String?) {
        let program = args.program
        let ids = catalog.games.map(\.descriptor.id).joined(separator: ", ")
        var game: GameRegistration?
        if let id = args.value("--game") {
            guard let found = catalog.game(id) else { throw catalog.unknownGame(id, command: "bench", option: "--game") }
            game = found
        }
        guard let bot = args.value("--bot") else { return (game.map { [$0] }, nil) }
        if game == nil {
            guard catalog.games.count == 1 else {
                throw .usage("\(program) bench: --bot \(bot) needs --game, the game whose bot it is; games: \(ids)")
            }
            game = catalog.games[0]
        }
        guard let game else { return (nil, nil) }
        guard game.bot(bot) != nil else {
            let problem = game.familyProblem(with: bot).map { ": \($0.problem)" } ?? ""
            throw .usage("\(program) bench: --bot \"\(bot)\" is not a bot of \(game.descriptor.id)\(problem); "
                + Suggestion.phrase(bot, among: game.bots.map(\.id)) + "bots: "
                + game.botChoices.joined(separator: ", "))
        }
        return ([game], bot)
    }

    /// Any registered game: whole games per second at its default configuration, with `bot` (by default its first
    /// checking bot, or its first bot if none checks) and every invariant checked. Batches double (1, 2, 4, ... games, seed 3) until one
    /// takes at least half a second (a twentieth with `--quick`), so a slow game and a fast one both get a steady figure.
    /// `tracksQuality` false leaves out the quality measures (``RunRequest/tracksQuality``), to time what they cost.
    static func benchGame(_ game: GameRegistration, bot chosen: String? = nil, scale: Int, tracksQuality: Bool = true,
                          figures: inout [GameBenchmark.Figure], log: (String) -> Void) {
        let bot = chosen ?? (game.checkBots.first ?? game.bots[0]).id
        let budget = 0.5 / Double(scale)
        var games = 1
        var time = 0.0
        var steps = 0.0
        while true {
            var request = RunRequest(configuration: game.descriptor.defaultConfiguration, bots: BotAssignment(bot), seed: 3, games: games)
            request.tracksQuality = tracksQuality
            time = BenchClock.seconds { steps = game.run(request).steps.mean ?? 0 }
            if time >= budget || games >= 1 << 24 { break }
            games *= 2
        }
        let id = game.descriptor.id
        figures.append(("\(id)DefaultGamesPerSecond", Double(games) / time, "games/s"))
        log("\(id), default configuration, \(bot), every invariant checked: \(NumberFormat.si(Double(games) / time, digits: 3))games/s "
            + "(\(NumberFormat.fixed(steps, digits: 1)) steps per game, \(NumberFormat.counted(games, "game")))")
    }

    /// XORs `count` draws together (a multiple of 4), with the generator in a local so it stays in
    /// registers and the loop unrolled by four so that the loop's own counting costs little.
    static func drawLoop(_ count: Int) -> UInt64 {
        var rng = Xoshiro256StarStar(seed: 1)
        var sink: UInt64 = 0
        for _ in 0..<(count / 4) {
            sink ^= rng.next()
            sink ^= rng.next()
            sink ^= rng.next()
            sink ^= rng.next()
        }
        return sink
    }
}
