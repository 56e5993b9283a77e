import Foundation

/// An anytime-valid confidence sequence for a mean: intervals that hold at every sample size at once.
///
/// Estimator: the normal-mixture boundary (Robbins 1970; Howard et al. 2021, Waudby-Smith et al. 2021).
/// For a mean of n observations with standard deviation σ, the half-width
///
///     σ · √( 2(nρ² + 1) / (n²ρ²) · log(√(nρ² + 1) / α) )
///
/// keeps the true mean inside the interval at every n simultaneously with probability at least 1 − α,
/// so a run may look after every batch and stop when it likes; a fixed-n interval looked at repeatedly
/// would not. It is valid for σ-sub-Gaussian observations: a rate (σ = 1/2) and any value bounded in [a, b]
/// (σ = (b − a)/2, Hoeffding's lemma), as ``boundedMeanInterval(mean:count:range:)`` uses. With σ estimated
/// from the data it is not valid (a plug-in missed 18% on lognormal data and 60% on a rare event, where s = 0
/// gives zero width), so `GateEvaluation` never plugs one in. ρ tunes where the sequence is tightest:
/// ``rho(tightestAt:alpha:)``.
public struct ConfidenceSequence: Sendable, Equatable {
    /// The error rate: the chance the mean ever leaves the sequence.
    public let alpha: Double
    /// The mixture's tuning parameter.
    public let rho: Double

    /// A sequence at error rate `alpha`, tightest near `tightestAt` observations.
    /// - Precondition: `0 < alpha < 1`, `tightestAt >= 1`.
    public init(alpha: Double, tightestAt: Int) {
        precondition(alpha > 0 && alpha < 1 && tightestAt >= 1, "ConfidenceSequence: need 0 < alpha < 1 and tightestAt >= 1")
        self.alpha = alpha
        self.rho = Self.rho(tightestAt: tightestAt, alpha: alpha)
    }

    /// The ρ that makes the boundary (nearly) tightest at `n` observations:
    /// ρ = √((−2 log α + log(−2 log α + 1)) / n) (Waudby-Smith et al. 2021, their choice of ρ).
    public static func rho(tightestAt n: Int, alpha: Double) -> Double {
        let l = -2 * log(alpha)
        return ((l + log(l + 1)) / Double(n)).squareRoot()
    }

    /// The half-width of the mean's interval after `count` observations of standard deviation `sigma`.
    /// - Precondition: `count >= 1`.
    public func halfWidth(count: Int, sigma: Double) -> Double {
        precondition(count >= 1, "ConfidenceSequence: need at least one observation")
        let n = Double(count)
        let r2 = rho * rho
        return sigma * (2 * (n * r2 + 1) / (n * n * r2) * log((n * r2 + 1).squareRoot() / alpha)).squareRoot()
    }

    /// The interval for a mean after `count` observations.
    public func interval(mean: Double, count: Int, sigma: Double) -> ConfidenceInterval {
        let half = halfWidth(count: count, sigma: sigma)
        return ConfidenceInterval(estimate: mean, lower: mean - half, upper: mean + half)
    }

    /// The interval for the mean of values that all lie in `range`, with σ = (high − low)/2 (Hoeffding's lemma: such a
    /// variable is σ-sub-Gaussian), clamped to the range. Its width depends only on the count and the range, never on
    /// the spread observed, so a sample of all-equal values still gets a real width.
    /// - Precondition: `count >= 1`.
    public func boundedMeanInterval(mean: Double, count: Int, range: ClosedRange<Double>) -> ConfidenceInterval {
        let half = halfWidth(count: count, sigma: (range.upperBound - range.lowerBound) / 2)
        return ConfidenceInterval(estimate: mean, lower: max(range.lowerBound, mean - half), upper: min(range.upperBound, mean + half))
    }

    /// The interval for a proportion (σ ≤ 1/2 for any 0/1 data, so exact), clamped to [0, 1].
    public func proportionInterval(successes: Int, trials: Int) -> ConfidenceInterval? {
        guard trials > 0 else { return nil }
        let p = Double(successes) / Double(trials)
        let half = halfWidth(count: trials, sigma: 0.5)
        return ConfidenceInterval(estimate: p, lower: max(0, p - half), upper: min(1, p + half))
    }
}
