import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// Checks by simulation that a figure of the deal alone, pooled over arms that share their deals, covers its truth
/// about 95% of the time when each distinct deal is counted once (`RateCount/distinctDeals(_:)`, then Wilson).
///
/// Each replicate deals 200 deals; each offers the hand with chance 0.13 (a fresh grid offering a flush, say). Three
/// arms play deals `0 ..< 200`, `0 ..< 120` and `0 ..< 200` (arms of one run may play different game counts), and each
/// counts the deals it saw that offer the hand, as PokerSlam's `available*` rates do. Summing the arms' counts
/// (520 "trials" out of 200 deals) covers far less: see `naivePoolCovers`. Wilson's exact coverage on 200 trials
/// swings with the true chance (96.2% at 0.12, 95.5% at 0.13, 94.1% at 0.15): 0.13 sits mid-range, not on a peak.
public enum DealCalibration {
    /// The chance that a deal offers the hand.
    public static let truth = 0.13
    /// The deals each arm plays, from deal 0.
    static let arms = [200, 120, 200]

    /// One replicate's arms: each one's counts over its deals, on deals drawn once and shared by every arm.
    static func replicate(using random: inout Xoshiro256StarStar) -> [RateCount] {
        let deals = (0..<(arms.max() ?? 0)).map { _ in random.drawBool(probability: truth) }
        return arms.map { count in RateCount(successes: deals[0..<count].filter { $0 }.count, trials: count) }
    }

    /// Whether the pooled figure, each distinct deal once, has a Wilson 95% interval covering ``truth``.
    static func covers(_ arms: [RateCount]) -> Bool {
        guard let pooled = RateCount.distinctDeals(arms),
              let interval = ConfidenceInterval.wilson(successes: pooled.successes, trials: pooled.trials) else { return false }
        return interval.contains(truth)
    }

    /// Whether the naive pool (every arm's deals summed, as if distinct) covers ``truth``: far less often than 95%.
    static func naivePoolCovers(_ arms: [RateCount]) -> Bool {
        let successes = arms.reduce(0) { $0 + $1.successes }
        let trials = arms.reduce(0) { $0 + $1.trials }
        return ConfidenceInterval.wilson(successes: successes, trials: trials)?.contains(truth) ?? false
    }
}
