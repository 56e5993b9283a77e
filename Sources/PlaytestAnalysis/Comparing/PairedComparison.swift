import PlaytestHarness
import PlaytestProperties
import PlaytestStatistics

/// Two arms played on the same deals (game i of each on the streams of (seed, i)), compared metric by metric.
///
/// For each metric both arms measure, the games where both have a value are paired; the report shows
/// B − A with the paired interval and the unpaired one beside it, so the user sees what pairing bought.
public struct PairedComparison: Sendable {
    /// One metric's comparison.
    public struct Row: Sendable {
        /// The metric, as scenarios spell it.
        public let metric: String
        /// The difference, paired and unpaired.
        public let difference: PairedDifference
        /// The unpaired interval's width over the paired one's (above 1: pairing narrowed it); nil when the paired
        /// interval has no width (every game's difference the same).
        public var widthRatio: Double? {
            difference.paired.width > 0 ? difference.unpaired.width / difference.paired.width : nil
        }

        /// The ratio as text: `x1.32`; `exact` when pairing removed all the spread, `-` when neither interval has any.
        public var widthRatioText: String {
            if let ratio = widthRatio { return "x" + NumberFormat.fixed(ratio, digits: 2) }
            return difference.unpaired.width > 0 ? "exact" : "-"
        }
    }

    /// The rows, in arm A's metric order.
    public let rows: [Row]
    /// The intervals' confidence.
    public let confidence: Double

    /// Compares two arms' per-game values at `confidence`; metrics either arm lacks, or with fewer than 2 paired games, are left out.
    /// - Precondition: both arms played the same number of games.
    public init(_ a: PerGameValues, _ b: PerGameValues, confidence: Double = 0.95) {
        precondition(a.games == b.games, "both arms play the same games")
        self.confidence = confidence
        var rows: [Row] = []
        for (indexA, metric) in a.metrics.enumerated() {
            guard let indexB = b.metrics.firstIndex(of: metric) else { continue }
            let pairs = Self.pairs(a, indexA, b, indexB)
            guard let difference = PairedDifference(pairs.map(\.0), pairs.map(\.1), confidence: confidence) else { continue }
            rows.append(Row(metric: metric, difference: difference))
        }
        self.rows = rows
    }

    /// The games where both arms have a value of the metric, in game order.
    static func pairs(_ a: PerGameValues, _ indexA: Int, _ b: PerGameValues, _ indexB: Int) -> [(Double, Double)] {
        zip(a.values, b.values).compactMap { rowA, rowB in
            guard let x = rowA[indexA], let y = rowB[indexB] else { return nil }
            return (x, y)
        }
    }

    /// The group sequential t-test of the paired difference B − A of one metric at one look, H0: mean = `h0` against
    /// H1: mean = `h1`, over the games played so far; nil when the arms do not share the metric.
    public static func sequentialTest(
        _ a: PerGameValues, _ b: PerGameValues, metric: String, h0: Double, h1: Double, test: GroupSequentialTest, look: Int
    ) -> GroupSequentialTest.Outcome? {
        guard let indexA = a.metrics.firstIndex(of: metric), let indexB = b.metrics.firstIndex(of: metric) else { return nil }
        return test.decide(RunningStatistics(pairs(a, indexA, b, indexB).map { $1 - $0 }), h0: h0, h1: h1, look: look)
    }
}
