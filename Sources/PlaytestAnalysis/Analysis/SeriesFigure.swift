import PlaytestStatistics
import PlaytestHarness

/// One series of one configuration, step by step (docs/series.md): at each point its p10, p50 and p90 across games,
/// each with its distribution-free 95% interval (`QuantileInterval`), games the unit.
///
/// A game that ended before a point counts there with its final value (carried forward), so every point's quantiles
/// are over the same games; ``Point/running`` says how many were still going. Points stop at the last one any game
/// reached, and at `SeriesTally/maxPoints` (``isCapped``).
public struct SeriesFigure: Sendable {
    /// The quantile levels shown: p10, p50, p90.
    public static let levels = [0.1, 0.5, 0.9]

    /// One point of the series.
    public struct Point: Sendable, Equatable {
        /// The point: the step (0: the set-up) or the recorded value's index (round 0, 1, ...).
        public let index: Int
        /// Games with a value here, their own or carried forward.
        public let games: Int
        /// Games whose own series reached this point (not carried forward).
        public let running: Int
        /// p10, p50 and p90 with their intervals, in ``SeriesFigure/levels`` order.
        public let quantiles: [QuantileInterval]
    }

    /// The configuration's index in the scenario.
    public let configurationIndex: Int
    /// The series' name (`lead`, `seat0`, a game's own).
    public let name: String
    /// What its values are, for the y axis.
    public let label: String
    /// What its points are, for the x axis (`step`, `round`).
    public let axis: String
    /// The points, from 0.
    public let points: [Point]
    /// True when the points stop at `SeriesTally/maxPoints` with some game's own series still going at the last one.
    public let isCapped: Bool

    /// The figure of `tally`, one configuration's series.
    ///
    /// - Complexity: O(points · (d + n)) for d distinct values and n games (the interval's ranks are computed once per
    ///   sample size).
    public init(_ tally: SeriesTally, configurationIndex: Int) {
        self.configurationIndex = configurationIndex
        name = tally.name
        label = tally.label
        axis = tally.axis
        var ranks: [Int: [(lower: Int?, upper: Int?)]] = [:]
        var points: [Point] = []
        for (index, sample) in tally.samples().enumerated() where sample.total > 0 {
            let n = sample.total
            let levelRanks = ranks[n] ?? Self.levels.map { QuantileInterval.ranks(count: n, level: $0) }
            ranks[n] = levelRanks
            let quantiles = zip(Self.levels, levelRanks).compactMap { QuantileInterval.of(sample, level: $0, ranks: $1) }
            points.append(Point(index: index, games: n, running: tally.running(at: index), quantiles: quantiles))
        }
        self.points = points
        isCapped = tally.points.count == SeriesTally.maxPoints && tally.running(at: SeriesTally.maxPoints - 1) > 0
    }

    /// Every series of every configuration, in configuration order, then the study's order.
    public static func all(results: [ConfigurationResult], configurations: [ScenarioConfiguration]) -> [SeriesFigure] {
        zip(configurations, results).flatMap { configuration, result in
            result.series.map { SeriesFigure($0, configurationIndex: configuration.index) }
        }
    }
}
