import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("PairedDifference")
struct PairedDifferenceTests {
    @Test("a small example worked by hand: paired and unpaired intervals and the correlation")
    func workedExample() throws {
        let d = try #require(PairedDifference([1, 2, 3, 4], [2, 3, 5, 5]))
        #expect(d.count == 4)
        #expect(d.meanA == 2.5 && d.meanB == 3.75)
        // Differences 1, 1, 2, 1: mean 1.25, standard deviation 0.5, standard error 0.25.
        #expect(abs(d.paired.estimate - 1.25) < 1e-12)
        // Student's t with 3 degrees of freedom: 3.182 (NIST/SEMATECH e-Handbook, table 1.3.6.7.2).
        #expect(abs(d.paired.halfWidth - 3.182 * 0.25) < 1e-3)
        // Variances 5/3 and 9/4: standard error √((5/3 + 9/4)/4); Welch-Satterthwaite df
        // (5/12 + 9/16)² / ((5/12)²/3 + (9/16)²/3) = 5.870, so t lies between t₆ = 2.447 and t₅ = 2.571.
        let se = ((5.0 / 3 + 9.0 / 4) / 4).squareRoot()
        let df = try #require(StudentTDistribution.welchDegreesOfFreedom(varianceA: 5.0 / 3, countA: 4, varianceB: 9.0 / 4, countB: 4))
        #expect(abs(df - 5.870) < 1e-3)
        #expect(abs(d.unpaired.halfWidth - StudentTDistribution.quantile(0.975, degreesOfFreedom: df) * se) < 1e-9)
        #expect(d.unpaired.halfWidth > 2.447 * se && d.unpaired.halfWidth < 2.571 * se)
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
