import PlaytestHarness
import PlaytestStatistics

/// Two rungs measured on the same deals for a `SkillTarget`: each rung's mean, the paired difference, and the upset
/// rate with its interval.
///
/// The deal is the unit: game i of both rungs deals the same chance, so each deal gives one pair and one upset (or
/// not), and the upset rate's Wilson interval counts deals. A deal where either rung has no value of the metric is
/// left out.
public struct SkillEstimate: Sendable, Hashable {
    /// Deals both rungs measured.
    public let deals: Int
    /// The weaker rung's mean.
    public let weakerMean: Double
    /// The stronger rung's mean.
    public let strongerMean: Double
    /// Stronger minus weaker on the same deals, with its paired 95% interval (nil with fewer than 2 deals).
    public let difference: ConfidenceInterval?
    /// Deals on which the weaker rung scored strictly more than the stronger.
    public let upsets: Int
    /// The upset rate with its Wilson 95% interval over deals (nil with no deal).
    public let upsetRate: ConfidenceInterval?
    /// The share of score variance that is which rung plays rather than the deal (`SkillShare`), with its 95% interval
    /// over deals (nil when it cannot be estimated: fewer than 2 deals, or no score varies).
    public let skillShare: ConfidenceInterval?

    /// Measures two rungs' per-deal values (the same length, deal by deal; nil where a deal has no value).
    /// - Precondition: `weaker.count == stronger.count`.
    /// - Complexity: O(deals).
    public init(weaker: [Double?], stronger: [Double?]) {
        precondition(weaker.count == stronger.count, "SkillEstimate: the rungs must be measured on the same deals")
        var a: [Double] = []
        var b: [Double] = []
        for (x, y) in zip(weaker, stronger) {
            guard let x, let y else { continue }
            a.append(x)
            b.append(y)
        }
        deals = a.count
        weakerMean = a.isEmpty ? .nan : a.reduce(0, +) / Double(a.count)
        strongerMean = b.isEmpty ? .nan : b.reduce(0, +) / Double(b.count)
        difference = PairedDifference(a, b)?.paired
        upsets = zip(a, b).reduce(0) { $0 + ($1.0 > $1.1 ? 1 : 0) }
        upsetRate = ConfidenceInterval.wilson(successes: upsets, trials: a.count)
        skillShare = SkillShare(scores: zip(a, b).map { [$0, $1] })?.interval()
    }

    /// The upset rate's standard error (binomial, on deals), 0 with no deal.
    public var upsetStandardError: Double {
        guard deals > 0, let rate = upsetRate?.estimate else { return 0 }
        return (rate * (1 - rate) / Double(deals)).squareRoot()
    }
}
