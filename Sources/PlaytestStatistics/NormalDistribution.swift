import Foundation

/// The standard normal distribution's quantiles, for intervals at a confidence a scenario states.
public enum NormalDistribution {
    /// The standard normal CDF, Φ(x) = erfc(−x/√2)/2.
    public static func cumulative(_ x: Double) -> Double {
        0.5 * erfc(-x / 2.0.squareRoot())
    }

    /// The `p` quantile of N(0, 1), Φ⁻¹(p), for `p` in (0, 1).
    ///
    /// Estimator: bisection on ``cumulative(_:)`` over [−40, 40] to the last bit (about 80 halvings),
    /// then one Newton step; absolute error below 1e-12 over (1e-300, 1 − 1e-16).
    /// - Precondition: `0 < p < 1`.
    public static func quantile(_ p: Double) -> Double {
        precondition(p > 0 && p < 1, "quantile: p must lie in (0, 1) (got \(p))")
        var low = -40.0
        var high = 40.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if cumulative(middle) < p { low = middle } else { high = middle }
        }
        let x = (low + high) / 2
        let density = exp(-x * x / 2) / (2 * Double.pi).squareRoot()
        guard density > 0 else { return x }
        return x - (cumulative(x) - p) / density
    }

    /// The two-sided critical value for a confidence level: Φ⁻¹((1 + confidence)/2); 1.959964 for 0.95.
    /// - Precondition: `0 < confidence < 1`.
    public static func twoSidedCritical(confidence: Double) -> Double {
        precondition(confidence > 0 && confidence < 1, "confidence must lie in (0, 1) (got \(confidence))")
        return quantile((1 + confidence) / 2)
    }
}
