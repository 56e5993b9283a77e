import PlaytestHarness

/// Skill depth as a tuning goal: two rungs of the game's ladder, the per-game figure they are compared on, and the band
/// the upset rate (how often the weaker rung beats the stronger on the same deal) should stay in.
///
/// Written under a tuning file's `tune` key:
/// `"skill": {"weaker": "random", "stronger": "greedy", "metric": "finalScore", "upsetRate": {"min": 0.02, "max": 0.15}, "weight": 200}`.
/// Every candidate table is played by both rungs on the same games (common random numbers), and the loss gains
/// `weight` x the distance of the observed upset rate from the band (0 inside it). A game where skill never loses is
/// dull; one where it rarely wins is a lottery: the band says which upset rates the designer accepts.
public struct SkillTarget: Sendable, Hashable {
    /// The weaker rung's bot id.
    public let weaker: String
    /// The stronger rung's bot id.
    public let stronger: String
    /// The per-game figure the rungs are compared on (a metric a study can name, e.g. `finalScore`).
    public let metric: String
    /// The upset rates the designer accepts.
    public let upsetBand: ClosedRange<Double>
    /// Loss added per unit of upset rate outside the band.
    public let weight: Double

    /// Creates a skill target.
    public init(weaker: String, stronger: String, metric: String, upsetBand: ClosedRange<Double>, weight: Double) {
        self.weaker = weaker
        self.stronger = stronger
        self.metric = metric
        self.upsetBand = upsetBand
        self.weight = weight
    }

    /// The loss a measured upset rate adds: `weight` x its distance from the band.
    public func penalty(upsetRate: Double) -> Double {
        if upsetRate < upsetBand.lowerBound { return weight * (upsetBand.lowerBound - upsetRate) }
        if upsetRate > upsetBand.upperBound { return weight * (upsetRate - upsetBand.upperBound) }
        return 0
    }

    /// One line: "upset rate of random against greedy (finalScore) in 2% to 15%, weight 200".
    public var summary: String {
        "upset rate of \(weaker) against \(stronger) on \(metric) within \(NumberFormat.percent(upsetBand.lowerBound, digits: 1)) to "
            + "\(NumberFormat.percent(upsetBand.upperBound, digits: 1)) (weight \(NumberFormat.significant(weight, digits: 6)) per unit outside)"
    }
}
