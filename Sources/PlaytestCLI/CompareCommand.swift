import PlaytestKit

/// `playtest compare <a.json> <b.json>`: plays two scenarios on the same deals and reports paired differences.
enum CompareCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) compare <a.json> <b.json> [options]

        Plays every configuration of scenario A and the configuration at the
        same position of scenario B on the same deals: game i of each draws the
        same chance streams (A's seed, games and step limit, for both). For each
        pair and each metric both measure (per game: a summary's mean, a rate's
        share, a seat's score and win, a coverage label reached, the steps), it
        prints B - A with the paired interval and, beside it, the unpaired
        interval of the same games, and how many times narrower pairing made it.
        Then the designer's answers of each arm (fair, close, skill, length,
        what broke, what was never reached, and the game's own), each arm's
        configurations of a game played once more as a whole run on the same
        games, and which verdicts changed ("close: yes -> no").

        Options:
          --games N          games per configuration, overriding A's
          --seed S           the seed, overriding A's
          --jobs J           threads (default: active processors); output is byte-identical for any J
          --confidence C     the intervals' confidence, from 0.5 to 0.999999 (default 0.95)
          --sequential M:H0:H1
                             also test metric M's paired difference B - A, H0: mean = H0 against
                             H1: mean = H1, with a group sequential t-test (repeatable; --sprt is
                             the old spelling): the games are played in --looks batches and play
                             stops as soon as every test is decided, saving the rest
          --looks K          batches (looks) of a sequential run, 1 to 100 (default 10)
          --alpha A          the test's largest rate of accepting H1 when H0 holds (default 0.05)
          --beta B           the test's largest rate of accepting H0 when H1 holds (default 0.1)
          --out DIR          also write compare.md, compare.csv and compare-answers.csv to DIR
                             (created if its parent exists)
          --parents          create every missing folder of --out
          --quiet            no progress bar

        The two scenarios must resolve to as many configurations, of the same game
        pair by pair. Data to stdout, progress to stderr.

        Ctrl-C or SIGTERM stops the comparison: it prints which configurations
        finished and which was interrupted, writes nothing, exits 130.

        Exit status: 0 compared; 2 bad usage or a bad scenario (nothing is written);
        130 interrupted.

        """
    }

    /// One sequential test a user asked for.
    struct SequentialRequest {
        let metric: String
        let h0: Double
        let h1: Double
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--games", "--seed", "--jobs", "--confidence", "--sequential", "--sprt", "--looks", "--alpha", "--beta", "--out"]
    /// The options without a value.
    static let flags: [String] = ["--quiet", "--parents"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "compare", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.count == 2 else {
            throw .usage("\(program) compare: name two scenario files, e.g. '\(program) compare Scenarios/a.json Scenarios/b.json'; see '\(program) compare --help'")
        }
        let overrides = ScenarioOverrides(
            games: try args.integer("--games", in: Scenario.gamesRange, default: nil), seed: try args.seed())
        let confidence = try number(args, "--confidence", in: 0.5...0.999_999, default: 0.95)
        let alpha = try number(args, "--alpha", in: 0.000_001...0.5, default: 0.05)
        let beta = try number(args, "--beta", in: 0.000_001...0.5, default: 0.1)
        let requests = try (args.all("--sequential").map { ("--sequential", $0) } + args.all("--sprt").map { ("--sprt", $0) })
            .map { (pair) throws(CommandError) in try sequentialRequest(pair.1, option: pair.0, program: program) }
        let looks = try args.integer("--looks", in: 1...100, default: 10)!
        let jobs = try args.integer("--jobs", in: 1...1_024, default: ParallelRunner.activeProcessorCount)!
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
            throw .usage("\(program) compare: \(files[0]) has \(NumberFormat.counted(a.configurations.count, "configuration")) and \(files[1]) "
                + "\(NumberFormat.counted(b.configurations.count, "configuration")); "
                + "make both resolve to as many configurations, paired by position")
        }
        for (x, y) in zip(a.configurations, b.configurations) where x.game != y.game {
            throw .usage("\(program) compare: configuration #\(x.index) is \(x.game) in \(files[0]) but \(y.game) in \(files[1]); pair configurations of the same game")
        }
        let out = try args.value("--out").map { (typed) throws(CommandError) in
            try OutputFolder(typed: typed, io: io, createsParents: args.has("--parents"), command: args.invocation)
        }
        if b.seed != a.seed { io.errorLine("compare: note: \(files[1]) sets seed \(b.seed); both arms use \(files[0])'s, \(a.seed)") }
        if b.games != a.games { io.errorLine("compare: note: \(files[1]) sets \(b.games) games; both arms play \(files[0])'s \(a.games)") }
        let test = GroupSequentialTest(alpha: alpha, beta: beta, looks: requests.isEmpty ? 1 : looks)
        let bar = ProgressBar(io: io, label: "compare", quiet: args.has("--quiet"))
        // The pairs' games, then each arm's configurations played once more as whole runs for the designer's answers.
        let total = 4 * a.configurations.count * a.games
        var sections: [CompareReport.Section] = []
        let watch = InterruptionWatch.start(command: args.invocation, io: io)
        let stopHook = watch == nil ? nil : TestStopHook.fromEnvironment()
        for (x, y) in zip(a.configurations, b.configurations) {
            watch?.started("configuration \(x.label)")
            let (arms, tests) = try play(x, y, requests: requests, test: test, scenario: a, jobs: jobs, program: program) { played in
                bar.update(sections.count * 2 * a.games + 2 * played, of: total)
            }
            // A sequential run stops when the data say so: an interval at the plain level would not hold at that stop (69%
            // coverage in early-stopped runs, issue 34). The repeated confidence interval at 1 − (1 − C)/K holds at all K
            // looks at once (Bonferroni, as the test's own boundaries), so at whichever look the run stopped.
            let comparison = PairedComparison(arms[0].droppingUnmeasured(), arms[1].droppingUnmeasured(),
                                              confidence: CompareReport.intervalConfidence(confidence, looks: requests.isEmpty ? nil : looks))
            sections.append(CompareReport.Section(a: x, b: y, comparison: comparison, tests: tests, gamesPlayed: arms[0].games))
            watch?.finished("configuration \(x.label)")
            stopHook?.fireIfDue(sections.count)
            try watch?.stopIfRequested()
        }
        watch?.started("the designer's answers of both arms")
        let pairsPlayed = 2 * sections.reduce(0) { $0 + $1.gamesPlayed }
        let answers = Self.answers(a, b, games: sections.map(\.gamesPlayed), files: files, jobs: jobs, catalog: catalog) { played in
            bar.update(pairsPlayed + played, of: total)
        }
        watch?.finished("the designer's answers of both arms")
        try watch?.stopIfRequested()
        bar.finish()
        let report = CompareReport(fileA: files[0], fileB: files[1], seed: a.seed, games: a.games, confidence: confidence,
                                   looks: requests.isEmpty ? nil : looks, sections: sections, answers: answers)
        io.writeOut(report.text())
        if let out {
            try out.write([ReportFile(name: "compare.md", contents: report.markdown()), ReportFile(name: "compare.csv", contents: report.csv()),
                           ReportFile(name: "compare-answers.csv", contents: report.answersCSV())])
            io.errorLine("compare: wrote compare.md, compare.csv and compare-answers.csv to \(out.shownAs)")
        }
        return .success
    }

    /// A number option in a range, or the default.
    static func number(_ args: Arguments, _ name: String, in range: ClosedRange<Double>, default value: Double) throws(CommandError) -> Double {
        let program = args.program
        guard let text = args.value(name) else { return value }
        guard let number = Double(text), range.contains(number) else {
            throw .usage("\(program) compare: \(name) is \"\(text)\"; use a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// `metric:h0:h1`, with h0 and h1 numbers that differ.
    static func sequentialRequest(_ text: String, option: String, program: String) throws(CommandError) -> SequentialRequest {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty, let h0 = Double(parts[1]), let h1 = Double(parts[2]), h0.isFinite, h1.isFinite, h0 != h1 else {
            throw .usage("\(program) compare: \(option) \(text): use METRIC:H0:H1 with two different numbers, e.g. \(option) finalScore:0:5")
        }
        return SequentialRequest(metric: parts[0], h0: h0, h1: h1)
    }

    /// Plays one pair of configurations on the same deals: every game at once without tests; with tests, in the
    /// test's looks (game i always on the streams of (seed, i)), stopping after the first look at which every test
    /// is decided. Returns each arm's per-game values (every metric listed) and each test's last outcome.
    static func play(
        _ x: ScenarioConfiguration, _ y: ScenarioConfiguration, requests: [SequentialRequest], test: GroupSequentialTest, scenario a: Scenario,
        jobs: Int, program: String, progress: (Int) -> Void
    ) throws(CommandError) -> ([PerGameValues], [CompareReport.Test]) {
        var arms: [PerGameValues] = []
        var tests: [CompareReport.Test] = []
        var played = 0
        for look in 1...test.looks {
            let next = requests.isEmpty ? a.games : test.lookCount(look, maxCount: a.games)
            guard next > played else { continue }
            let batch = [x, y].map { configuration in
                // The scenario's own request (its idealSteps and quality switch included), without the series: compare
                // pairs per-game figures, which no series is.
                var request = ScenarioPlayer.request(for: configuration, in: a, jobs: jobs)
                request.series = []
                request.recordsGames = false
                return configuration.registration.perGameValues(request, games: played..<next)
            }
            arms = arms.isEmpty ? batch : zip(arms, batch).map { $0.appending($1) }
            played = next
            progress(played)
            tests = []
            for request in requests {
                guard let outcome = PairedComparison.sequentialTest(arms[0], arms[1], metric: request.metric, h0: request.h0, h1: request.h1,
                                                                    test: test, look: look) else {
                    let metrics = arms[0].droppingUnmeasured().metrics
                    throw .usage("\(program) compare: --sequential \(request.metric): not a per-game metric of \(x.game); "
                        + Suggestion.phrase(request.metric, among: metrics) + "metrics: " + metrics.joined(separator: ", "))
                }
                tests.append(CompareReport.Test(metric: request.metric, h0: request.h0, h1: request.h1, test: test, outcome: outcome, maxGames: a.games))
            }
            if !tests.isEmpty, tests.allSatisfy({ $0.outcome.decision != .undecided }) { break }
        }
        return (arms, tests)
    }
}
