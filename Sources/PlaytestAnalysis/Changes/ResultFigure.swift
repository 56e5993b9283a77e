import PlaytestStatistics

// MARK: - ResultFigure

/// One figure of a run as `results.csv` holds it: which configuration and metric, and what an interval of its change
/// needs (the count of independent units, the mean, its interval, the spread, a rate's successes).
///
/// A figure is matched across runs by its game, its configuration's place in the scenario, bot, role and rules, and its
/// metric, not by its parameters: two runs of one scenario that differ in one parameter (`--param pairPoints=30`)
/// compare configuration by configuration, and the change says which parameters differ.
///
/// Read back from the CSV a run wrote, so that a run can be compared with an earlier one (`run --baseline DIR`)
/// without the earlier run's games.
public struct ResultFigure: Sendable, Hashable {
    /// What identifies the figure across runs: game, configuration number, bot, role, rules and metric.
    public let key: String
    /// The configuration's parameters (`name=value` joined by commas), not part of the key.
    public let parameters: String
    /// The game's id.
    public let game: String
    /// The configuration as a reader names it: its number in the scenario, bot, role and rules.
    public let configuration: String
    /// The metric's name (`finalScore`, `seat.0.winRate`).
    public let metric: String
    /// The metric's unit, possibly empty.
    public let unit: String
    /// The figure's kind: `summary`, `histogram`, `rate`, `ratio`, `scalar`, `chiSquare` or `skill`.
    public let kind: String
    /// The independent unit `n` counts: `game`, `deal` or `subunit`.
    public let observation: String
    /// Independent observations (games, or a rate's trials), if the row has them.
    public let count: Int?
    /// The mean (a rate's share, a ratio's estimate), if the row has one.
    public let mean: Double?
    /// The 95% interval of the mean, if the row has one.
    public let lower: Double?
    /// The 95% interval's upper bound, if the row has one.
    public let upper: Double?
    /// The sample standard deviation, if the row has one.
    public let standardDeviation: Double?
    /// A rate's successes, if the row is a rate.
    public let successes: Int?

    /// Creates a figure.
    public init(
        game: String, configuration: String, parameters: String = "", metric: String, unit: String = "", kind: String, observation: String = "game",
        count: Int?, mean: Double?, lower: Double? = nil, upper: Double? = nil, standardDeviation: Double? = nil, successes: Int? = nil
    ) {
        self.key = game + " | " + configuration + " | " + metric
        self.game = game
        self.configuration = configuration
        self.parameters = parameters
        self.metric = metric
        self.unit = unit
        self.kind = kind
        self.observation = observation
        self.count = count
        self.mean = mean
        self.lower = lower
        self.upper = upper
        self.standardDeviation = standardDeviation
        self.successes = successes
    }

    /// Why a `results.csv` could not be read: the file, the line and what to do.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The whole message.
        public let description: String
    }

    /// The columns a results table must have to be read.
    static let requiredColumns = ["configuration", "game", "bot", "role", "rules", "parameters", "metric", "unit", "kind", "observation", "n", "mean",
                                  "lower95", "upper95", "sd", "successes"]

    /// Every figure of a `results.csv` text, in its order; `file` names it in errors.
    ///
    /// - Throws: ``ReadError`` when a required column is missing or a number does not read.
    public static func read(csv text: String, file: String) throws(ReadError) -> [ResultFigure] {
        let records = CSVRecords.parse(text)
        guard let header = records.first else {
            throw ReadError(description: "\(file): empty; give the folder of an earlier run's report (its results.csv)")
        }
        var column: [String: Int] = [:]
        for (index, name) in header.enumerated() where column[name] == nil { column[name] = index }
        if let missing = requiredColumns.first(where: { column[$0] == nil }) {
            throw ReadError(description: "\(file): no column \"\(missing)\"; this is not a results.csv written by playtest run")
        }
        var figures: [ResultFigure] = []
        for (offset, record) in records.dropFirst().enumerated() {
            let line = offset + 2
            func text(_ name: String) -> String {
                let index = column[name]!
                return index < record.count ? record[index] : ""
            }
            func number(_ name: String) throws(ReadError) -> Double? {
                let field = text(name)
                guard !field.isEmpty else { return nil }
                guard let value = Double(field), value.isFinite else {
                    throw ReadError(description: "\(file), line \(line): column \"\(name)\" holds \"\(field)\", not a number; "
                        + "the file was changed by hand or cut short: write it again with playtest run")
                }
                return value
            }
            func integer(_ name: String) throws(ReadError) -> Int? {
                guard let value = try number(name) else { return nil }
                guard value == value.rounded(), value >= 0, value < 1e15 else {
                    throw ReadError(description: "\(file), line \(line): column \"\(name)\" holds \(text(name)), not a count")
                }
                return Int(value)
            }
            let configuration = "#" + text("configuration") + " " + [text("bot"), text("role"), text("rules")].joined(separator: " ")
            figures.append(ResultFigure(
                game: text("game"), configuration: configuration, parameters: text("parameters"), metric: text("metric"), unit: text("unit"), kind: text("kind"),
                observation: text("observation"), count: try integer("n"), mean: try number("mean"), lower: try number("lower95"),
                upper: try number("upper95"), standardDeviation: try number("sd"), successes: try integer("successes")))
        }
        return figures
    }
}
