// MARK: - Measurement and invariant sections

extension BalanceReport {
    func appendMeasurement(named name: String, to document: inout MarkdownDocument, charts: [Chart]) {
        let rows = measurements(named: name)
        guard let first = rows.first?.measurement else { return }
        document.heading(first.label + (first.unit.isEmpty ? "" : " (\(first.unit))"), level: 2)
        let digits = first.digits
        func fixed(_ value: Double?) -> String { value.map { NumberFormat.fixed($0, digits: digits) } ?? "" }
        switch first.value {
        case .summary, .histogram, .ratio:
            document.table(
                header: ["configuration", "n", "mean", "95% interval", "sd", "min", "median", "p90", "max", "expected"],
                rows: rows.map { row in
                    let stats = row.measurement.summaryStatistics
                    let interval = row.measurement.meanInterval.map { "\(fixed($0.lower)) to \(fixed($0.upper))" } ?? ""
                    let quantiles = row.measurement.quantiles
                    // A histogram's extremes are whole numbers: show them as such.
                    let isHistogram = quantiles.median != nil
                    let extreme: (Double?) -> String = { value in
                        isHistogram ? value.map { String(Int($0)) } ?? "" : fixed(value)
                    }
                    return [row.configuration.label, NumberFormat.grouped(stats.count), fixed(stats.count > 0 ? stats.mean : nil),
                            interval, fixed(stats.standardDeviation), extreme(stats.minimum), quantiles.median.map(String.init) ?? "",
                            quantiles.p90.map(String.init) ?? "", extreme(stats.maximum), fixed(row.measurement.expected)]
                },
                alignments: [.left] + Array(repeating: .right, count: 9))
        case .rate:
            document.table(
                header: ["configuration", "successes", "trials", "rate", "Wilson 95% interval"],
                rows: rows.map { row in
                    guard case .rate(let successes, let trials) = row.measurement.value else { return [] }
                    let interval = ConfidenceInterval.wilson(successes: successes, trials: trials)
                    return [row.configuration.label, NumberFormat.grouped(successes), NumberFormat.grouped(trials),
                            fixed(interval?.estimate), interval.map { "\(fixed($0.lower)) to \(fixed($0.upper))" } ?? ""]
                })
        case .scalar:
            document.table(
                header: ["configuration", "value", "expected"],
                rows: rows.map { row in
                    guard case .scalar(let value) = row.measurement.value else { return [] }
                    return [row.configuration.label, fixed(value), fixed(row.measurement.expected)]
                })
        case .chiSquare:
            document.table(
                header: ["configuration", "chi-square", "degrees of freedom", "p-value"],
                rows: rows.map { row in
                    guard case .chiSquare(let test) = row.measurement.value else { return [] }
                    return [row.configuration.label, fixed(test.statistic), String(test.degreesOfFreedom), fixed(test.pValue)]
                })
            document.paragraph("A p-value below 0.001 in a large sample is evidence of a biased die; about one configuration in twenty falls below 0.05 by chance.")
        }
        for chart in charts {
            document.image(alt: chart.title, path: chart.file.name)
        }
    }

    func appendInvariants(to document: inout MarkdownDocument) {
        document.heading("Invariants", level: 2)
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
        document.paragraph("\(NumberFormat.grouped(checks)) checks in all: every invariant after the start, every action and every event of every game.")
        let failures = firstFailures
        guard !failures.isEmpty else { return }
        document.heading("First failures", level: 3)
        document.bulletList(failures.map { failure in
            "`\(failure.invariant)` in \(failure.configuration.label), game \(failure.game), after \(failure.violation.moment): "
                + "\(failure.violation.message). Replay: `playtest replay \(failure.token)`"
        })
    }

    /// The first failing game of every broken invariant in every configuration, with its replay token.
    public var firstFailures: [(configuration: ScenarioConfiguration, invariant: String, game: Int, violation: Violation, token: ReplayToken)] {
        zip(scenario.configurations, results).flatMap { configuration, result in
            result.tallies.compactMap { tally in
                tally.first.map { first in
                    (configuration, tally.info.name, first.game, first.violation,
                     ReplayToken(game: configuration.game, rules: configuration.configuration.rules, bots: configuration.bots,
                                 parameters: configuration.configuration.parameterList,
                                 source: .stream(seed: scenario.seed, game: UInt64(first.game)), maxSteps: scenario.maxSteps,
                                 files: configuration.configuration.filesFingerprint))
                }
            }
        }
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

    /// Exact median and 90th percentile, for histograms.
    public var quantiles: (median: Int?, p90: Int?) {
        guard case .histogram(let histogram) = value else { return (nil, nil) }
        return (histogram.quantile(0.5), histogram.quantile(0.9))
    }
}
