import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("SequentialProbabilityRatioTest")
struct SequentialProbabilityRatioTestTests {
    /// A standard normal draw by Box–Muller from the project's generator.
    static func normal(_ rng: inout Xoshiro256StarStar) -> Double {
        let u = max(rng.drawUnitDouble(), 1e-300)
        let v = rng.drawUnitDouble()
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    @Test("Wald's boundaries: log A = log((1 - beta)/alpha), log B = log(beta/(1 - alpha))")
    func boundaries() {
        let test = SequentialProbabilityRatioTest(alpha: 0.05, beta: 0.1)
        #expect(abs(test.upperBoundary - log(18)) < 1e-12)
        #expect(abs(test.upperBoundary - 2.890371757896165) < 1e-12)
        #expect(abs(test.lowerBoundary - (-2.2512917986064953)) < 1e-12)
        #expect(test.decision(logLikelihoodRatio: 2.9) == .acceptH1)
        #expect(test.decision(logLikelihoodRatio: -2.26) == .acceptH0)
        #expect(test.decision(logLikelihoodRatio: 0) == .undecided)
    }

    @Test("a normal observation's log-likelihood ratio is (h1 - h0)(x - (h0 + h1)/2)/variance")
    func step() {
        #expect(SequentialProbabilityRatioTest.normalMeanStep(1, h0: 0, h1: 1, variance: 1) == 0.5)
        #expect(SequentialProbabilityRatioTest.normalMeanStep(0, h0: 0, h1: 2, variance: 4) == -0.5)
        // The same as the difference of the two normal log-densities.
        let x = 0.7, h0 = -0.2, h1 = 0.4, variance = 1.7
        let direct = ((x - h0) * (x - h0) - (x - h1) * (x - h1)) / (2 * variance)
        #expect(abs(SequentialProbabilityRatioTest.normalMeanStep(x, h0: h0, h1: h1, variance: variance) - direct) < 1e-12)
    }

    @Test("simulated error rates stay near alpha and beta (seed 20261122, 400 runs each)")
    func errorRates() {
        let test = SequentialProbabilityRatioTest(alpha: 0.05, beta: 0.1)
        var rng = Xoshiro256StarStar(seed: 20_261_122)
        var wrongH1 = 0, wrongH0 = 0, undecided = 0
        for truth in [0.0, 0.5] {
            for _ in 0..<400 {
                let values = (0..<600).map { _ in truth + Self.normal(&rng) }
                let outcome = test.runNormalMean(values, h0: 0, h1: 0.5)
                switch (truth, outcome.decision) {
                case (0, .acceptH1): wrongH1 += 1
                case (0.5, .acceptH0): wrongH0 += 1
                case (_, .undecided): undecided += 1
                default: break
                }
            }
        }
        // Wald: the realised rates are at most about alpha/(1 - beta) = 0.056 and beta/(1 - alpha) = 0.105; the plug-in
        // variance adds a little. 400 runs give a binomial spread near 0.012 and 0.015: the bands are 3 spreads wide.
        #expect(Double(wrongH1) / 400 < 0.056 + 0.036, "accepted H1 under H0 in \(wrongH1) of 400")
        #expect(Double(wrongH0) / 400 < 0.105 + 0.045, "accepted H0 under H1 in \(wrongH0) of 400")
        #expect(undecided <= 4, "undecided after 600 observations in \(undecided) of 800 runs")
    }

    @Test("the run stops at the first crossing and says how many observations it read")
    func stopsAtCrossing() {
        let test = SequentialProbabilityRatioTest(alpha: 0.05, beta: 0.05)
        let values = (0..<200).map { Double($0 % 2) * 2 + 4 }   // 4, 6, 4, 6: mean 5, variance about 1
        let outcome = test.runNormalMean(values, h0: 0, h1: 5)
        #expect(outcome.decision == .acceptH1)
        #expect(outcome.observations == 11)   // the burn-in of 10, then one observation decides
        #expect(outcome.logLikelihoodRatio >= test.upperBoundary)
    }
}
