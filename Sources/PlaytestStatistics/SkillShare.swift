import Foundation

/// The share of score variance that is skill (which player plays) rather than the deal and chance, from a layout of
/// players x deals in which every player played every deal, with a delta-method interval over deals.
///
/// Estimand: pick a deal at random and a player uniformly; the score's variance splits into B, the variance of the
/// players' mean scores, (1/R) Σᵣ (mᵣ − m̄)², and W, the mean within-player variance over deals, (1/R) Σᵣ σᵣ². The
/// skill share is S = B / (B + W): 0 when the players score alike on every deal, 1 when the deal does not matter.
///
/// Estimator: B̂ = (1/R) Σᵣ (ȳᵣ − ȳ)² − tr(C S C)/(R·D) (the second term removes the noise the means carry, so B̂
/// is unbiased; C centres across players and S is the players' sample covariance over the D deals), Ŵ = (1/R) Σᵣ Sᵣᵣ,
/// and Ŝ = max(B̂, 0) / (max(B̂, 0) + Ŵ).
///
/// Interval: the deals are the independent units. Each deal's influence on Ŝ is
/// ψ_d = (Ŵ·ψᴮ_d − B̂·ψᵂ_d) / (B̂ + Ŵ)² with ψᴮ_d = (2/R) Σᵣ (ȳᵣ − ȳ)(y_rd − ȳᵣ) and ψᵂ_d = (1/R) Σᵣ ((y_rd − ȳᵣ)² − Sᵣᵣ);
/// the interval is built on the logit scale, logit Ŝ ± t_{D−1} · sd(ψ)/(√D · Ŝ(1 − Ŝ)), and mapped back, so it stays
/// inside (0, 1). Ŝ = 0 (the players never differ) or 1 (no within-player spread) gives the point itself.
public struct SkillShare: Sendable, Equatable {
    /// Ŝ.
    public let estimate: Double
    /// B̂, the variance between the players' means (bias-corrected, clipped at 0).
    public let between: Double
    /// Ŵ, the mean within-player variance over deals.
    public let within: Double
    /// The delta-method standard error of Ŝ.
    public let standardError: Double
    /// Deals.
    public let deals: Int

    /// The share of `scores[d][r]` (deal d, player r) that is the player's.
    ///
    /// Nil with fewer than 2 deals or 2 players, or when no score varies at all.
    /// - Precondition: every deal lists every player.
    /// - Complexity: O(D x R²).
    public init?(scores: [[Double]]) {
        let d = scores.count
        guard d >= 2, let r = scores.first?.count, r >= 2 else { return nil }
        precondition(scores.allSatisfy { $0.count == r }, "SkillShare: every deal lists every player")
        let dd = Double(d), rr = Double(r)
        let means = (0..<r).map { p in scores.reduce(0) { $0 + $1[p] } / dd }
        let grand = means.reduce(0, +) / rr
        var covariance = [[Double]](repeating: [Double](repeating: 0, count: r), count: r)
        for row in scores {
            for a in 0..<r { for b in 0..<r { covariance[a][b] += (row[a] - means[a]) * (row[b] - means[b]) } }
        }
        for a in 0..<r { for b in 0..<r { covariance[a][b] /= dd - 1 } }
        let diagonal = (0..<r).reduce(0.0) { $0 + covariance[$1][$1] }
        let all = covariance.reduce(0.0) { $0 + $1.reduce(0, +) }
        let centredTrace = diagonal - all / rr
        let rawBetween = means.reduce(0.0) { $0 + ($1 - grand) * ($1 - grand) } / rr
        let between = max(0, rawBetween - centredTrace / (rr * dd))
        let within = diagonal / rr
        guard between + within > 0 else { return nil }
        let share = between / (between + within)
        var influence: [Double] = []
        influence.reserveCapacity(d)
        for row in scores {
            var b = 0.0, w = 0.0
            for p in 0..<r {
                let e = row[p] - means[p]
                b += (means[p] - grand) * e
                w += e * e - covariance[p][p]
            }
            b *= 2 / rr
            w /= rr
            influence.append(between > 0 ? (within * b - between * w) / ((between + within) * (between + within)) : 0)
        }
        let spread = RunningStatistics(influence)
        estimate = share
        self.between = between
        self.within = within
        standardError = spread.standardDeviation / dd.squareRoot()
        deals = d
    }

    /// Ŝ's interval at `confidence`, on the logit scale (a point at 0 or 1, or with no spread).
    public func interval(confidence: Double = 0.95) -> ConfidenceInterval {
        guard estimate > 0, estimate < 1, standardError > 0 else { return ConfidenceInterval(estimate: estimate, lower: estimate, upper: estimate) }
        let t = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: Double(deals - 1))
        let logit = log(estimate / (1 - estimate))
        let half = t * standardError / (estimate * (1 - estimate))
        func back(_ x: Double) -> Double { 1 / (1 + exp(-x)) }
        return ConfidenceInterval(estimate: estimate, lower: back(logit - half), upper: back(logit + half))
    }
}
