import PlaytestKit

/// `playtest tune GAME --search search-N --against BOT`: tunes the search family's own settings for the game
/// (`SearchTuner`), confirms the winner on a fresh seed, and writes report.md and trace.csv.
enum SearchTuneCommand {
    /// The help text's section, part of `tune --help`.
    static func help(_ program: String) -> String {
        """
        Search tuning: \(program) tune <game> --search FAMILY-N --against BOT [options]

        Tunes the game's search bot itself: successive halving over a grid of its
        settings (every combination of the lists below, the registered settings
        first), each candidate playing at budget N against BOT on the same deals
        (the deal the unit: with one seat the score difference, with several the
        candidate in each seat in turn among BOT players, its win rate minus the
        average seat's in BOT's own game), halving the candidates and doubling the
        deals per rung; then the winner and the registered settings against BOT on
        a fresh seed, with 95% intervals and the winner's paired gain. report.md
        gives the SearchSettings to register (the winner's only when the gain is
        shown above 0). Writes report.md and trace.csv to --out.

          --search FAMILY-N  the search family and budget, e.g. search-100
          --against BOT      the reference: a bot of the game (the strongest hand-written one, or search-N itself)
          --explorations L   exploration constants to try, e.g. 0.3,0.7,1.4 (default: the registered one)
          --widenings L      widening scales to try, none for no widening, e.g. none,0.5,1,2 (default: the registered)
          --cutoffs L        rollout cut-offs to try (the game's rollout for at most N decisions, then its
                             evaluation), none for the registered rollout, e.g. none,5,20 (default: none)
          --steps L          simulation step limits to try, e.g. 50,10000 (default: the registered one)
          --measure M        score or win (default: score with one seat, win with several)
          --games N          first-rung deals (default 50); --confirm-games N confirmation deals (default 400)
          --rules R, --param NAME=VALUE  the configuration (default: the game's default)
          --seed S, --jobs J, --out DIR (default Reports/tune-search-<game>), --parents, --max-games N, --resume, --quiet
                             as above; output is byte-identical for any J

        """
    }

    /// The options only a search tuning takes.
    static let options: [String] = ["--search", "--against", "--explorations", "--widenings", "--cutoffs", "--steps", "--measure", "--rules", "--param"]

    static func run(_ args: Arguments, io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let program = args.program
        guard args.positionals.count == 1 else {
            throw .usage("\(program) tune: name one game with --search, e.g. '\(program) tune pokerslam --search search-100 --against planner'")
        }
        for option in ["--candidates", "--generations"] where args.value(option) != nil {
            throw .usage("\(program) tune: \(option) is for a tuning file; a search tuning tries its whole grid (give fewer values to shrink it)")
        }
        let id = args.positionals[0]
        guard let game = catalog.game(id) else { throw catalog.unknownGame(id, command: "tune") }
        let configuration = try configuration(args, game: game)
        let spec = try spec(args)
        let seed = try args.seed() ?? 1
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount)!
        var tuner: SearchTuner
        do {
            tuner = try SearchTuner(registration: game, configuration: configuration, spec: spec, seed: seed, jobs: jobs)
        } catch {
            throw .usage("\(program) tune: \(error)")
        }
        let limit = try args.integer("--max-games", in: 1...Int.max, default: Scenario.defaultMaxGames)!
        guard let work = tuner.work, work <= limit else {
            throw .usage("\(program) tune: the search tuning may play \(tuner.work.map { NumberFormat.counted($0, "game") } ?? "more games than can be counted") "
                + "(\(tuner.pool.count) candidates from \(spec.games) deals, doubling, x \(NumberFormat.counted(tuner.seats, "seat")), plus the confirmation), "
                + "above the limit of \(NumberFormat.grouped(limit)); give fewer grid values, lower --games or --confirm-games, or raise --max-games")
        }
        let out = try OutputFolder(
            typed: args.value("--out") ?? "Reports/tune-search-\(id)", io: io,
            createsParents: args.has("--parents") || args.value("--out") == nil, command: args.invocation, isDefault: args.value("--out") == nil)
        let quiet = args.has("--quiet")
        if !quiet { io.errorLine("tune \(id) --search: \(tuner.pool.count) candidates, up to \(NumberFormat.counted(work, "game"))") }
        let identity = "search \(id) \(configuration.description) \(spec)"
        let checkpoint = try TuneCheckpoint(out: out, tuneFile: identity, seed: seed, program: program, resume: args.has("--resume"))
        let watch = InterruptionWatch.start(
            command: args.invocation, io: io,
            written: "no report was written; what was played is saved in \(checkpoint.shownAs): rerun with --resume to continue")
        let progress: (String) -> Void = { line in
            if !quiet { io.errorLine("tune \(id) --search: \(line)") }
            watch?.finished(line)
            watch?.exitIfRequested()
        }
        tuner.cache = checkpoint.cache
        watch?.started("the search")
        let search = tuner.search(progress: progress)
        watch?.started("the confirmation")
        let confirmation = tuner.confirm(search.winner, progress: progress)
        try watch?.stopIfRequested()
        let command = canonicalCommand(args, id: id, seed: seed, spec: spec)
        let report = SearchTuneReport(tuner: tuner, search: search, confirmation: confirmation, command: command)
        let files = report.render()
        try out.write(files)
        checkpoint.remove()
        io.line("tune \(id) --search: proposed \(report.proposed.label) after \(NumberFormat.counted(search.games, "game"))")
        io.line("  on fresh seed \(confirmation.seed), \(confirmation.games) deals against \(spec.reference): registered \(confirmation.registered.text), "
            + "proposed \(confirmation.proposed.text); gain \(confirmation.gain.text)\(confirmation.isShownBetter ? ": shown better" : "")")
        io.line("  register: \(report.recommended.swiftSettings(iterations: spec.iterations))"
            + (report.recommended.rolloutCutoff.map { " with rollout .evaluated(after: \($0))" } ?? ""))
        io.line("  wrote \(NumberFormat.counted(files.count, "file")) to \(out.shownAs) (report.md, trace.csv)")
        return .success
    }

    /// The command as the report shows it: what decides the games (game, configuration, spec, seed), never `--jobs`,
    /// `--out` or other options that leave the report's figures alone, so the report is the same bytes for any of them.
    static func canonicalCommand(_ args: Arguments, id: String, seed: UInt64, spec: SearchTuneSpec) -> String {
        var parts = [args.program, "tune", id, "--search", "\(spec.family)-\(spec.iterations)", "--against", spec.reference]
        for option in ["--explorations", "--widenings", "--cutoffs", "--steps", "--measure", "--rules"] {
            if let value = args.value(option) { parts += [option, value] }
        }
        for value in args.all("--param") { parts += ["--param", value] }
        parts += ["--games", String(spec.games), "--confirm-games", String(spec.confirmGames), "--seed", String(seed)]
        return parts.joined(separator: " ")
    }

    /// `--rules` and `--param` over the game's defaults.
    static func configuration(_ args: Arguments, game: GameRegistration) throws(CommandError) -> GameConfiguration {
        let program = args.program
        let overrides = try args.parameterOverrides()
        do {
            try overrides.validate(against: [game.descriptor])
            let settings = try overrides.values(for: game.descriptor)
            return try game.descriptor.configuration(rules: args.value("--rules") ?? game.descriptor.ruleSets[0], settings: settings)
        } catch {
            throw .usage(error.parameter == "rules" ? "\(program) tune: --rules \(error.problem); use one of: \(error.allowed)"
                                                    : "\(program) tune: --param \(error)")
        }
    }

    /// The spec from the options; a list that does not read names its option.
    static func spec(_ args: Arguments) throws(CommandError) -> SearchTuneSpec {
        let program = args.program
        let member = args.value("--search")!
        let parts = member.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let iterations = Int(parts[1]) else {
            throw .usage("\(program) tune: --search: \"\(member)\" is not FAMILY-N; write the family and the budget, e.g. search-100")
        }
        guard let reference = args.value("--against") else {
            throw .usage("\(program) tune: --against: is missing; name the reference bot, e.g. --against planner or --against \(member)")
        }
        func list<T>(_ option: String, example: String, _ read: (String) -> T?) throws(CommandError) -> [T] {
            guard let text = args.value(option) else { return [] }
            var values: [T] = []
            for field in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let value = read(String(field)) else {
                    throw .usage("\(program) tune: \(option): \"\(field)\" does not read; write a comma-separated list, e.g. \(example)")
                }
                values.append(value)
            }
            return values
        }
        let explorations = try list("--explorations", example: "0.3,0.7,1.4") { Double($0) }
        let widenings: [Double?] = try list("--widenings", example: "none,0.5,1,2") { (text: String) -> Double?? in
            text == "none" ? .some(nil) : Double(text).map { .some($0) }
        }
        let cutoffs: [Int?] = try list("--cutoffs", example: "none,5,20") { (text: String) -> Int?? in
            text == "none" ? .some(nil) : Int(text).map { .some($0) }
        }
        let steps = try list("--steps", example: "50,10000") { Int($0) }
        var measure: SearchTuneSpec.Measure?
        if let text = args.value("--measure") {
            guard let read = SearchTuneSpec.Measure(rawValue: text) else {
                throw .usage("\(program) tune: --measure: \"\(text)\" is not a measure; use one of: score, win")
            }
            measure = read
        }
        return SearchTuneSpec(
            family: String(parts[0]), iterations: iterations, reference: reference, explorations: explorations, widenings: widenings,
            cutoffs: cutoffs, steps: steps, games: try args.integer("--games", in: 2...1_000_000, default: 50)!,
            confirmGames: try args.integer("--confirm-games", in: 2...10_000_000, default: 400)!, measure: measure)
    }
}
