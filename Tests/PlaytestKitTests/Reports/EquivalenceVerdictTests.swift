import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("EquivalenceVerdict (TOST)")
struct EquivalenceVerdictTests {
    @Test("equivalent only when the 90% interval lies inside the band; different when wholly outside; else inconclusive")
    func outcomes() {
        // z(0.95) = 1.645: estimate 0.51, se 0.01 gives 0.4936 to 0.5264, inside 0.45 to 0.55.
        #expect(EquivalenceVerdict(estimate: 0.51, standardError: 0.01, reference: 0.5, margin: 0.05).outcome == .equivalent)
        // Wholly above 0.55.
        #expect(EquivalenceVerdict(estimate: 0.70, standardError: 0.02, reference: 0.5, margin: 0.05).outcome == .different)
        // Contains 0.5 yet reaches past the margin: absence of evidence, not fairness.
        let wide = EquivalenceVerdict(estimate: 0.50, standardError: 0.05, reference: 0.5, margin: 0.05)
        #expect(wide.outcome == .inconclusive)
        #expect(wide.interval.contains(0.5))
        #expect(wide.text().hasPrefix("not shown equivalent"))
    }

    @Test("a fair share reads the Wilson interval at the 90% level")
    func fairShare() throws {
        let even = try #require(EquivalenceVerdict.fairShare(successes: 1_000, trials: 2_000))
        #expect(even.outcome == .equivalent)
        #expect(abs(even.interval.upper - even.interval.lower - 2 * 1.645 * (0.25 / 2_000).squareRoot()) < 0.001)
        #expect(EquivalenceVerdict.fairShare(successes: 10, trials: 20)?.outcome == .inconclusive)
        #expect(EquivalenceVerdict.fairShare(successes: 160, trials: 200)?.outcome == .different)
        #expect(EquivalenceVerdict.fairShare(successes: 0, trials: 0) == nil)
    }
}
