import Foundation

/// The difference of two arms' means measured on the same units (games on the same deals), with the
/// paired interval and, beside it, the interval that ignores the pairing.
///
/// Estimator: with dᵢ = bᵢ − aᵢ over the n units both arms measured, the paired interval is
/// d̄ ± t_{n−1}·s_d/√n (Student's t with n − 1 degrees of freedom); the unpaired one is
/// b̄ − ā ± t_ν·√(s_a²/n + s_b²/n), Welch's interval, with ν the Welch-Satterthwaite degrees of freedom
/// (``StudentTDistribution/welchDegreesOfFreedom(varianceA:countA:varianceB:countB:)``). With z in place of t both
/// covered about 91.8% at n = 10 against a nominal 95%; see docs/statistics.md, "Calibration".
/// Since s_d² = s_a² + s_b² − 2·cov(a, b), pairing narrows the interval exactly when the arms are
/// positively correlated, as common random numbers make them.
public struct PairedDifference: Sendable, Equatable {
    /// Units both arms measured.
    public let count: Int
    /// Mean of arm A.
    public let meanA: Double
    /// Mean of arm B.
    public let meanB: Double
    /// B − A with the paired interval.
    public let paired: ConfidenceInterval
    /// B − A with the unpaired (Welch) interval.
    public let unpaired: ConfidenceInterval
    /// The sample correlation of A and B (0 when either is constant).
    public let correlation: Double

    /// The paired difference of `a` and `b` (the same length, unit by unit) at `confidence`, or nil with fewer than 2 units.
    /// - Precondition: `a.count == b.count`, `0 < confidence < 1`.
    /// - Complexity: O(n).
    public init?(_ a: [Double], _ b: [Double], confidence: Double = 0.95) {
        precondition(a.count == b.count, "PairedDifference: the arms must measure the same units")
        guard a.count >= 2 else { return nil }
        let sa = RunningStatistics(a)
        let sb = RunningStatistics(b)
        let sd = RunningStatistics(zip(a, b).map { $1 - $0 })
        var covariance = 0.0
        for (x, y) in zip(a, b) { covariance += (x - sa.mean) * (y - sb.mean) }
        covariance /= Double(a.count - 1)
        let n = Double(a.count)
        count = a.count
        meanA = sa.mean
        meanB = sb.mean
        let pairedHalf = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: n - 1) * sd.standardError
        paired = ConfidenceInterval(estimate: sd.mean, lower: sd.mean - pairedHalf, upper: sd.mean + pairedHalf)
        let difference = sb.mean - sa.mean
        let welch = StudentTDistribution.welchDegreesOfFreedom(varianceA: sa.variance, countA: a.count, varianceB: sb.variance, countB: b.count)
        let unpairedHalf = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: welch ?? 2 * (n - 1))
            * (sa.variance / n + sb.variance / n).squareRoot()
        unpaired = ConfidenceInterval(estimate: difference, lower: difference - unpairedHalf, upper: difference + unpairedHalf)
        let spread = sa.standardDeviation * sb.standardDeviation
        correlation = spread > 0 ? covariance / spread : 0
    }
}
