import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

/// `GameRegistration.run`, which plays chunks of `RunRequest.chunkSize` games through `GameRunner` and merges them in order.
@Suite("GameRunner")
struct GameRunnerTests {

    // MARK: - Helpers

    static func request(games: Int, jobs: Int, bot: String = "random", seed: UInt64 = 3) -> RunRequest {
        RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment(bot), seed: seed, games: games, jobs: jobs, maxSteps: 1_000)
    }

    /// Everything a result shows, as comparable values.
    struct Fingerprint: Equatable {
        let games: Int
        let steps: IntegerHistogram
        let checks: Int
        let tallies: [String]
        let finalCounter: IntegerHistogram?
        let ticks: RunningStatistics?
        let quits: [Int]

        init(_ result: ConfigurationResult) {
            games = result.games
            steps = result.steps
            checks = result.checks
            tallies = result.tallies.map { tally in
                "\(tally.info.name) \(tally.brokenGames) \(tally.first.map { "\($0.game) \($0.violation)" } ?? "-")"
            }
            var counter: IntegerHistogram?
            var ticks: RunningStatistics?
            var quits: [Int] = []
            for measurement in result.measurements {
                switch measurement.value {
                case .histogram(let histogram): counter = histogram
                case .summary(let statistics): ticks = statistics
                case .rate(let successes, let trials): quits = [successes, trials]
                default: break
                }
            }
            self.finalCounter = counter
            self.ticks = ticks
            self.quits = quits
        }
    }

    // MARK: - Determinism across jobs and chunks

    @Test("Jobs 1 and 2 give identical results, for game counts on and off the chunk size", arguments: [1, 63, 64, 65, 130, 200])
    func jobsDoNotMatter(games: Int) {
        let one = Fingerprint(ToyGame.registration.run(Self.request(games: games, jobs: 1)))
        let two = Fingerprint(ToyGame.registration.run(Self.request(games: games, jobs: 2)))
        #expect(one == two, "seed 3, \(games) games")
        #expect(one.games == games)
        #expect(one.steps.totalCount == games)
        #expect(one.finalCounter?.totalCount == games)
        #expect(one.quits.last == games)
    }

    @Test("Seven jobs give the same result as one")
    func manyJobs() {
        let one = Fingerprint(ToyGame.registration.run(Self.request(games: 150, jobs: 1)))
        let seven = Fingerprint(ToyGame.registration.run(Self.request(games: 150, jobs: 7)))
        #expect(one == seven, "seed 3, 150 games")
    }

    @Test("Game i is the same game whatever the total: the first 64 of 130 games match a run of 64")
    func gamesAreIndependentOfTotal() throws {
        let short = ToyGame.registration.run(Self.request(games: 64, jobs: 1))
        let long = ToyGame.registration.run(Self.request(games: 130, jobs: 2))
        let shortFirst = try #require(short.tallies.first?.first)
        let longFirst = try #require(long.tallies.first?.first)
        #expect(shortFirst.game == longFirst.game, "seed 3")
        #expect(shortFirst.violation == longFirst.violation, "seed 3")
        #expect(long.tallies[0].brokenGames >= short.tallies[0].brokenGames)
    }

    @Test("Each game plays the streams derived from (seed, game): the chance, then one per seat")
    func gamesUseDerivedStreams() {
        let result = ToyGame.registration.run(Self.request(games: 10, jobs: 1))
        var steps = IntegerHistogram()
        let game = ToyGame(configuration: ToyGame.defaultConfiguration)
        for index in 0..<10 {
            var streams = GameStreams(seed: 3, game: UInt64(index), seatCount: 1)
            steps.add(StatefulRunner.play(game, bot: RandomToyBot.self, streams: &streams, options: CaseOptions(maxSteps: 1_000)).stepCount)
        }
        #expect(result.steps == steps)
    }

    @Test("A different seed gives a different run")
    func seedMatters() {
        let a = Fingerprint(ToyGame.registration.run(Self.request(games: 100, jobs: 1, seed: 3)))
        let b = Fingerprint(ToyGame.registration.run(Self.request(games: 100, jobs: 1, seed: 4)))
        #expect(a != b)
    }

    // MARK: - Tallies and progress

    @Test("Tallies list the game's invariants, then the step limit, with the lowest failing game")
    func tallies() throws {
        let result = ToyGame.registration.run(Self.request(games: 70, jobs: 2, bot: "inc"))
        #expect(result.tallies.map(\.info.name) == ["counterAtMostTen", "stepLimit"])
        #expect(result.tallies[0].brokenGames == 70)
        let first = try #require(result.tallies[0].first)
        #expect(first.game == 0)
        #expect(first.violation.step == 11)
        #expect(result.tallies[1].brokenGames == 0)
        #expect(!result.allHeld)
        #expect(result.checks == 70 * 12)
        #expect(result.steps.count(of: 20) == 70)
    }

    @Test("A step limit is tallied as its own invariant")
    func stepLimitTally() {
        var request = Self.request(games: 5, jobs: 1, bot: "inc")
        request.maxSteps = 8
        let result = ToyGame.registration.run(request)
        #expect(result.tallies[1].info == InvariantInfo.stepLimit)
        #expect(result.tallies[1].brokenGames == 5)
        #expect(result.tallies[0].brokenGames == 0)
    }

    @Test("Progress is reported per chunk and ends at the number of games")
    func progress() {
        let calls = Locked<[Int]>([])
        var request = Self.request(games: 130, jobs: 1)
        request.progress = { finished in calls.withLock { $0.append(finished) } }
        _ = ToyGame.registration.run(request)
        #expect(calls.current == [64, 128, 130])
    }

    @Test("A registration without metrics still runs and tallies, with the runner's quality measures only")
    func noMetrics() {
        let result = ToyGame.bareRegistration.run(Self.request(games: 3, jobs: 1, bot: "inc"))
        #expect(result.measurements.map(\.name) == ["quality.completion", "quality.timeouts"])
        #expect(result.tallies[0].brokenGames == 3)
    }
}
