import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("GameRegistration per-game values")
struct GameRegistrationPerGameTests {
    @Test("per-game values agree with the aggregate run, and do not depend on jobs")
    func agreeWithRun() throws {
        let request = RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment("random"), seed: 3, games: 150, jobs: 1)
        let aggregate = ToyGame.registration.run(request)
        let perGame = ToyGame.registration.perGameValues(request)
        var parallel = request
        parallel.jobs = 3
        #expect(ToyGame.registration.perGameValues(parallel).values == perGame.values)
        #expect(perGame.games == 150)
        #expect(perGame.metrics.contains("ticks") && perGame.metrics.contains("steps") && !perGame.metrics.contains("invariants"))
        #expect(!perGame.metrics.contains("events"), "a scalar is not a per-game value")
        let ticks = try #require(perGame.metrics.firstIndex(of: "ticks"))
        let quits = try #require(perGame.metrics.firstIndex(of: "quitRate"))
        let values = perGame.values.compactMap { $0[ticks] }
        let quitCount = perGame.values.compactMap { $0[quits] }.reduce(0, +)
        guard case .summary(let statistics) = aggregate.measurements.first(where: { $0.name == "ticks" })?.value,
              case .rate(let successes, _) = aggregate.measurements.first(where: { $0.name == "quitRate" })?.value else {
            Issue.record("the toy game's measurements changed")
            return
        }
        #expect(values.count == statistics.count)
        #expect(abs(values.reduce(0, +) / Double(values.count) - statistics.mean) < 1e-9)
        #expect(quitCount == Double(successes))
    }
}
