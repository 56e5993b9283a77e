import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("PairedDifference")
struct PairedDifferenceTests {
    @Test("a small example worked by hand: paired and unpaired intervals and the correlation")
    func workedExample() throws {
        let d = try #require(PairedDifference([1, 2, 3, 4], [2, 3, 5, 5]))
        let z = ConfidenceInterval.z95
        #expect(d.count == 4)
        #expect(d.meanA == 2.5 && d.meanB == 3.75)
        // Differences 1, 1, 2, 1: mean 1.25, standard deviation 0.5, standard error 0.25.
        #expect(abs(d.paired.estimate - 1.25) < 1e-12)
        #expect(abs(d.paired.halfWidth - z * 0.25) < 1e-9)
        // Variances 5/3 and 9/4: standard error √((5/3 + 9/4)/4).
        #expect(abs(d.unpaired.halfWidth - z * ((5.0 / 3 + 9.0 / 4) / 4).squareRoot()) < 1e-9)
        // Covariance 11/6 over 1.2910 x 1.5.
        #expect(abs(d.correlation - (11.0 / 6) / ((5.0 / 3).squareRoot() * 1.5)) < 1e-12)
        #expect(d.paired.width < d.unpaired.width)
    }

    @Test("negatively correlated arms: pairing widens the interval")
    func negativeCorrelation() throws {
        let d = try #require(PairedDifference([1, 2, 3, 4], [4, 3, 2, 1]))
        #expect(d.correlation < -0.99)
        #expect(d.paired.width > d.unpaired.width)
    }

    @Test("fewer than two units give no interval")
    func tooFew() {
        #expect(PairedDifference([1], [2]) == nil)
    }
}
