import PlaytestStatistics
import PlaytestHarness

/// "Is it close?" for one configuration: the mean final margin between the first and second seat, with its
/// interval, against the threshold the study sets (``QuestionSettings``).
///
/// The game is the unit: each game with two scored seats adds its margin (first score minus second; 0 on a tie for
/// first), so the mean margin has a t interval on games - 1 (`SeatSummary/margin`). Without a threshold in points
/// the margin is read as a share of the winning score (a ratio over games, cluster-robust) against 10%. The test is
/// one-sided at 5%: close when the upper end of the 90% interval is at most the threshold, not close when its lower
/// end is above it, else inconclusive.
public struct Closeness: Sendable {
    /// The configuration's index in the scenario.
    public let configuration: Int
    /// Its label.
    public let label: String
    /// Games with two scored seats (its `n`).
    public let games: Int
    /// The mean margin in points with its 95% interval (nil when every game had the same margin or fewer than two games).
    public let points: ConfidenceInterval?
    /// The mean margin in points.
    public let meanPoints: Double
    /// The margin as a share of the winning score, with its 95% interval (nil as for ``points``).
    public let share: ConfidenceInterval?
    /// The margin as a share of the winning score.
    public let meanShare: Double?
    /// The threshold: points when ``inPoints``, else a share of the winning score.
    public let threshold: Double
    /// True when the study set `closeMargin` in points.
    public let inPoints: Bool
    /// Yes (shown close), no (shown not close), inconclusive, or not applicable (fewer than two games).
    public let verdict: Verdict

    /// The figure the verdict reads, as `results.csv` names it.
    public var figure: String { inPoints ? "margin" : "margin.share" }

    /// The test of one configuration, or nil when no game had two scored seats.
    public static func test(_ configuration: ScenarioConfiguration, _ result: ConfigurationResult) -> Closeness? {
        let seats = result.seats
        guard seats.hasMargin, let mean = seats.margin.ratio else { return nil }
        let settings = configuration.questions
        let inPoints = settings.closeMargin != nil
        let threshold = settings.closeMargin ?? settings.closeShare
        let ratio = inPoints ? seats.margin : seats.relativeMargin
        let verdict: Verdict
        if ratio.clusters < 2 || ratio.ratio == nil {
            verdict = .notApplicable
        } else if let interval = ratio.interval(confidence: 0.90) {
            verdict = interval.upper <= threshold ? .yes : interval.lower > threshold ? .no : .inconclusive
        } else {
            // Every game had the same margin: the mean is known exactly.
            verdict = ratio.ratio! <= threshold ? .yes : .no
        }
        return Closeness(configuration: configuration.index, label: configuration.label, games: seats.margin.clusters,
                         points: seats.margin.interval95, meanPoints: mean, share: seats.relativeMargin.interval95,
                         meanShare: seats.relativeMargin.ratio, threshold: threshold, inPoints: inPoints, verdict: verdict)
    }
}
