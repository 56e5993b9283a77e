import Foundation

// MARK: - Wilson's interval at an effective number of trials

extension ConfidenceInterval {
    /// Wilson's score interval for a share estimated from clustered or averaged units (a share of rounds over games,
    /// the mean of per-deal shares), at the effective number of trials its standard error implies.
    ///
    /// A t interval on such a share, `p ± t·SE`, collapses to `[0, 0]` (or `[1, 1]`) when the event is so rare that
    /// no game shows it, and covers far below its level when only a few do (the spread it measures is the spread it
    /// happened to see). This interval keeps the score form instead (Korn and Graubard 1998, "Confidence intervals
    /// for proportions with small expected number of positive counts estimated from survey data", Survey
    /// Methodology 24(2)): the design effect turns the standard error into an effective sample size
    /// `n_eff = p(1 − p)/SE²` (Kish 1965), and Wilson's interval is taken on `p` at `n_eff` trials with the t quantile
    /// of the units' degrees of freedom in place of z:
    ///
    ///     centre    = (p + c² / 2n) / (1 + c² / n)
    ///     halfWidth = c / (1 + c² / n) · √(p(1 − p) / n + c² / 4n²),   n = n_eff
    ///
    /// `n_eff` is kept in `minimumTrials ... maximumTrials`: the floor is the count that holds when every unit of a
    /// cluster agrees (for a mean of values in [0, 1], the number of values: a bounded variable's variance is at most
    /// `μ(1 − μ)`), and it is also what is used when `p` is 0 or 1 or no spread was seen, where no design effect can
    /// be estimated; the ceiling is the units themselves (no clustering: every unit independent). So the interval never
    /// has zero width, and at `p` = 0 it is Wilson's `[0, c²/(n + c²)]` on the floor's count. The calibration suite
    /// measures its coverage on rare events (`playtest bench --calibration`).
    ///
    /// - Parameters:
    ///   - share: The estimate, in [0, 1].
    ///   - standardError: Its (cluster-robust) standard error, at least 0.
    ///   - minimumTrials: The effective trials when nothing better is known (at least 1).
    ///   - maximumTrials: The largest effective trials allowed (at least `minimumTrials`).
    ///   - critical: The two-sided critical value (a t quantile on the units' degrees of freedom).
    public static func wilson(
        share: Double, standardError: Double, minimumTrials: Double, maximumTrials: Double, critical: Double
    ) -> ConfidenceInterval {
        precondition(minimumTrials >= 1 && maximumTrials >= minimumTrials, "wilson(share:): need 1 <= minimumTrials <= maximumTrials")
        let p = min(max(share, 0), 1)
        var n = minimumTrials
        if p > 0, p < 1, standardError > 0 {
            n = min(max(p * (1 - p) / (standardError * standardError), minimumTrials), maximumTrials)
        }
        let c2 = critical * critical
        let denominator = 1 + c2 / n
        let centre = (p + c2 / (2 * n)) / denominator
        let spread = (critical / denominator) * (p * (1 - p) / n + c2 / (4 * n * n)).squareRoot()
        let lower = p == 0 ? 0 : min(max(centre - spread, 0), p)
        let upper = p == 1 ? 1 : max(min(centre + spread, 1), p)
        return ConfidenceInterval(estimate: share, lower: lower, upper: upper)
    }
}
