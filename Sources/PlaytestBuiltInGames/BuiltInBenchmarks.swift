import DiceGame
import Party
import PlaytestCLI
import PlaytestKit
import PokerSlam
import Snakesss
import SquareColor

/// The built-in games' own `playtest bench` sections, beside the generic figure every registered game gets.
///
/// The dice engine with and without checks, and the time to find and shrink the shipped dice failures; whole
/// checked games per second for the casual Square Color player on each difficulty, for Snakesss (6 players,
/// 6 rounds) and for the party game (default settings: 8 players, intake played); PokerSlam games per second for
/// the greedy and random bots with invariants off and on, for the planner, and the targeted search for the
/// shipped dead opening grid; cases per second of two plain properties and shrink quality on 1,000 seeds.
public enum BuiltInBenchmarks {
    /// The sections, in the order `playtest bench` runs them.
    public static let all: [GameBenchmark] = [
        GameBenchmark(section: "dice") { scale, figures, log in
            benchDice(scale: scale, figures: &figures, log: log)
            benchDiceShipped(scale: scale, figures: &figures, log: log)
        },
        GameBenchmark(section: "squarecolor", measure: benchSquareColor),
        GameBenchmark(section: "snakesss", measure: benchSnakesss),
        GameBenchmark(section: "party", measure: benchParty),
        GameBenchmark(section: "pokerslam", measure: benchPokerSlam),
        GameBenchmark(section: "properties") { scale, figures, log in figures += propertyFigures(scale: scale, log: log) },
        GameBenchmark.appRuntime,
    ]

    /// Dice: 50-die rolls with and without checks, the cost per die, whole games per bot.
    static func benchDice(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
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
    }

    /// Square Color: the casual player on each difficulty.
    static func benchSquareColor(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
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
    }

    /// Snakesss: 6 players, 6 rounds.
    static func benchSnakesss(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
        let snakesss = SnakesssGame.registration
        let snakesssGames = 20_000 / scale
        let snakesssRequest = RunRequest(
            configuration: snakesss.descriptor.defaultConfiguration, bots: BotAssignment("ownBelief"), seed: 6, games: snakesssGames)
        let snakesssTime = BenchClock.seconds { _ = snakesss.run(snakesssRequest) }
        figures.append(("snakesssGamesPerSecond", Double(snakesssGames) / snakesssTime, "games/s"))
        log("snakesss, 6 players, 6 rounds, every invariant checked: \(NumberFormat.si(Double(snakesssGames) / snakesssTime, digits: 3))games/s")
    }

    /// The party game at its default settings.
    static func benchParty(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
        let party = PartyGame.registration
        let partyGames = 2_000 / scale
        let partyRequest = RunRequest(
            configuration: party.descriptor.defaultConfiguration, bots: BotAssignment("skipSlow"), seed: 8, games: partyGames)
        var partySteps = 0.0
        let partyTime = BenchClock.seconds { partySteps = party.run(partyRequest).steps.mean ?? 0 }
        figures.append(("partyGamesPerSecond", Double(partyGames) / partyTime, "games/s"))
        log("party, default settings (8 players, intake and 3 rounds), every invariant checked: "
            + "\(NumberFormat.si(Double(partyGames) / partyTime, digits: 3))games/s (\(NumberFormat.fixed(partySteps, digits: 1)) steps per game)")
    }

    /// The shipped dice check and its shrinks.
    static func benchDiceShipped(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
        let registration = DiceRollGame.registration
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
            + "(\(findings.map { "\($0.invariant.name): \(NumberFormat.counted($0.shrunk.result.steps.count, "step"))" }.joined(separator: ", ")))")
    }

    /// PokerSlam: greedy and random games with invariants off and on, the planner, and the targeted search for the shipped dead grid.
    static func benchPokerSlam(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
        for (id, games) in [("greedy", 40_000 / scale), ("random", 40_000 / scale)] {
            var plain = 0.0
            var checked = 0.0
            var checksum = (score: 0, broken: 0)
            if id == "greedy" {
                plain = BenchClock.seconds { checksum = PokerSlamBenchmark.play(GreedyBot.self, games: games, seed: 8, checked: false) }
                checked = BenchClock.seconds { _ = PokerSlamBenchmark.play(GreedyBot.self, games: games / 4, seed: 8, checked: true) }
            } else {
                plain = BenchClock.seconds { checksum = PokerSlamBenchmark.play(RandomHandBot.self, games: games, seed: 8, checked: false) }
                checked = BenchClock.seconds { _ = PokerSlamBenchmark.play(RandomHandBot.self, games: games / 4, seed: 8, checked: true) }
            }
            let rate = Double(games) / plain
            let checkedRate = Double(games / 4) / checked
            figures.append(("pokerslam\(id.capitalized)GamesPerSecond", rate, "games/s"))
            figures.append(("pokerslam\(id.capitalized)CheckedGamesPerSecond", checkedRate, "games/s"))
            log("pokerslam \(id) games, invariants off: \(NumberFormat.si(rate, digits: 3))games/s; every invariant after every play: "
                + "\(NumberFormat.si(checkedRate, digits: 3))games/s (checks cost x\(NumberFormat.fixed(rate / checkedRate, digits: 2)); "
                + "mean score \(NumberFormat.fixed(Double(checksum.score) / Double(max(1, games)), digits: 1)))")
        }
        benchPokerSlamRun(scale: scale, figures: &figures, log: log)
        let plannerGames = 400 / scale
        var plannerScore = (score: 0, broken: 0)
        let plannerTime = BenchClock.seconds { plannerScore = PokerSlamBenchmark.play(PlannerBot.self, games: plannerGames, seed: 8, checked: false) }
        figures.append(("pokerslamPlannerGamesPerSecond", Double(plannerGames) / plannerTime, "games/s"))
        log("pokerslam planner games, invariants off: \(NumberFormat.si(Double(plannerGames) / plannerTime, digits: 3))games/s "
            + "(mean score \(NumberFormat.fixed(Double(plannerScore.score) / Double(max(1, plannerGames)), digits: 1)))")
        for budget in [PokerSlamGame.searchLowBudget, PokerSlamGame.searchHighBudget] {
            let searchGames = max(1, 4_000 / budget / scale)
            let request = RunRequest(configuration: PokerSlamGame.descriptor.defaultConfiguration, bots: BotAssignment("search-\(budget)"),
                                     seed: 8, games: searchGames, jobs: 1)
            var mean = 0.0
            let searchTime = BenchClock.seconds { mean = PokerSlamGame.registration.run(request).seats.group(.seat(0))?.score.ratio ?? 0 }
            figures.append(("pokerslamSearch\(budget)GamesPerSecond", Double(searchGames) / searchTime, "games/s"))
            log("pokerslam search-\(budget) games, every invariant checked: \(NumberFormat.si(Double(searchGames) / searchTime, digits: 3))games/s "
                + "(mean score \(NumberFormat.fixed(mean, digits: 1)), \(NumberFormat.counted(searchGames, "game")))")
            var played = (score: 0, searched: 0)
            let loopTime = BenchClock.seconds { played = PokerSlamBenchmark.playSearch(iterations: budget, games: searchGames, seed: 8) }
            let iterations = Double(played.searched * budget)
            figures.append(("pokerslamSearch\(budget)EngineGamesPerSecond", Double(searchGames) / loopTime, "games/s"))
            figures.append(("pokerslamSearch\(budget)IterationsPerSecond", iterations / loopTime, "iterations/s"))
            log("pokerslam search-\(budget), the engine alone (invariants off): \(NumberFormat.si(Double(searchGames) / loopTime, digits: 3))games/s, "
                + "\(NumberFormat.si(iterations / loopTime, digits: 3))iterations/s (\(NumberFormat.fixed(Double(played.searched) / Double(max(1, searchGames)), digits: 1)) "
                + "searched decisions a game, mean score \(NumberFormat.fixed(Double(played.score) / Double(max(1, searchGames)), digits: 1)))")
        }

        let registration = PokerSlamGame.registration
        let shipped = try! registration.descriptor.configuration(rules: "shipped", settings: [])
        let checker = InvariantChecker(registration: registration, configuration: shipped, seed: 7, games: 1, jobs: 1)
        var report: CheckReport?
        let time = BenchClock.seconds { report = checker.run() }
        figures.append(("pokerslamTargetedCheckSeconds", time, "s"))
        log("pokerslam shipped check, targeted search for a dead opening grid, shrink and all: \(NumberFormat.fixed(time, digits: 3)) s "
            + "(\(report?.targeted?.summary ?? "no search"); \(report?.findings.count ?? 0) finding)")
    }

    /// The whole `playtest run` of PokerSlam greedy (10,000 games, seed 1, one job, a child process: start-up, the
    /// metrics, the analysis and the report included) against the engine alone with every invariant on the same
    /// games, alternated over five rounds; the medians and their ratio, which issue 23 wants at 0.9 or more.
    static func benchPokerSlamRun(scale: Int, figures: inout [(name: String, value: Double, unit: String)], log: (String) -> Void) {
        let games = 10_000 / scale
        let scenario = #"{"name": "bench-pokerslam-run", "seed": 1, "games": \#(games), "studies": [{"game": "pokerslam", "bots": ["greedy"]}]}"#
        var runs: [Double] = []
        var engines: [Double] = []
        for _ in 0..<5 {
            engines.append(BenchClock.seconds { _ = PokerSlamBenchmark.play(GreedyBot.self, games: games, seed: 1, checked: true) })
            guard let run = WholeRunTiming.seconds(scenario: scenario, programName: BuiltInGames.catalog.programName) else {
                log("pokerslam whole run: not timed (bench is not running as \(BuiltInGames.catalog.programName), or the run failed)")
                return
            }
            runs.append(run)
        }
        let run = runs.sorted()[2]
        let engine = engines.sorted()[2]
        figures.append(("pokerslamRunGamesPerSecond", Double(games) / run, "games/s"))
        figures.append(("pokerslamRunEngineGamesPerSecond", Double(games) / engine, "games/s"))
        figures.append(("pokerslamRunToEngine", engine / run, "x"))
        log("pokerslam whole run (playtest run, greedy, \(NumberFormat.counted(games, "game")), seed 1, --jobs 1, a child process): "
            + "\(NumberFormat.fixed(run, digits: 3)) s, \(NumberFormat.si(Double(games) / run, digits: 3))games/s; the engine with every "
            + "invariant on the same games: \(NumberFormat.si(Double(games) / engine, digits: 3))games/s; run / engine "
            + "\(NumberFormat.fixed(engine / run, digits: 2)) (medians of 5 alternating rounds)")
    }
}
