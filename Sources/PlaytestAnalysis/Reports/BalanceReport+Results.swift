import PlaytestProperties
import PlaytestStatistics

// MARK: - results.csv: one tidy row per configuration and metric

extension BalanceReport {
    /// The columns of `results.csv`, each meaning one thing whatever the metric's kind.
    ///
    /// `role` is `play`, `check` (a swarm fuzzer), `ladder` (a ladder study's match) or `skill` (a ladder's figure: `bot`
    /// lists the rungs, `configuration` is the ladder's first); `kind` is `summary`, `histogram`, `rate`, `ratio`,
    /// `scalar`, `chiSquare` or `skill`; `observation` the independent unit `n` counts (`game`, `deal` for a figure of the deal alone, or
    /// `subunit` for a descriptive distribution of rolls or dice: `n` counts them, and it has no interval).
    /// `n` is the number of independent observations (games, or a rate's trials); `subunits` a sub-game ratio's rounds,
    /// votes or turns over those games; `mean` their mean (a rate's share of successes, a ratio's sum over games of
    /// numerators over the sum of denominators); `lower95`/`upper95` the 95% interval of that mean (Student's t, clipped
    /// at zero for non-negative data; Wilson's for a rate; t on games - 1 df with the cluster-robust standard error for
    /// a ratio); `sd` the sample standard deviation (empty for a ratio); `min`, `p10`, `median`, `p90`, `max` the observations'
    /// extremes and exact quantiles (quantiles for histograms only); `successes` a rate's successes; `value` a single
    /// computed number; `expected` what theory expects; `chiSquare`, `degreesOfFreedom` and `pValue` a chi-square test.
    /// Each seat, team and role follows its configuration's measurements as `<group>.score` and `<group>.winRate` rows
    /// (games as `n`, seat-games as `subunits`: see `seatResultRows(_:_:)`).
    public static let resultsHeader = [
        "scenario", "seed", "configuration", "game", "bot", "role", "rules", "parameters", "metric", "unit", "kind", "observation",
        "n", "subunits", "mean", "lower95", "upper95", "sd", "min", "p10", "median", "p90", "max", "successes", "value", "expected",
        "chiSquare", "degreesOfFreedom", "pValue",
    ]

    /// One row per configuration and measurement (details included), playing and checking bots alike, told apart
    /// by `role`: the table to load into a spreadsheet or a data frame.
    func resultsCSV() -> ReportFile {
        var table = CSVTable(header: Self.resultsHeader)
        for (configuration, result) in zip(scenario.configurations, results) {
            for measurement in result.measurements {
                let digits = max(measurement.digits, 4)
                func number(_ value: Double?) -> CSVCell { value.map { .number($0, digits: digits) } ?? .empty }
                var cells: [CSVCell] = factCells + [
                    .integer(configuration.index), .text(configuration.game), .text(configuration.bot), .text(configuration.role),
                    .text(configuration.configuration.rules), .text(configuration.configuration.parameterList),
                    .text(measurement.name), .text(measurement.unit),
                ]
                let interval = measurement.meanInterval
                let observation = CSVCell.text(measurement.observation.rawValue)
                switch measurement.value {
                case .summary, .histogram:
                    let stats = measurement.summaryStatistics
                    var histogram: IntegerHistogram?
                    if case .histogram(let bins) = measurement.value { histogram = bins }
                    func quantile(_ p: Double) -> CSVCell { histogram?.quantile(p).map(CSVCell.integer) ?? .empty }
                    cells += [.text(histogram == nil ? "summary" : "histogram"), observation, .integer(stats.count), .empty,
                              number(stats.count > 0 ? stats.mean : nil), number(interval?.lower), number(interval?.upper),
                              number(stats.count > 1 ? stats.standardDeviation : nil), number(stats.minimum),
                              quantile(0.1), quantile(0.5), quantile(0.9), number(stats.maximum), .empty, .empty,
                              number(measurement.expected), .empty, .empty, .empty]
                case .rate(let successes, let trials):
                    cells += [.text("rate"), observation, .integer(trials), .empty, number(interval?.estimate), number(interval?.lower), number(interval?.upper),
                              .empty, .empty, .empty, .empty, .empty, .empty, .integer(successes), .empty,
                              number(measurement.expected), .empty, .empty, .empty]
                case .ratio(let ratio):
                    cells += [.text("ratio"), observation, .integer(ratio.clusters), .integer(ratio.subunits), number(ratio.ratio),
                              number(interval?.lower), number(interval?.upper), .empty, .empty, .empty, .empty, .empty, .empty, .empty,
                              .empty, number(measurement.expected), .empty, .empty, .empty]
                case .scalar(let value):
                    cells += [.text("scalar"), observation, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty,
                              number(value), number(measurement.expected), .empty, .empty, .empty]
                case .chiSquare(let test):
                    cells += [.text("chiSquare"), observation, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty,
                              .empty, number(measurement.expected), number(test.statistic), .integer(test.degreesOfFreedom), number(test.pValue)]
                }
                table.append(cells)
            }
            for row in seatResultRows(configuration, result) { table.append(row) }
        }
        for ladder in ladders {
            guard let first = scenario.configurations.first(where: { $0.index == ladder.firstConfiguration }) else { continue }
            for figure in ladder.figures {
                let interval = figure.interval()
                func number(_ value: Double?) -> CSVCell { value.map { .number($0, digits: 4) } ?? .empty }
                var successes = CSVCell.empty
                if case .wilson(let count, _) = figure.spread { successes = .integer(count) }
                table.append(factCells + [
                    .integer(first.index), .text(first.game), .text(ladder.rungs.joined(separator: " < ")), .text("skill"),
                    .text(first.configuration.rules), .text(first.configuration.parameterList), .text(figure.name), .empty, .text("skill"),
                    .text("deal"), .integer(figure.deals), .empty, number(figure.estimate), number(interval?.lower), number(interval?.upper),
                    .empty, .empty, .empty, .empty, .empty, .empty, successes, .empty, .empty, .empty, .empty, .empty,
                ])
            }
        }
        return ReportFile(name: "results.csv", contents: table.render())
    }
}
