import PlaytestHarness
import PlaytestProperties
import PlaytestStatistics

// MARK: - Measurement and invariant sections

extension BalanceReport {
    /// A metric's section: its table (a zero-width interval names why: no spread, or every game at the cap; a capped
    /// metric shows the share of games at its cap) and its charts.
    func appendMeasurement(named name: String, to document: inout MarkdownDocument, charts: [Chart], capped: MechanicalMetric? = nil) {
        let rows = measurements(named: name)
        guard let first = rows.first?.measurement else { return }
        document.heading(first.label + (first.unit.isEmpty ? "" : " (\(first.unit))"), level: 2, anchor: anchor(Anchor.metric(name)))
        let digits = first.digits
        func fixed(_ value: Double?) -> String { value.map { NumberFormat.fixed($0, digits: digits) } ?? "" }
        let range = Self.rangeLine(rows.compactMap { row in row.measurement.headlineValue.map { (row.configuration.label, $0) } },
                                   unit: first.unit, format: { fixed($0) })
        // A figure that moved since the baseline opens its section, the change first.
        if let note = Self.movedNote(movedFigures(metric: name)) {
            document.summary("**" + note + "**; " + range, open: true)
        } else {
            document.summary(range, inMarkdown: false)
        }
        // A row's configuration, with the change since the baseline beside it when its figure moved.
        func label(_ configuration: ScenarioConfiguration) -> String {
            let changes = movedFigures(metric: name, configuration: configuration.index)
            return configuration.label + (changes.first.map { " (**moved: " + Self.changeText($0, naming: false) + "**)" } ?? "")
        }
        switch first.value {
        case .summary, .histogram, .ratio:
            let cap = capped?.cap
            if case .ratio = first.value, rows.contains(where: { distribution(of: name, in: $0.configuration) != nil }) {
                document.paragraph("A ratio over games: n counts games, the mean is its sub-game units' mean and the interval is "
                    + "cluster-robust; min, median, p90 and max describe the sub-game units themselves (`\(name)\(Measurement.distributionSuffix)` "
                    + "in results.csv, descriptive: no interval).")
            }
            if let capped, let cap {
                document.paragraph("Censored at \(cap) (\(capped.reason)): a game at the cap would have gone on, so the mean of a "
                    + "configuration with games at the cap understates it and is not ranked as an effect; the last column gives the share at the cap.")
            }
            document.table(
                header: ["configuration", "n", "mean", "95% interval", "sd", "min", "median", "p90", "max", "expected"] + (cap == nil ? [] : ["at cap \(cap!)"]),
                rows: rows.map { row in
                    let stats = row.measurement.summaryStatistics
                    var interval = row.measurement.meanInterval.map { "\(fixed($0.lower)) to \(fixed($0.upper))" } ?? ""
                    // No spread seen (a zero-width interval, or none for a ratio that had no spread): say why.
                    if stats.count > 1, row.measurement.meanInterval.map({ $0.lower == $0.upper }) ?? (stats.variance == 0) {
                        interval = cap.map { Double($0) } == stats.mean ? "none: every game at the cap" : "none: every game \(fixed(stats.mean))"
                    }
                    var atCap: [String] = []
                    if let cap {
                        // A ratio over games reads the share at the cap from its sub-game units' distribution (the same
                        // share as a ratio over games: the units at the cap over all units).
                        var histogram: IntegerHistogram?
                        if case .histogram(let own) = row.measurement.value { histogram = own }
                        if case .ratio = row.measurement.value { histogram = distribution(of: name, in: row.configuration) }
                        if let histogram, histogram.totalCount > 0 {
                            atCap = [NumberFormat.percent(Double(histogram.count(of: cap)) / Double(histogram.totalCount), digits: 1)]
                        } else {
                            atCap = [""]
                        }
                    }
                    // A ratio over games shows its sub-game units' distribution, when the game keeps one, as the extremes and quantiles.
                    let distribution = distribution(of: name, in: row.configuration)
                    let quantiles = distribution.map { (median: $0.quantile(0.5), p90: $0.quantile(0.9)) } ?? row.measurement.quantiles
                    let (minimum, maximum) = distribution.map { ($0.minimum.map(Double.init), $0.maximum.map(Double.init)) } ?? (stats.minimum, stats.maximum)
                    // A histogram's extremes are whole numbers: show them as such.
                    let isHistogram = quantiles.median != nil
                    let extreme: (Double?) -> String = { value in
                        isHistogram ? value.map { String(Int($0)) } ?? "" : fixed(value)
                    }
                    return [label(row.configuration), NumberFormat.grouped(stats.count), fixed(stats.count > 0 ? stats.mean : nil),
                            interval, fixed(stats.standardDeviation), extreme(minimum), quantiles.median.map(String.init) ?? "",
                            quantiles.p90.map(String.init) ?? "", extreme(maximum), fixed(row.measurement.expected)] + atCap
                },
                alignments: [.left] + Array(repeating: .right, count: cap == nil ? 9 : 10))
        case .rate:
            document.table(
                header: ["configuration", "successes", "trials", "rate", "Wilson 95% interval"],
                rows: rows.map { row in
                    guard case .rate(let successes, let trials) = row.measurement.value else { return [] }
                    let interval = ConfidenceInterval.wilson(successes: successes, trials: trials)
                    return [label(row.configuration), NumberFormat.grouped(successes), NumberFormat.grouped(trials),
                            fixed(interval?.estimate), interval.map { "\(fixed($0.lower)) to \(fixed($0.upper))" } ?? ""]
                })
        case .scalar:
            document.table(
                header: ["configuration", "value", "expected"],
                rows: rows.map { row in
                    guard case .scalar(let value) = row.measurement.value else { return [] }
                    return [label(row.configuration), fixed(value), fixed(row.measurement.expected)]
                })
        case .chiSquare:
            document.table(
                header: ["configuration", "chi-square", "degrees of freedom", "p-value"],
                rows: rows.map { row in
                    guard case .chiSquare(let test) = row.measurement.value else { return [] }
                    return [label(row.configuration), fixed(test.statistic), String(test.degreesOfFreedom), fixed(test.pValue)]
                })
            document.paragraph("A p-value below 0.001 in a large sample is evidence of a biased die; about one configuration in twenty falls below 0.05 by chance.")
        }
        for chart in charts {
            document.image(alt: chart.title, path: chart.file.name)
        }
    }

    /// A metric section's one line: `mean 597.8 (pokerslam random) to 864.0 (pokerslam search-100) points`, or
    /// `0.000 in every configuration` when it does not vary.
    static func rangeLine(_ values: [(label: String, value: Double)], unit: String, format: (Double) -> String) -> String {
        guard let low = values.min(by: { $0.value < $1.value }), let high = values.max(by: { $0.value < $1.value }) else { return "" }
        let suffix = unit.isEmpty ? "" : " " + unit
        if format(low.value) == format(high.value) {
            return format(low.value) + suffix + (values.count > 1 ? " in every configuration" : " (\(low.label))")
        }
        return "from " + format(low.value) + suffix + " (\(low.label)) to " + format(high.value) + suffix + " (\(high.label)), "
            + NumberFormat.counted(values.count, "configuration")
    }

    /// The descriptive distribution of a ratio's sub-game units in this configuration's result: the histogram named
    /// `<name>Distribution` whose observation is ``Measurement/Observation/subunit``, if the game keeps one.
    func distribution(of name: String, in configuration: ScenarioConfiguration) -> IntegerHistogram? {
        guard let figure = measurements(named: name + Measurement.distributionSuffix).first(where: { $0.configuration.index == configuration.index })?.measurement,
              figure.observation == .subunit, case .histogram(let histogram) = figure.value, histogram.totalCount > 0 else { return nil }
        return histogram
    }

    func appendInvariants(to document: inout MarkdownDocument) {
        document.heading("Invariants", level: 2, anchor: anchor(Anchor.invariants))
        document.summary(invariantVerdict, open: !firstFailures.isEmpty, inMarkdown: false)
        guard let infos = results.first?.tallies.map(\.info) else { return }
        var names: [String] = []
        for result in results { for tally in result.tallies where !names.contains(tally.info.name) { names.append(tally.info.name) } }
        document.table(
            header: ["invariant", "promise", "source", "games checked", "games broken"],
            rows: names.compactMap { name in
                let tallies = results.compactMap { $0.tallies.first { $0.info.name == name } }
                guard let info = tallies.first?.info ?? infos.first(where: { $0.name == name }) else { return nil }
                let checked = zip(results, results.map { $0.tallies.contains { $0.info.name == name } }).filter(\.1).reduce(0) { $0 + $1.0.games }
                let broken = tallies.reduce(0) { $0 + $1.brokenGames }
                return [info.name, info.title, info.citation, NumberFormat.grouped(checked), NumberFormat.grouped(broken)]
            },
            alignments: [.left, .left, .left, .right, .right])
        let checks = results.reduce(0) { $0 + $1.checks }
        document.paragraph("\(NumberFormat.counted(checks, "check")) in all: every invariant after the start, every action and every event of every game.")
        let failures = firstFailures
        guard !failures.isEmpty else { return }
        document.heading("First failures", level: 3, anchor: anchor(Anchor.firstFailures))
        document.bulletList(failures.map { failure in
            "`\(failure.invariant)` in \(failure.configuration.label), game \(failure.game), after \(failure.violation.moment): "
                + "\(failure.violation.message). Replay: `\(analysis.replayCommand(failure.token))`"
        }, anchors: failures.indices.map { anchor(Anchor.failure($0)) })
    }
}

extension Measurement {
    /// Mean, spread and extremes, whether the measurement is a summary or a histogram.
    public var summaryStatistics: RunningStatistics {
        switch value {
        case .summary(let statistics): statistics
        case .histogram(let histogram): histogram.statistics
        case .ratio(let ratio): ratio.linearised
        default: RunningStatistics()
        }
    }

    /// The one figure a section's summary line shows: the mean (a summary, histogram or ratio), the rate, the
    /// scalar or the p-value (a chi-square test); nil when there is none.
    var headlineValue: Double? {
        switch value {
        case .summary, .histogram, .ratio:
            let statistics = summaryStatistics
            return statistics.count > 0 ? statistics.mean : nil
        case .rate(let successes, let trials): return trials > 0 ? Double(successes) / Double(trials) : nil
        case .scalar(let value): return value
        case .chiSquare(let test): return test.pValue
        }
    }

    /// Exact median and 90th percentile, for histograms.
    public var quantiles: (median: Int?, p90: Int?) {
        guard case .histogram(let histogram) = value else { return (nil, nil) }
        return (histogram.quantile(0.5), histogram.quantile(0.9))
    }
}
