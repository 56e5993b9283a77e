import PlaytestKit

/// `playtest compare <a.json> <b.json>`: plays two scenarios on the same deals and reports paired differences.
enum CompareCommand {
    static let help = """
        Usage: playtest compare <a.json> <b.json> [options]

        Plays every configuration of scenario A and the configuration at the
        same position of scenario B on the same deals: game i of each draws the
        same chance streams (A's seed, games and step limit, for both). For each
        pair and each metric both measure (per game: a summary's mean, a rate's
        share, a seat's score and win, a coverage label reached, the steps), it
        prints B - A with the paired interval and, beside it, the unpaired
        interval of the same games, and how many times narrower pairing made it.

        Options:
          --games N          games per configuration, overriding A's
          --seed S           the seed, overriding A's
          --jobs J           threads (default: active processors); output is byte-identical for any J
          --confidence C     the intervals' confidence, from 0.5 to 0.999999 (default 0.95)
          --sprt M:H0:H1     also run Wald's SPRT on metric M's paired difference B - A, H0: mean = H0
                             against H1: mean = H1, reading games in order (repeatable)
          --alpha A          the SPRT's rate of accepting H1 when H0 holds (default 0.05)
          --beta B           the SPRT's rate of accepting H0 when H1 holds (default 0.1)
          --out DIR          also write compare.md and compare.csv to DIR (created if its parent exists)
          --parents          create every missing folder of --out
          --quiet            no progress bar

        The two scenarios must resolve to as many configurations, of the same game
        pair by pair. Data to stdout, progress to stderr.

        Exit status: 0 compared; 2 bad usage or a bad scenario (nothing is written).

        """

    /// One SPRT a user asked for.
    struct SPRTRequest {
        let metric: String
        let h0: Double
        let h1: Double
    }

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(
            arguments, options: ["--games", "--seed", "--jobs", "--confidence", "--sprt", "--alpha", "--beta", "--out"],
            flags: ["--quiet", "--parents"], command: "compare")
        if args.has("--help") { io.writeOut(help); return .success }
        guard args.positionals.count == 2 else {
            throw .usage("playtest compare: name two scenario files, e.g. 'playtest compare Scenarios/a.json Scenarios/b.json'; see 'playtest compare --help'")
        }
        let overrides = ScenarioOverrides(
            games: try args.integer("--games", in: Scenario.gamesRange, default: nil, command: "compare"), seed: try args.seed(command: "compare"))
        let confidence = try number(args, "--confidence", in: 0.5...0.999_999, default: 0.95)
        let alpha = try number(args, "--alpha", in: 0.000_001...0.5, default: 0.05)
        let beta = try number(args, "--beta", in: 0.000_001...0.5, default: 0.1)
        let sprts = try args.all("--sprt").map { (text) throws(CommandError) in try sprtRequest(text) }
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount, command: "compare")!
        let files = args.positionals
        var scenarios: [Scenario] = []
        for file in files {
            let text = try FileStore.read(io.resolve(file), shownAs: file, emptyIsError: true)
            do {
                scenarios.append(try ScenarioLoader(games: catalog.games, readFile: FileStore.reader(io)).load(text, file: file, overrides: overrides))
            } catch {
                throw .usage(error.description)
            }
        }
        let (a, b) = (scenarios[0], scenarios[1])
        guard a.configurations.count == b.configurations.count else {
            throw .usage("playtest compare: \(files[0]) has \(NumberFormat.counted(a.configurations.count, "configuration")) and \(files[1]) "
                + "\(NumberFormat.counted(b.configurations.count, "configuration")); "
                + "make both resolve to as many configurations, paired by position")
        }
        for (x, y) in zip(a.configurations, b.configurations) where x.game != y.game {
            throw .usage("playtest compare: configuration #\(x.index) is \(x.game) in \(files[0]) but \(y.game) in \(files[1]); pair configurations of the same game")
        }
        let out = try args.value("--out").map { (typed) throws(CommandError) in
            try OutputFolder(typed: typed, io: io, createsParents: args.has("--parents"), command: "compare")
        }
        if b.seed != a.seed { io.errorLine("compare: note: \(files[1]) sets seed \(b.seed); both arms use \(files[0])'s, \(a.seed)") }
        if b.games != a.games { io.errorLine("compare: note: \(files[1]) sets \(b.games) games; both arms play \(files[0])'s \(a.games)") }
        let test = SequentialProbabilityRatioTest(alpha: alpha, beta: beta)
        let bar = ProgressBar(io: io, label: "compare", quiet: args.has("--quiet"))
        let total = 2 * a.configurations.count * a.games
        var sections: [CompareReport.Section] = []
        for (x, y) in zip(a.configurations, b.configurations) {
            var arms: [PerGameValues] = []
            for configuration in [x, y] {
                let request = RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: a.seed,
                                         games: a.games, jobs: jobs, maxSteps: a.maxSteps)
                arms.append(configuration.registration.perGameValues(request))
                bar.update((sections.count * 2 + arms.count) * a.games, of: total)
            }
            let comparison = PairedComparison(arms[0], arms[1], confidence: confidence)
            var tests: [CompareReport.Test] = []
            for request in sprts {
                guard let outcome = PairedComparison.sequentialTest(arms[0], arms[1], metric: request.metric, h0: request.h0, h1: request.h1, test: test) else {
                    throw .usage("playtest compare: --sprt \(request.metric): not a per-game metric of \(x.game); use one of: "
                        + arms[0].metrics.joined(separator: ", "))
                }
                tests.append(CompareReport.Test(metric: request.metric, h0: request.h0, h1: request.h1, test: test, outcome: outcome))
            }
            sections.append(CompareReport.Section(a: x, b: y, comparison: comparison, tests: tests))
        }
        bar.finish()
        let report = CompareReport(fileA: files[0], fileB: files[1], seed: a.seed, games: a.games, confidence: confidence, sections: sections)
        io.writeOut(report.text())
        if let out {
            try out.write([ReportFile(name: "compare.md", contents: report.markdown()), ReportFile(name: "compare.csv", contents: report.csv())])
            io.errorLine("compare: wrote compare.md and compare.csv to \(out.shownAs)")
        }
        return .success
    }

    /// A number option in a range, or the default.
    static func number(_ args: Arguments, _ name: String, in range: ClosedRange<Double>, default value: Double) throws(CommandError) -> Double {
        guard let text = args.value(name) else { return value }
        guard let number = Double(text), range.contains(number) else {
            throw .usage("playtest compare: \(name) is \"\(text)\"; use a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// `metric:h0:h1`, with h0 and h1 numbers that differ.
    static func sprtRequest(_ text: String) throws(CommandError) -> SPRTRequest {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty, let h0 = Double(parts[1]), let h1 = Double(parts[2]), h0.isFinite, h1.isFinite, h0 != h1 else {
            throw .usage("playtest compare: --sprt \(text): use METRIC:H0:H1 with two different numbers, e.g. --sprt finalScore:0:5")
        }
        return SPRTRequest(metric: parts[0], h0: h0, h1: h1)
    }
}
