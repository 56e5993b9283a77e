import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("NormalDistribution")
struct NormalDistributionTests {
    @Test("quantiles match published values of the standard normal")
    func knownQuantiles() {
        #expect(abs(NormalDistribution.quantile(0.975) - 1.959963984540054) < 1e-9)
        #expect(abs(NormalDistribution.quantile(0.995) - 2.5758293035489004) < 1e-9)
        #expect(abs(NormalDistribution.quantile(0.8413447460685429) - 1) < 1e-9)
        #expect(abs(NormalDistribution.quantile(0.5)) < 1e-12)
        #expect(abs(NormalDistribution.quantile(1e-10) + 6.361340902404056) < 1e-7)
    }

    @Test("quantiles are antisymmetric and invert the CDF", arguments: [0.001, 0.02, 0.3, 0.6, 0.9, 0.999])
    func inverts(p: Double) {
        #expect(abs(NormalDistribution.quantile(p) + NormalDistribution.quantile(1 - p)) < 1e-9)
        #expect(abs(NormalDistribution.cumulative(NormalDistribution.quantile(p)) - p) < 1e-12)
    }

    @Test("the two-sided critical value of 95% is the familiar 1.96")
    func critical() {
        #expect(abs(NormalDistribution.twoSidedCritical(confidence: 0.95) - ConfidenceInterval.z95) < 1e-9)
        #expect(abs(NormalDistribution.twoSidedCritical(confidence: 0.9) - 1.6448536269514722) < 1e-9)
    }
}
