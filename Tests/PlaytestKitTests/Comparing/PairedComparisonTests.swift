import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("PairedComparison")
struct PairedComparisonTests {
    @Test("metrics both arms measure are paired game by game; others are left out")
    func pairs() throws {
        let a = PerGameValues(metrics: ["x", "onlyA", "y"], values: [[1, 5, nil], [2, 5, 1], [3, 5, 2], [4, 5, 3]])
        let b = PerGameValues(metrics: ["y", "x"], values: [[0, 2], [2, 3], [3, 5], [5, 5]])
        let comparison = PairedComparison(a, b)
        #expect(comparison.rows.map(\.metric) == ["x", "y"])
        let x = comparison.rows[0].difference
        #expect(x == PairedDifference([1, 2, 3, 4], [2, 3, 5, 5]))
        #expect((comparison.rows[0].widthRatio ?? 0) > 1)
        // y: game 0 has no value in A, so three pairs.
        #expect(comparison.rows[1].difference.count == 3)
    }

    @Test("the group sequential test reads the paired differences of the games so far")
    func groupSequential() throws {
        let base = (0..<40).map { Double($0 % 3) }
        let a = PerGameValues(metrics: ["s"], values: base.map { [$0] })
        // Differences 1, 1.5, 1, 1, 1.5, ...: mean near 1.17, far from 0.
        let b = PerGameValues(metrics: ["s"], values: base.map { [$0 + ($0 == 1 ? 1.5 : 1)] })
        let test = GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 4)
        let outcome = try #require(PairedComparison.sequentialTest(a, b, metric: "s", h0: 0, h1: 1, test: test, look: 1))
        #expect(outcome.decision == .acceptH1 && outcome.observations == 40)
        // H0 at the mean of the differences (7/6) against H1: mean = 2: H1 is rejected instead.
        #expect(PairedComparison.sequentialTest(a, b, metric: "s", h0: 7.0 / 6, h1: 2, test: test, look: 1)?.decision == .acceptH0)
        // Both far from the data (both rejected): undecided, since neither is accepted over the other.
        #expect(PairedComparison.sequentialTest(a, b, metric: "s", h0: 0, h1: 2, test: test, look: 1)?.decision == .undecided)
        #expect(PairedComparison.sequentialTest(a, b, metric: "missing", h0: 0, h1: 1, test: test, look: 1) == nil)
    }

    @Test("two toy bots on the same deals: the paired interval is narrower than the unpaired one")
    func toyBots() throws {
        func values(_ bot: String) -> PerGameValues {
            ToyGame.registration.perGameValues(RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment(bot), seed: 2, games: 120))
        }
        let comparison = PairedComparison(values("random"), values("random"))
        let steps = try #require(comparison.rows.first { $0.metric == "steps" })
        // The same bot on the same deals plays the same games: the paired difference is exactly zero.
        #expect(steps.difference.paired.width == 0)
        #expect(steps.difference.unpaired.width > 0)
        #expect(steps.widthRatioText == "exact")
    }
}
