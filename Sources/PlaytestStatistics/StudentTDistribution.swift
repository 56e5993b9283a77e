import Foundation

/// Student's t distribution with ν > 0 degrees of freedom (ν need not be whole: Welch-Satterthwaite gives fractions).
///
/// The CDF comes from the regularized incomplete beta function, F(t) = 1 − ½·I_{ν/(ν+t²)}(ν/2, ½) for t ≥ 0
/// (Abramowitz and Stegun 1964, 26.7.1 with 26.5), evaluated by its continued fraction (A&S 26.5.8) with the modified
/// Lentz method; the quantile inverts it by bisection to the last bit, as ``NormalDistribution/quantile(_:)`` does.
public enum StudentTDistribution {
    /// P(T ≤ t) for T ~ t with `degreesOfFreedom` degrees of freedom.
    /// - Precondition: `degreesOfFreedom > 0`.
    public static func cumulative(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(nu > 0, "StudentTDistribution: degrees of freedom must be positive (got \(nu))")
        if t.isNaN { return .nan }
        if t.isInfinite { return t > 0 ? 1 : 0 }
        let tail = 0.5 * regularizedIncompleteBeta(x: nu / (nu + t * t), a: nu / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The `p` quantile of t with `degreesOfFreedom` degrees of freedom; infinite degrees of freedom give the normal's.
    ///
    /// Bisection on ``cumulative(_:degreesOfFreedom:)`` between bounds that bracket it; absolute error below 1e-9 for
    /// the quantiles a report uses (p from 1e-6 to 1 − 1e-6, ν ≥ 1).
    /// - Precondition: `0 < p < 1`, `degreesOfFreedom > 0`.
    public static func quantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(p > 0 && p < 1, "StudentTDistribution.quantile: p must lie in (0, 1) (got \(p))")
        precondition(nu > 0, "StudentTDistribution: degrees of freedom must be positive (got \(nu))")
        if nu.isInfinite || nu > 1e7 { return NormalDistribution.quantile(p) }
        if p == 0.5 { return 0 }
        if p < 0.5 { return -quantile(1 - p, degreesOfFreedom: nu) }
        var low = 0.0
        var high = 1.0
        while cumulative(high, degreesOfFreedom: nu) < p {
            low = high
            high *= 2
            if high > 1e300 { return .infinity }
        }
        for _ in 0..<2_000 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if cumulative(middle, degreesOfFreedom: nu) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The two-sided critical value for a confidence level: the (1 + confidence)/2 quantile; 2.228 for 0.95 at ν = 10.
    /// - Precondition: `0 < confidence < 1`, `degreesOfFreedom > 0`.
    public static func twoSidedCritical(confidence: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(confidence > 0 && confidence < 1, "confidence must lie in (0, 1) (got \(confidence))")
        return quantile((1 + confidence) / 2, degreesOfFreedom: nu)
    }

    /// Welch-Satterthwaite degrees of freedom of s_a²/n_a + s_b²/n_b (Welch 1947, Satterthwaite 1946):
    /// (v_a + v_b)² / (v_a²/(n_a − 1) + v_b²/(n_b − 1)) with v = s²/n; nil when both variances are 0.
    /// - Precondition: `countA >= 2`, `countB >= 2`.
    public static func welchDegreesOfFreedom(varianceA: Double, countA: Int, varianceB: Double, countB: Int) -> Double? {
        precondition(countA >= 2 && countB >= 2, "Welch needs at least two observations per arm")
        let va = varianceA / Double(countA)
        let vb = varianceB / Double(countB)
        let denominator = va * va / Double(countA - 1) + vb * vb / Double(countB - 1)
        guard denominator > 0 else { return nil }
        return (va + vb) * (va + vb) / denominator
    }

    /// I_x(a, b), the regularized incomplete beta function, for 0 ≤ x ≤ 1 and a, b > 0.
    ///
    /// The continued fraction converges fast for x < (a + 1)/(a + b + 2); above it the symmetry
    /// I_x(a, b) = 1 − I_{1−x}(b, a) is used.
    static func regularizedIncompleteBeta(x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x > (a + 1) / (a + b + 2) { return 1 - regularizedIncompleteBeta(x: 1 - x, a: b, b: a) }
        let logBeta: Double = lgamma(a) + lgamma(b) - lgamma(a + b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let logFront: Double = logPowers - logBeta - log(a)
        return exp(logFront) * betaContinuedFraction(x: x, a: a, b: b)
    }

    /// 1 / (1 + d₁/(1 + d₂/(1 + …))) with d_{2m+1} = −(a+m)(a+b+m)x / ((a+2m)(a+2m+1)) and
    /// d_{2m} = m(b−m)x / ((a+2m−1)(a+2m)), by the modified Lentz method (Lentz 1976; Thompson and Barnett 1986).
    static func betaContinuedFraction(x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var f = tiny
        var c = f
        var d = 0.0
        func step(_ coefficient: Double) {
            d = 1 + coefficient * d
            if abs(d) < tiny { d = tiny }
            c = 1 + coefficient / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            f *= c * d
        }
        step(1)  // b₀ = 0, then a₁ = 1 over b₁ = 1
        step(-(a + b) * x / (a + 1))  // d₁
        for m in 1...10_000 {
            let md = Double(m)
            step(md * (b - md) * x / ((a + 2 * md - 1) * (a + 2 * md)))  // d_{2m}
            step(-(a + md) * (a + b + md) * x / ((a + 2 * md) * (a + 2 * md + 1)))  // d_{2m+1}
            if abs(c * d - 1) < 1e-16 { break }
        }
        return f
    }
}
