import DiceGame
import PlaytestKit
import Snakesss
import SquareColor

/// `playtest bench`: throughput of the generator, the dice engine with and without checks, and shrinking.
enum BenchCommand {
    static let help = """
        Usage: playtest bench [--json] [--quick]

        Measures, on one core: xoshiro256** draws per second; 50-die rolls per
        second with every invariant checked after every event, and without;
        the cost per die at 6, 50, 100 and 1000 dice; whole checked games per
        second for each dice bot, for the casual Square Color player on each
        difficulty and for Snakesss (6 players, 6 rounds); the time to find
        and shrink the shipped dice failures; cases per second of two plain
        properties; and shrink quality on 1,000 seeds (the exact minimum and
        the median property calls). Build with 'swift build -c release'
        first: a debug build is many times slower.

        Options:
          --json   print the figures as one JSON object
          --quick  a tenth of the work (for a smoke test)

        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: [], flags: ["--json", "--quick"], command: "bench")
        if args.has("--help") { io.writeOut(help); return .success }
        let scale = args.has("--quick") ? 10 : 1
        var figures: [(name: String, value: Double, unit: String)] = []
        let log: (String) -> Void = { text in if !args.has("--json") { io.line(text) } }
        #if DEBUG
        io.errorLine("warning: this is a debug build; for real figures run 'swift run -c release playtest bench'")
        #endif

        let draws = 400_000_000 / scale
        var sink: UInt64 = 0
        let drawTime = BenchClock.seconds { sink = drawLoop(draws) }
        figures.append(("xoshiroDrawsPerSecond", Double(draws) / drawTime, "draws/s"))
        log("xoshiro256** draws:            \(NumberFormat.si(Double(draws) / drawTime, digits: 3))draws/s (checksum \(sink & 0xFF))")

        let rolls = 200_000 / scale
        let checkedTime = BenchClock.seconds { _ = DiceBenchmark.rollAndSettle(count: 50, rolls: rolls, seed: 1, checked: true) }
        let plainTime = BenchClock.seconds { _ = DiceBenchmark.rollAndSettle(count: 50, rolls: rolls, seed: 1, checked: false) }
        figures.append(("rolls50CheckedPerSecond", Double(rolls) / checkedTime, "rolls/s"))
        figures.append(("rolls50PerSecond", Double(rolls) / plainTime, "rolls/s"))
        log("50-die rolls, every invariant checked after every event: \(NumberFormat.si(Double(rolls) / checkedTime, digits: 3))rolls/s")
        log("50-die rolls, no checks:       \(NumberFormat.si(Double(rolls) / plainTime, digits: 3))rolls/s (checks cost x\(NumberFormat.fixed(checkedTime / plainTime, digits: 2)))")

        for count in [6, 50, 100, 1000] {
            let dieRolls = 10_000_000 / count / scale
            let time = BenchClock.seconds { _ = DiceBenchmark.rollAndSettle(count: count, rolls: dieRolls, seed: 2, checked: false) }
            let checked = BenchClock.seconds { _ = DiceBenchmark.rollAndSettle(count: count, rolls: dieRolls, seed: 2, checked: true) }
            let perDie = time / Double(dieRolls * count) * 1e9
            let perDieChecked = checked / Double(dieRolls * count) * 1e9
            figures.append(("rollsPerSecond\(count)", Double(dieRolls) / time, "rolls/s"))
            figures.append(("nanosecondsPerDie\(count)", perDie, "ns"))
            figures.append(("nanosecondsPerDieChecked\(count)", perDieChecked, "ns"))
            log("\(count) dice: \(NumberFormat.si(Double(dieRolls) / time, digits: 3))rolls/s, \(NumberFormat.fixed(perDie, digits: 1)) ns per die (\(NumberFormat.fixed(perDieChecked, digits: 1)) ns checked)")
        }

        let registration = DiceRollGame.registration
        for bot in ["fuzzer", "uniformFuzzer", "lockMostCommon"] {
            let games = (bot == "lockMostCommon" ? 20_000 : 100_000) / scale
            let request = RunRequest(configuration: registration.descriptor.defaultConfiguration, bots: BotAssignment(bot), seed: 3, games: games)
            var steps = 0.0
            let time = BenchClock.seconds { steps = registration.run(request).steps.mean ?? 0 }
            figures.append(("\(bot)GamesPerSecond", Double(games) / time, "games/s"))
            log("\(bot) games, 6 dice, every invariant checked: \(NumberFormat.si(Double(games) / time, digits: 3))games/s "
                + "(\(NumberFormat.fixed(steps, digits: 1)) steps per game)")
        }

        let squareColor = SquareColorGame.registration
        for difficulty in ["easy", "medium", "hard"] {
            let games = 4_000 / scale
            let configuration = try! squareColor.descriptor.configuration(
                rules: "documented", settings: [("difficulty", .string(difficulty)), ("games", .integer(1))])
            let request = RunRequest(configuration: configuration, bots: BotAssignment("casual"), seed: 5, games: games)
            var steps = 0.0
            let time = BenchClock.seconds { steps = squareColor.run(request).steps.mean ?? 0 }
            figures.append(("squareColorCasual\(difficulty.capitalized)GamesPerSecond", Double(games) / time, "games/s"))
            log("square color \(difficulty), casual player, every invariant checked: \(NumberFormat.si(Double(games) / time, digits: 3))games/s "
                + "(\(NumberFormat.fixed(steps, digits: 1)) steps per game)")
        }

        let snakesss = SnakesssGame.registration
        let snakesssGames = 20_000 / scale
        let snakesssRequest = RunRequest(
            configuration: snakesss.descriptor.defaultConfiguration, bots: BotAssignment("ownBelief"), seed: 6, games: snakesssGames)
        let snakesssTime = BenchClock.seconds { _ = snakesss.run(snakesssRequest) }
        figures.append(("snakesssGamesPerSecond", Double(snakesssGames) / snakesssTime, "games/s"))
        log("snakesss, 6 players, 6 rounds, every invariant checked: \(NumberFormat.si(Double(snakesssGames) / snakesssTime, digits: 3))games/s")

        let configuration = try! registration.descriptor.configuration(rules: "shipped", settings: [])
        let checker = InvariantChecker(registration: registration, configuration: configuration, seed: 7, games: 2_000 / scale, jobs: 1)
        var report: CheckReport?
        let checkTime = BenchClock.seconds { report = checker.run() }
        let findings = report?.findings ?? []
        var shrinkTime = 0.0
        for finding in findings {
            shrinkTime += BenchClock.seconds {
                _ = checker.shrink(invariant: finding.invariant.name, bot: finding.bot, game: finding.firstGame)
            }
        }
        figures.append(("shippedCheckSeconds", checkTime, "s"))
        figures.append(("shippedShrinkSeconds", shrinkTime, "s"))
        log("shipped dice check (\(2_000 / scale) games per bot, seed 7, 1 job): \(NumberFormat.fixed(checkTime, digits: 3)) s, "
            + "of which shrinking \(findings.count) failures: \(NumberFormat.fixed(shrinkTime, digits: 3)) s "
            + "(\(findings.map { "\($0.invariant.name): \($0.shrunk.result.steps.count) steps" }.joined(separator: ", ")))")

        figures += propertyFigures(scale: scale, log: log)

        if args.has("--json") {
            let body = figures.map { "  \"\($0.name)\": \(NumberFormat.significant($0.value, digits: 4))" }.joined(separator: ",\n")
            io.line("{\n\(body)\n}")
        }
        return .success
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
