import PlaytestStatistics

/// One figure of a balance report: a summary, a distribution, a rate or a test.
public struct Measurement: Sendable {
    /// The kinds of figure a report can show.
    public enum Value: Sendable {
        /// Streaming mean and spread of a real-valued metric.
        case summary(RunningStatistics)
        /// Exact counts of an integer metric.
        case histogram(IntegerHistogram)
        /// A proportion, shown with its Wilson 95% interval.
        case rate(successes: Int, trials: Int)
        /// A single computed number.
        case scalar(Double)
        /// A chi-square goodness-of-fit test.
        case chiSquare(ChiSquareTest.Result)
        /// A sub-game figure (per round, per vote, per turn) as a ratio estimator over games, with a cluster-robust interval.
        case ratio(ClusteredRatio)
    }

    /// The independent unit a measurement's observations count.
    public enum Observation: String, Sendable {
        /// One game: every figure of a configuration's own games (a sub-game figure is a ratio over games).
        case game
        /// One deal: a figure that depends on the deal alone, the same in every arm that plays that deal; pooled
        /// over arms, it counts each distinct deal once.
        case deal
        /// One sub-game unit (a roll, a die): a descriptive distribution whose units share their game, so it has no
        /// interval, takes part in no comparison and gates nothing; its mean is a ratio over games in a figure of its own.
        case subunit
    }

    /// A stable id, used as a CSV column and a chart's file name: `rollsPerTurn`.
    public let name: String
    /// What it measures, for a human: "Rolls per turn".
    public let label: String
    /// The unit after a value ("s", "rolls", ""), if any.
    public let unit: String
    /// The figure.
    public let value: Value
    /// What theory expects, when it says (shown beside the figure).
    public let expected: Double?
    /// Decimal places to show.
    public let digits: Int
    /// True for a figure shown only in `results.csv` and in its game's own report section, with no section or chart of its own
    /// (the 17 per-hand figures of PokerSlam, say).
    public let isDetail: Bool
    /// The independent unit its `n` counts: a game, a deal shared by arms, or a sub-game unit (descriptive only).
    public let observation: Observation

    /// What a ratio's name takes to name the descriptive distribution of its sub-game units (`settleTime` and
    /// `settleTimeDistribution`, observation ``Observation/subunit``): its section shows that distribution's extremes,
    /// quantiles and charts beside the ratio's games, mean and cluster-robust interval.
    public static let distributionSuffix = "Distribution"

    /// Creates a measurement.
    public init(
        name: String, label: String, unit: String = "", value: Value, expected: Double? = nil, digits: Int = 3, isDetail: Bool = false,
        observation: Observation = .game
    ) {
        self.name = name
        self.label = label
        self.unit = unit
        self.value = value
        self.expected = expected
        self.digits = digits
        self.isDetail = isDetail
        self.observation = observation
    }

    /// Creates the measurement a game declared `key` for; the value must be of the key's kind.
    public init<Figure>(
        _ key: MeasurementKey<Figure>, label: String, unit: String = "", value: Value, expected: Double? = nil, digits: Int = 3,
        isDetail: Bool = false, observation: Observation = .game
    ) {
        precondition(key.read(value) != nil, "measurement \(key.name) made with a value of another kind than its key's")
        self.init(name: key.name, label: label, unit: unit, value: value, expected: expected, digits: digits, isDetail: isDetail, observation: observation)
    }
}
