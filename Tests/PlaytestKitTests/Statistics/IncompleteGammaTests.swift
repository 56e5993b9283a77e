import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("IncompleteGamma")
struct IncompleteGammaTests {

    // MARK: - Closed forms

    @Test("Q(1, x) = e^{-x} on both branches")
    func exponential() {
        for x in [0.01, 0.5, 1.9, 2.1, 5, 20, 50] {
            let q = IncompleteGamma.upperRegularized(a: 1, x: x)
            #expect(abs(q - exp(-x)) <= 1e-14 * max(1, exp(-x)) + 1e-300)
            #expect(abs(q - exp(-x)) / exp(-x) <= 1e-12)
        }
    }

    @Test("P(1/2, x) = erf(√x) on both branches")
    func errorFunction() {
        for x in [0.001, 0.3, 1.4, 1.6, 4, 9] {
            let p = IncompleteGamma.lowerRegularized(a: 0.5, x: x)
            #expect(abs(p - erf(x.squareRoot())) <= 1e-14)
        }
    }

    @Test("Q(n, x) for integer n is the Poisson tail Σ_{k<n} e^{-x} x^k / k!")
    func poissonIdentity() {
        for (n, x) in [(3, 2.0), (3, 6.0), (10, 4.0), (10, 15.0), (25, 24.0)] {
            var term = exp(-x)
            var sum = term
            for k in 1..<n {
                term *= x / Double(k)
                sum += term
            }
            let q = IncompleteGamma.upperRegularized(a: Double(n), x: x)
            #expect(abs(q - sum) <= 1e-13)
        }
    }

    // MARK: - Complementarity and limits

    @Test("P + Q = 1 and limits at 0 and infinity")
    func complementAndLimits() {
        for a in [0.5, 1, 2.5, 10, 100] {
            for x in [0.1, a, a + 1, 3 * a] {
                let total = IncompleteGamma.lowerRegularized(a: a, x: x)
                    + IncompleteGamma.upperRegularized(a: a, x: x)
                #expect(abs(total - 1) <= 1e-14)
            }
            #expect(IncompleteGamma.upperRegularized(a: a, x: 0) == 1)
            #expect(IncompleteGamma.lowerRegularized(a: a, x: 0) == 0)
            #expect(IncompleteGamma.upperRegularized(a: a, x: .infinity) == 0)
            #expect(IncompleteGamma.lowerRegularized(a: a, x: .infinity) == 1)
        }
    }

    @Test("Q is monotonically non-increasing in x")
    func monotone() {
        var previous = 1.0
        for step in 1...200 {
            let q = IncompleteGamma.upperRegularized(a: 7.5, x: Double(step) * 0.1)
            #expect(q <= previous)
            previous = q
        }
    }
}
