import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("GameRegistration sequential running")
struct GameRegistrationSequentialTests {
    static func request(games: Int, jobs: Int) -> RunRequest {
        RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment("random"), seed: 11, games: games, jobs: jobs)
    }

    static func ticks(_ result: ConfigurationResult) -> RunningStatistics? {
        guard case .summary(let statistics) = result.measurements.first(where: { $0.name == "ticks" })?.value else { return nil }
        return statistics
    }

    @Test("never decided, it plays to the cap, and equals a fixed run of that many games for any jobs")
    func playsToCap() {
        let cap = 64 + GameRegistration.sequentialBatch
        let fixed = ToyGame.registration.run(Self.request(games: cap, jobs: 1))
        for jobs in [1, 3] {
            var looks: [Int] = []
            let sequential = ToyGame.registration.runSequential(Self.request(games: 64, jobs: jobs), maxGames: cap) { result in
                looks.append(result.games)
                return false
            }
            #expect(looks == [64], "the cap needs no look")
            #expect(sequential.games == cap)
            #expect(Self.ticks(sequential) == Self.ticks(fixed))
            #expect(sequential.steps == fixed.steps)
        }
    }

    @Test("decided at the first look, it plays only the first games; the last batch stops at the cap")
    func stops() {
        let once = ToyGame.registration.runSequential(Self.request(games: 100, jobs: 2), maxGames: 10_000) { _ in true }
        #expect(once.games == 100)
        var looks: [Int] = []
        _ = ToyGame.registration.runSequential(Self.request(games: 100, jobs: 2), maxGames: 700) { result in
            looks.append(result.games)
            return false
        }
        #expect(looks == [100, 612])
        #expect(ToyGame.registration.runSequential(Self.request(games: 100, jobs: 2), maxGames: 700) { _ in false }.games == 700)
    }
}
