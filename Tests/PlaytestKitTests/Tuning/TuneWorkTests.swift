import Testing
@testable import PlaytestAnalysis

@Suite("The most games a tuning plays, known before it plays")
struct TuneWorkTests {
    static let parameters = [TunedParameter(name: "a", defaultValue: 1, minimum: 0, maximum: 4, step: 1)]

    @Test("rungs halve the candidates and double the games until two are left; times generations and configurations; plus the confirmation")
    func counted() {
        let spec = TuneSpec(parameters: Self.parameters, objective: .target(metric: "m", value: 0),
                            budget: TuneBudget(candidates: 8, games: 12, generations: 1, confirmGames: 60))
        let work = spec.work(configurations: 1)
        #expect(work.rungs == 3, "8, 4 and 2 candidates")
        #expect(work.search == 8 * 12 + 4 * 24 + 2 * 48)
        #expect(work.confirmation == (2 + 1) * 60, "default, proposed and the one parameter alone")
        var twice = spec
        twice.budget.generations = 2
        #expect(twice.work(configurations: 3).search == 3 * 2 * work.search)
    }

    @Test("a budget past Int.max is counted as overflowing, not wrapped")
    func overflow() {
        let spec = TuneSpec(parameters: Self.parameters, objective: .target(metric: "m", value: 0),
                            budget: TuneBudget(candidates: 100_000, games: 1_000_000, generations: 100, confirmGames: 10_000_000))
        let work = spec.work(configurations: 1)
        #expect(work.total > 100_000_000)
        let giant = TuneSpec(parameters: Self.parameters, objective: .target(metric: "m", value: 0),
                             budget: TuneBudget(candidates: Int.max / 2, games: Int.max / 2, generations: 100, confirmGames: 2))
        #expect(giant.work(configurations: 5).overflows && giant.work(configurations: 5).total == Int.max)
    }
}
