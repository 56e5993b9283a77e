import Foundation

/// Wald's sequential probability ratio test (Wald 1945) of H0 against H1 at error rates alpha and beta.
///
/// After each observation the log-likelihood ratio log(L1/L0) is compared with
/// Wald's boundaries: accept H1 at or above log A, A = (1 − β)/α; accept H0 at
/// or below log B, B = β/(1 − α); otherwise continue. Wald's approximation
/// keeps the error rates near α (wrongly accepting H1) and β (wrongly accepting H0).
public struct SequentialProbabilityRatioTest: Sendable, Equatable {
    /// What the test concluded.
    public enum Decision: String, Sendable {
        /// The ratio crossed log A.
        case acceptH1 = "accept H1"
        /// The ratio crossed log B.
        case acceptH0 = "accept H0"
        /// Neither boundary was reached.
        case undecided
    }

    /// The rate of accepting H1 when H0 holds.
    public let alpha: Double
    /// The rate of accepting H0 when H1 holds.
    public let beta: Double

    /// A test at these error rates.
    /// - Precondition: both in (0, 1) with `alpha + beta < 1`.
    public init(alpha: Double, beta: Double) {
        precondition(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1, "SPRT: need 0 < alpha, beta and alpha + beta < 1")
        self.alpha = alpha
        self.beta = beta
    }

    /// log A = log((1 − β)/α): accept H1 at or above it.
    public var upperBoundary: Double { log((1 - beta) / alpha) }
    /// log B = log(β/(1 − α)): accept H0 at or below it.
    public var lowerBoundary: Double { log(beta / (1 - alpha)) }

    /// The decision for a log-likelihood ratio.
    public func decision(logLikelihoodRatio llr: Double) -> Decision {
        if llr >= upperBoundary { return .acceptH1 }
        if llr <= lowerBoundary { return .acceptH0 }
        return .undecided
    }

    /// One observation's log-likelihood ratio for a normal mean, H1: mean = `h1` against H0: mean = `h0`,
    /// at variance `variance`: ((x − h0)² − (x − h1)²) / 2σ² = (h1 − h0)(x − (h0 + h1)/2) / σ².
    public static func normalMeanStep(_ x: Double, h0: Double, h1: Double, variance: Double) -> Double {
        (h1 - h0) * (x - (h0 + h1) / 2) / variance
    }

    /// Where a run of the test over observations stopped.
    public struct Outcome: Sendable, Equatable {
        /// The decision.
        public let decision: Decision
        /// Observations read before deciding (all of them when undecided).
        public let observations: Int
        /// The log-likelihood ratio where it stopped.
        public let logLikelihoodRatio: Double
    }

    /// Runs the test for a normal mean over `values` in order, stopping at the first boundary crossed.
    ///
    /// The variance is the running sample variance of the values read so far (a plug-in, so the test is
    /// approximate for non-normal data); the first `burnIn` values (at least 2) only estimate it.
    /// - Complexity: O(n).
    public func runNormalMean(_ values: [Double], h0: Double, h1: Double, burnIn: Int = 10) -> Outcome {
        var statistics = RunningStatistics()
        var llr = 0.0
        let start = max(2, burnIn)
        for (index, value) in values.enumerated() {
            if index >= start, statistics.variance > 0 {
                llr += Self.normalMeanStep(value, h0: h0, h1: h1, variance: statistics.variance)
                let decision = decision(logLikelihoodRatio: llr)
                if decision != .undecided { return Outcome(decision: decision, observations: index + 1, logLikelihoodRatio: llr) }
            }
            statistics.add(value)
        }
        return Outcome(decision: .undecided, observations: values.count, logLikelihoodRatio: llr)
    }
}
