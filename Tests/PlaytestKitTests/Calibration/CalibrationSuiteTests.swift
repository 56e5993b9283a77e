import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("CalibrationSuite")
struct CalibrationSuiteTests {
    @Test("the same replicates and seed give the same table; another seed another one")
    func deterministic() {
        let a = CalibrationSuite(replicates: 40, seed: 7).fixedIntervalRows()
        #expect(a == CalibrationSuite(replicates: 40, seed: 7).fixedIntervalRows())
        #expect(a.map(\.hits) != CalibrationSuite(replicates: 40, seed: 8).fixedIntervalRows().map(\.hits))
    }

    @Test("every kind is measured: t mean, Wilson rate, paired t, Welch, sequences (rate, skewed, rare event), test alpha and beta, TOST")
    func kinds() {
        let names = CalibrationSuite(replicates: 5, seed: 1).rows().map(\.name)
        for word in ["game-level mean (t)", "rate (Wilson)", "paired difference (t)", "Welch difference", "sequential rate",
                     "lognormal-like", "rare event", "sequential t-test alpha", "sequential t-test beta", "equivalence (TOST) alpha"] {
            #expect(names.contains { $0.contains(word) }, "\(word)")
        }
    }

    @Test("fixed-count intervals cover near 95% at 300 replicates")
    func fixedCover() {
        for row in CalibrationSuite(replicates: 300, seed: 2).fixedIntervalRows() { #expect(row.passes, "\(row.name): \(row.observed)") }
    }

    @Test("the z interval the t interval replaced under-covers at n = 10: the suite can tell them apart")
    func zUnderCovers() {
        let suite = CalibrationSuite(replicates: 2_000, seed: 4)
        let z = NormalDistribution.twoSidedCritical(confidence: 0.95)
        let hits = suite.count(row: 999) { random in
            let statistics = RunningStatistics((0..<10).map { _ in CalibrationSuite.normal(&random) })
            return abs(statistics.mean) <= z * statistics.standardError
        }
        let row = CalibrationRow(name: "z at n = 10", kind: .coverage, nominal: 0.95, hits: hits, total: 2_000)
        #expect(!row.passes && row.observed < 0.93)
    }

    @Test("the capped lognormal's mean matches a direct average")
    func cappedMean() {
        var random = StreamSeed.generator(seed: 1, game: 0, stream: 0)
        let average = (0..<200_000).map { _ in CalibrationSuite.cappedLognormal(&random) }.reduce(0, +) / 200_000
        #expect(abs(average - CalibrationSuite.cappedLognormalMean) < 0.02)
    }
}
