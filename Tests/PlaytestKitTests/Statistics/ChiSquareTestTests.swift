import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("ChiSquareTest")
struct ChiSquareTestTests {

    // MARK: - Statistic

    @Test("Pearson statistic on a small hand-computed example")
    func statistic() {
        // (10-8)²/8 + (6-8)²/8 + (8-8)²/8 = 0.5 + 0.5 + 0 = 1.0
        let value = ChiSquareTest.statistic(observed: [10, 6, 8], expected: [8, 8, 8])
        #expect(abs(value - 1.0) <= 1e-15)
        // Unequal expectations: (18-20)²/20 + (55-50)²/50 + (27-30)²/30 = 0.2 + 0.5 + 0.3 = 1.0
        let skewed = ChiSquareTest.statistic(observed: [18, 55, 27], expected: [20, 50, 30])
        #expect(abs(skewed - 1.0) <= 1e-14)
    }

    // MARK: - p-values against published critical values

    @Test("p-values at published critical values", arguments: [
        (11.0705, 5, 0.05),
        (3.8415, 1, 0.05),
        (23.2093, 10, 0.01),
        (5.9915, 2, 0.05),
        (6.6349, 1, 0.01),
        (2.7055, 1, 0.10),
        (43.7730, 30, 0.05),
        (124.342, 100, 0.05),
    ])
    func publishedCriticalValues(statistic: Double, degreesOfFreedom: Int, expected: Double) {
        let p = ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: degreesOfFreedom)
        #expect(abs(p - expected) <= 1e-4)
    }

    @Test("p-values on both sides of the series/continued-fraction switch")
    func referenceValues() {
        // Reference values of the chi-square survival function.
        #expect(abs(ChiSquareTest.pValue(statistic: 0.5, degreesOfFreedom: 1) - 0.47950012218695337) <= 1e-12)
        #expect(abs(ChiSquareTest.pValue(statistic: 80, degreesOfFreedom: 60) - 0.043228682151735594) <= 1e-12)
        let tiny = ChiSquareTest.pValue(statistic: 100, degreesOfFreedom: 3)
        #expect(abs(tiny - 1.5541594313896026e-21) <= 1e-30)
        #expect(ChiSquareTest.pValue(statistic: 2, degreesOfFreedom: 60) > 1 - 1e-12)
    }

    @Test("A zero statistic has p-value exactly 1")
    func zeroStatistic() {
        #expect(ChiSquareTest.pValue(statistic: 0, degreesOfFreedom: 1) == 1)
        #expect(ChiSquareTest.pValue(statistic: 0, degreesOfFreedom: 7) == 1)
    }

    // MARK: - Uniformity

    @Test("Perfectly uniform counts give statistic 0 and p-value 1")
    func uniformExact() throws {
        let result = try #require(ChiSquareTest.uniformity(counts: [25, 25, 25, 25]))
        #expect(result.statistic == 0)
        #expect(result.degreesOfFreedom == 3)
        #expect(result.pValue == 1)
        #expect(!result.rejectsNull())
    }

    @Test("A loaded die is rejected; a fair-looking one is not")
    func uniformityDecisions() throws {
        // 60 rolls, expected 10 each: (20-10)²/10 + 5·(8-10)²/10 = 10 + 2 = 12, df 5.
        let loaded = try #require(ChiSquareTest.uniformity(counts: [20, 8, 8, 8, 8, 8]))
        #expect(abs(loaded.statistic - 12) <= 1e-12)
        #expect(loaded.degreesOfFreedom == 5)
        #expect(abs(loaded.pValue - 0.03479) <= 1e-4)
        #expect(loaded.rejectsNull(at: 0.05))
        #expect(!loaded.rejectsNull(at: 0.01))

        let fair = try #require(ChiSquareTest.uniformity(counts: [9, 11, 10, 12, 8, 10]))
        #expect(abs(fair.statistic - 1.0) <= 1e-12)
        #expect(fair.pValue > 0.9)
    }

    @Test("Degenerate inputs give nil")
    func degenerate() {
        #expect(ChiSquareTest.uniformity(counts: []) == nil)
        #expect(ChiSquareTest.uniformity(counts: [42]) == nil)
        #expect(ChiSquareTest.uniformity(counts: [0, 0, 0]) == nil)
    }
}
