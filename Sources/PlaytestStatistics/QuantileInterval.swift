import Foundation

// MARK: - QuantileInterval

/// A quantile of a sample of independent units (games) with its distribution-free confidence interval, from order
/// statistics.
///
/// The estimate is the nearest-rank quantile: the `⌈n·q⌉`-th smallest of `n` values (the smallest for `q·n ≤ 1`).
/// The interval is `[x₍l₎, x₍u₎]`, the order statistics whose ranks hold the count `B ~ Binomial(n, q)` of values
/// below the true quantile with probability at least the confidence: `l` is the largest rank with
/// `P(B < l) ≤ α/2` and `u` the smallest with `P(B ≥ u) ≤ α/2`. For any continuous distribution it covers the true
/// quantile with probability `P(l ≤ B < u) ≥ 1 − α`; with ties (a discrete figure) it covers at least as often. It is
/// conservative, never exact: the binomial steps make the coverage 95% to about 97% at 95% confidence.
///
/// When too few values lie on one side (`P(B = 0) > α/2`, for p10 fewer than 35 games) that side has no order
/// statistic to stand on and is unbounded: ``lower`` or ``upper`` is nil.
public struct QuantileInterval: Sendable, Equatable {
    /// The quantile's level, 0 < q < 1 (0.1 for p10).
    public let level: Double
    /// The sample's size (games).
    public let count: Int
    /// The nearest-rank quantile of the sample.
    public let estimate: Double
    /// The interval's lower end, nil when unbounded below.
    public let lower: Double?
    /// The interval's upper end, nil when unbounded above.
    public let upper: Double?

    /// The quantile of `sample` at `level` with its interval at `confidence`; nil for an empty sample.
    ///
    /// - Complexity: O(n + d) for n values and d distinct ones.
    public static func of(_ sample: ValueCounts, level: Double, confidence: Double = 0.95) -> QuantileInterval? {
        of(sample, level: level, ranks: ranks(count: sample.total, level: level, confidence: confidence))
    }

    /// The quantile of `sample` at `level` with the interval whose ranks are `ranks` (``ranks(count:level:confidence:)``
    /// of the sample's size, computed once for many samples of one size); nil for an empty sample.
    ///
    /// - Complexity: O(d) for d distinct values.
    public static func of(_ sample: ValueCounts, level: Double, ranks: (lower: Int?, upper: Int?)) -> QuantileInterval? {
        let sample = sample.normalised
        let n = sample.total
        guard n > 0 else { return nil }
        return QuantileInterval(
            level: level, count: n, estimate: sample.orderStatistic(Self.estimateRank(count: n, level: level)),
            lower: ranks.lower.map(sample.orderStatistic), upper: ranks.upper.map(sample.orderStatistic))
    }

    /// The nearest rank `⌈n·q⌉` (at least 1), with a small tolerance so that 0.1·10 is rank 1, not 2.
    public static func estimateRank(count n: Int, level: Double) -> Int {
        let exact = Double(n) * level
        return min(n, max(1, Int((exact - 1e-9).rounded(.up))))
    }

    /// The ranks (from 1) of the interval's ends for a sample of `count` at `level`: nil for an unbounded end.
    ///
    /// - Complexity: O(n).
    public static func ranks(count n: Int, level q: Double, confidence: Double = 0.95) -> (lower: Int?, upper: Int?) {
        precondition(q > 0 && q < 1, "a quantile level lies strictly between 0 and 1")
        guard n > 0 else { return (nil, nil) }
        let tail = (1 - confidence) / 2
        // cumulative[i] = P(B <= i), summed from the binomial's probabilities in log space.
        let logQ = log(q), logP = log1p(-q)
        var logPMF = Double(n) * logP
        var below = 0.0
        var lower: Int?
        var upper: Int?
        for i in 0...n {
            if i > 0 { logPMF += log(Double(n - i + 1)) - log(Double(i)) + logQ - logP }
            // Before adding P(B = i), `below` is P(B < i) = P(B <= i - 1): rank i is usable below while it is <= tail.
            if i >= 1, below <= tail { lower = i }
            below += exp(logPMF)
            // P(B >= i + 1) = 1 - P(B <= i): the first i + 1 at which it is <= tail is the upper rank.
            if upper == nil, i + 1 <= n, 1 - below <= tail { upper = i + 1 }
            if below > tail, upper != nil { break }
        }
        return (lower, upper)
    }

    /// The exact probability that the interval of a sample of `count` at `level` covers the quantile of a continuous
    /// distribution: `P(l ≤ B < u)` for `B ~ Binomial(n, q)` (an unbounded end counts as rank 0 or n + 1).
    ///
    /// - Complexity: O(n).
    public static func coverage(count n: Int, level q: Double, confidence: Double = 0.95) -> Double {
        let (lower, upper) = ranks(count: n, level: q, confidence: confidence)
        let low = lower ?? 0, high = (upper ?? (n + 1)) - 1
        let logQ = log(q), logP = log1p(-q)
        var logPMF = Double(n) * logP
        var covered = 0.0
        for i in 0...n {
            if i > 0 { logPMF += log(Double(n - i + 1)) - log(Double(i)) + logQ - logP }
            if i >= low, i <= high { covered += exp(logPMF) }
        }
        return covered
    }
}
