import Foundation

// MARK: - Wilson score interval

extension ConfidenceInterval {

    /// The two-sided 95% standard normal critical value, the 97.5% quantile of N(0, 1).
    public static let z95: Double = 1.959963984540054

    /// Returns the Wilson score interval for a binomial proportion, or `nil` when `trials == 0`.
    ///
    /// Estimator: the interval is the set of proportions `p` whose score test against the observed
    /// proportion `p̂ = successes / trials` is not rejected at critical value `z`, which gives
    ///
    ///     centre    = (p̂ + z² / 2n) / (1 + z² / n)
    ///     halfWidth = z / (1 + z² / n) · √(p̂(1 − p̂) / n + z² / 4n²)
    ///
    /// Unlike the Wald interval it never leaves `[0, 1]` and stays informative at 0 or `n`
    /// successes. The returned `estimate` is `p̂`, which is generally not the interval's centre.
    /// The bounds are clamped to `[0, 1]`, and are exactly `0` when `successes == 0` and exactly
    /// `1` when `successes == trials`, so rounding never produces a spurious sliver.
    ///
    /// - Parameters:
    ///   - successes: The number of successes, in `0...trials`.
    ///   - trials: The number of independent Bernoulli trials; must be non-negative.
    ///   - z: The two-sided normal critical value; the default gives 95% coverage.
    /// - Precondition: `0 <= successes <= trials` and `z` is finite and non-negative.
    public static func wilson(
        successes: Int,
        trials: Int,
        z: Double = ConfidenceInterval.z95
    ) -> ConfidenceInterval? {
        precondition(trials >= 0, "wilson: trials must be non-negative (got \(trials))")
        precondition(
            successes >= 0 && successes <= trials,
            "wilson: successes must lie in 0...trials (got \(successes) of \(trials))"
        )
        precondition(z.isFinite && z >= 0, "wilson: z must be finite and non-negative (got \(z))")
        guard trials > 0 else { return nil }

        let n = Double(trials)
        let proportion = Double(successes) / n
        let zSquared = z * z
        let denominator = 1 + zSquared / n
        let centre = (proportion + zSquared / (2 * n)) / denominator
        let spread = (z / denominator)
            * sqrt(proportion * (1 - proportion) / n + zSquared / (4 * n * n))

        let lower = successes == 0 ? 0 : min(max(centre - spread, 0), proportion)
        let upper = successes == trials ? 1 : max(min(centre + spread, 1), proportion)
        return ConfidenceInterval(estimate: proportion, lower: lower, upper: upper)
    }

    // MARK: - Planning

    /// Returns the smallest number of trials for which the Wilson interval is guaranteed to have
    /// a half-width no larger than `halfWidth`, whatever the observed proportion turns out to be.
    ///
    /// The Wilson half-width is largest at `p̂ = 1/2`, where it equals `z / (2√(n + z²))`; solving
    /// for `n` gives `n = ⌈z² / (4h²) − z²⌉` (at least 1). For example, ±0.05 at 95% needs 381
    /// trials. Useful for choosing how many simulated games to run to pin down a win rate.
    ///
    /// - Parameters:
    ///   - halfWidth: The largest acceptable half-width, in `(0, 0.5]`.
    ///   - z: The two-sided normal critical value; the default gives 95% coverage.
    /// - Precondition: `0 < halfWidth <= 0.5` and `z` is finite and positive.
    public static func wilsonTrials(
        forMaximumHalfWidth halfWidth: Double,
        z: Double = ConfidenceInterval.z95
    ) -> Int {
        precondition(
            halfWidth > 0 && halfWidth <= 0.5,
            "wilsonTrials: halfWidth must lie in (0, 0.5] (got \(halfWidth))"
        )
        precondition(z.isFinite && z > 0, "wilsonTrials: z must be finite and positive (got \(z))")
        let zSquared = z * z
        let trials = (zSquared / (4 * halfWidth * halfWidth) - zSquared).rounded(.up)
        return Swift.max(Int(trials), 1)
    }
}
