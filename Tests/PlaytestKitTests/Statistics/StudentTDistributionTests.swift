import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("StudentTDistribution")
struct StudentTDistributionTests {
    /// Upper critical values t(p, ν) printed to three decimals in the NIST/SEMATECH e-Handbook of Statistical
    /// Methods, section 1.3.6.7.2, "Critical Values of the Student's t Distribution"
    /// (https://www.itl.nist.gov/div898/handbook/eda/section3/eda3672.htm).
    static let published: [(p: Double, nu: Double, t: Double)] = [
        (0.975, 1, 12.706), (0.975, 2, 4.303), (0.975, 3, 3.182), (0.975, 5, 2.571), (0.975, 9, 2.262),
        (0.975, 10, 2.228), (0.975, 30, 2.042), (0.975, 100, 1.984), (0.95, 10, 1.812), (0.995, 5, 4.032),
        (0.99, 20, 2.528), (0.90, 4, 1.533),
    ]

    @Test("quantiles match the NIST/SEMATECH table to its three decimals")
    func publishedTable() {
        for row in Self.published {
            let t = StudentTDistribution.quantile(row.p, degreesOfFreedom: row.nu)
            #expect(abs(t - row.t) < 0.0005, "t(\(row.p), \(row.nu)) = \(t), table \(row.t)")
        }
    }

    @Test("closed forms: ν = 1 is Cauchy, ν = 2 is (2p − 1)/√(2p(1 − p))", arguments: [0.6, 0.9, 0.975, 0.999])
    func closedForms(p: Double) {
        #expect(abs(StudentTDistribution.quantile(p, degreesOfFreedom: 1) - tan(Double.pi * (p - 0.5))) < 1e-8)
        #expect(abs(StudentTDistribution.quantile(p, degreesOfFreedom: 2) - (2 * p - 1) / (2 * p * (1 - p)).squareRoot()) < 1e-9)
    }

    @Test("the quantile inverts the CDF, is antisymmetric, and tends to the normal's")
    func inverts() {
        for nu in [1.5, 3.7, 12, 250] {
            for p in [0.01, 0.3, 0.8, 0.999] {
                let t = StudentTDistribution.quantile(p, degreesOfFreedom: nu)
                #expect(abs(StudentTDistribution.cumulative(t, degreesOfFreedom: nu) - p) < 1e-10)
                #expect(abs(t + StudentTDistribution.quantile(1 - p, degreesOfFreedom: nu)) < 1e-9)
            }
        }
        #expect(abs(StudentTDistribution.quantile(0.975, degreesOfFreedom: 1e6) - NormalDistribution.quantile(0.975)) < 1e-5)
        #expect(StudentTDistribution.quantile(0.975, degreesOfFreedom: 5.5) < StudentTDistribution.quantile(0.975, degreesOfFreedom: 5))
    }

    @Test("Welch-Satterthwaite: equal variances and counts give 2(n − 1); constant arms give none")
    func welch() {
        #expect(abs(StudentTDistribution.welchDegreesOfFreedom(varianceA: 4, countA: 10, varianceB: 4, countB: 10)! - 18) < 1e-12)
        #expect(StudentTDistribution.welchDegreesOfFreedom(varianceA: 0, countA: 10, varianceB: 0, countB: 10) == nil)
        // One arm constant: the other's n − 1.
        #expect(abs(StudentTDistribution.welchDegreesOfFreedom(varianceA: 0, countA: 5, varianceB: 3, countB: 8)! - 7) < 1e-12)
    }
}
