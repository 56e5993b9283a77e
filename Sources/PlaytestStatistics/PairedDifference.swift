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
    public private(set) var paired: ConfidenceInterval
    /// B − A with the unpaired (Welch) interval.
    public private(set) var unpaired: ConfidenceInterval
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
        isBinary = a.allSatisfy { $0 == 0 || $0 == 1 } && b.allSatisfy { $0 == 0 || $0 == 1 }
        if isBinary {
            // Two shares of games (a coverage label reached or not): Bonett and Price's adjusted interval paired, Newcombe's
            // hybrid score unpaired, which keep a width when the event is rare (t on 0/1 differences collapses to [0, 0]
            // when no game differs).
            let z = NormalDistribution.twoSidedCritical(confidence: confidence)
            var both = 0, onlyA = 0, onlyB = 0
            for (x, y) in zip(a, b) {
                if x == 1 && y == 1 { both += 1 } else if x == 1 { onlyA += 1 } else if y == 1 { onlyB += 1 }
            }
            paired = Self.bonettPrice(onlyA: onlyA, onlyB: onlyB, count: a.count, z: z)
            unpaired = Self.newcombe(both: both, onlyA: onlyA, onlyB: onlyB, count: a.count, z: z, paired: false)
        }
    }

    /// True when every value of both arms is 0 or 1 (a share of games): then the paired interval is Bonett and Price's
    /// and the unpaired one Newcombe's.
    public private(set) var isBinary = false

    /// B − A for two shares of the same `count` games, `onlyA` and `onlyB` the games where only A or only B had the event:
    /// Bonett and Price's adjusted Wald interval for paired proportions (Bonett and Price 2012, "Adjusted Wald
    /// confidence interval for a difference of binomial proportions based on paired data", J. Educ. Behav. Statist.
    /// 37(4)): with p̃_A = (onlyA + 1)/(n + 2), p̃_B = (onlyB + 1)/(n + 2) and θ̃ = p̃_B − p̃_A,
    /// θ̃ ± z·√((p̃_A + p̃_B − θ̃²)/(n + 2)). Never zero width (with no discordant game, ±z·√(2/(n + 2)²)); on a rare
    /// paired difference it covered 95.6% where the t interval on the 0/1 differences collapsed and Newcombe's paired
    /// hybrid score gave 98.8% (the calibration suite's row).
    public static func bonettPrice(onlyA: Int, onlyB: Int, count: Int, z: Double) -> ConfidenceInterval {
        let n = Double(count) + 2
        let pA = (Double(onlyA) + 1) / n, pB = (Double(onlyB) + 1) / n
        let adjusted = pB - pA
        let half = z * (max(0, pA + pB - adjusted * adjusted) / n).squareRoot()
        let theta = Double(onlyB - onlyA) / Double(count)
        return ConfidenceInterval(estimate: theta, lower: min(adjusted - half, theta), upper: max(adjusted + half, theta))
    }

    /// B − A for two shares of the same `count` games, with `both`, `onlyA` and `onlyB` the games where both, only A or
    /// only B had the event: Newcombe's hybrid score interval from the two Wilson intervals (Newcombe 1998, "Improved
    /// confidence intervals for the difference between binomial proportions based on paired data", Statistics in
    /// Medicine 17(22), method 10; unpaired, "Interval estimation for the difference between independent proportions",
    /// Statistics in Medicine 17(8), method 10, the same with φ = 0):
    ///
    ///     L = θ − √((p_B − l_B)² − 2φ(p_B − l_B)(u_A − p_A) + (u_A − p_A)²)
    ///     U = θ + √((u_B − p_B)² − 2φ(u_B − p_B)(p_A − l_A) + (p_A − l_A)²)
    ///
    /// with φ the correlation of the 2×2 table (0 when a margin is empty). Never zero width: with no event in either
    /// arm it is [−u_A, u_B], Wilson's upper bounds. The calibration suite measures it on a paired difference of rare rates.
    public static func newcombe(both: Int, onlyA: Int, onlyB: Int, count: Int, z: Double, paired: Bool) -> ConfidenceInterval {
        let neither = count - both - onlyA - onlyB
        let successesA = both + onlyA, successesB = both + onlyB
        let wilsonA = ConfidenceInterval.wilson(successes: successesA, trials: count, z: z)!
        let wilsonB = ConfidenceInterval.wilson(successes: successesB, trials: count, z: z)!
        var phi = 0.0
        if paired {
            let margins = Double(successesA) * Double(count - successesA) * Double(successesB) * Double(count - successesB)
            if margins > 0 { phi = (Double(both) * Double(neither) - Double(onlyA) * Double(onlyB)) / margins.squareRoot() }
        }
        return hybrid(wilsonA, wilsonB, phi: phi)
    }

    /// B - A for two independent shares of any sizes (`successesA` of `trialsA`, `successesB` of `trialsB`): Newcombe's
    /// hybrid score interval, method 10 of the unpaired paper, from the two Wilson intervals (φ = 0).
    public static func newcombe(successesA: Int, trialsA: Int, successesB: Int, trialsB: Int, z: Double) -> ConfidenceInterval {
        hybrid(ConfidenceInterval.wilson(successes: successesA, trials: trialsA, z: z)!,
               ConfidenceInterval.wilson(successes: successesB, trials: trialsB, z: z)!, phi: 0)
    }

    /// Newcombe's hybrid interval for B - A from the two Wilson intervals and the correlation φ of the pairs.
    static func hybrid(_ wilsonA: ConfidenceInterval, _ wilsonB: ConfidenceInterval, phi: Double) -> ConfidenceInterval {
        let pA = wilsonA.estimate, pB = wilsonB.estimate
        let theta = pB - pA
        let downB = pB - wilsonB.lower, upA = wilsonA.upper - pA, upB = wilsonB.upper - pB, downA = pA - wilsonA.lower
        let lower = theta - max(0, downB * downB - 2 * phi * downB * upA + upA * upA).squareRoot()
        let upper = theta + max(0, upB * upB - 2 * phi * upB * downA + downA * downA).squareRoot()
        return ConfidenceInterval(estimate: theta, lower: min(lower, theta), upper: max(upper, theta))
    }
}
