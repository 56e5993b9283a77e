import Foundation

/// How many games would decide an INCONCLUSIVE verdict if the effect observed is the true one: a power calculation.
///
/// Estimator: an interval from n games with half-width h shrinks as 1/√n (t, Wilson, ratio and paired intervals all
/// do, to first order), so at n′ games it is h·√(n/n′). Take δ = |estimate − bound|, the observed distance from the
/// bound the interval straddles. With power π the estimate must clear the bound by (z_{1−α/2} + z_π)·σ/√n′ where
/// h = z_{1−α/2}·σ/√n, giving n′ = n·((z_{1−α/2} + z_π)/z_{1−α/2} · h/δ)² (the usual normal-approximation sample size,
/// e.g. Chow, Shao and Wang 2008, "Sample Size Calculations in Clinical Research", ch. 3). At π = 0.5 this is the n′
/// at which the interval's edge would just reach the bound. nil when δ = 0: no number of games decides a verdict
/// whose estimate sits on the bound.
public enum DecidingSampleSize {
    /// The games (at least `games`) that would decide it with probability `power`, or nil when the estimate sits on the bound.
    /// - Parameters:
    ///   - games: Games behind `interval`.
    ///   - interval: The interval at `confidence`.
    ///   - bound: The bound it straddles.
    ///   - confidence: The interval's two-sided confidence.
    ///   - power: The chance of deciding at the returned count (default 0.8).
    /// - Precondition: `games >= 1`, `0 < confidence < 1`, `0 < power < 1`.
    public static func games(games: Int, interval: ConfidenceInterval, bound: Double, confidence: Double, power: Double = 0.8) -> Int? {
        precondition(games >= 1 && confidence > 0 && confidence < 1 && power > 0 && power < 1, "DecidingSampleSize: bad arguments")
        let distance = abs(interval.estimate - bound)
        let half = max(interval.estimate - interval.lower, interval.upper - interval.estimate)
        guard distance > 0, distance.isFinite, half.isFinite else { return nil }
        let z = NormalDistribution.twoSidedCritical(confidence: confidence)
        let inflation = (z + NormalDistribution.quantile(power)) / z
        let needed = Double(games) * (inflation * half / distance) * (inflation * half / distance)
        guard needed < Double(Int.max / 2) else { return nil }
        return max(games, Int(needed.rounded(.up)))
    }
}
