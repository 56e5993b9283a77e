import PlaytestHarness

// MARK: - Charts of a metric against a swept numeric parameter

extension BalanceReport {
    /// The swept parameters whose every playing configuration that sweeps them holds a number (a whole number or a
    /// real), with at least two distinct values among them, in the order they are first swept. Configurations of
    /// other studies, which do not sweep the parameter, take no part (a scenario of several studies gets its charts).
    var numericSweeps: [String] {
        let pairs = playingPairs.map(\.configuration)
        var names: [String] = []
        for configuration in pairs {
            for swept in configuration.sweptParameters {
                let name = String(swept.prefix { $0 != "=" })
                if !names.contains(name) { names.append(name) }
            }
        }
        return names.filter { name in
            let sweeping = pairs.filter { configuration in configuration.sweptParameters.contains { $0.hasPrefix(name + "=") } }
            let values = sweeping.map { Self.sweptNumber(name, of: $0) }
            guard values.allSatisfy({ $0 != nil }) else { return false }
            return Set(values.compactMap { $0 }).count >= 2
        }
    }

    /// A configuration's value of a parameter as a number, or nil when it is not swept there or not a number.
    static func sweptNumber(_ name: String, of configuration: ScenarioConfiguration) -> Double? {
        guard configuration.sweptParameters.contains(where: { $0.hasPrefix(name + "=") }) else { return nil }
        switch configuration.configuration.value(name) {
        case .integer(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    /// One chart per playing metric with an interval (a summary, a histogram or a rate) and per numeric sweep:
    /// the metric's mean and 95% interval (the tables' interval) against the swept value, one line per other arm.
    /// Files are named `<metric>-by-<parameter>.svg`.
    func sweepCharts() -> [Chart] {
        let sweeps = numericSweeps
        guard !sweeps.isEmpty else { return [] }
        var charts: [Chart] = []
        for name in measurementNames {
            let rows = measurements(named: name)
            guard let first = rows.first?.measurement else { continue }
            switch first.value {
            case .summary, .histogram, .rate, .ratio: break
            case .scalar, .chiSquare: continue
            }
            for parameter in sweeps {
                let series = Self.sweepSeries(rows: rows, parameter: parameter)
                // No chart of a constant: every point the same with no interval.
                guard !series.isEmpty, !Self.isConstant(series) else { continue }
                let title = "\(first.label) by \(parameter) (mean, 95% interval)"
                let isRate: Bool = if case .rate = first.value { true } else { false }
                let svg = SVGChart.sweepLines(
                    title: title, xLabel: parameter, yLabel: isRate ? "\(first.label) (rate)" : Self.axisTitle(first), series: series,
                    legend: isRate ? "point: rate; whisker: Wilson 95% interval"
                        : "point: mean; whisker: 95% interval of the mean" + Self.clippingNote(rows.map(\.measurement)))
                charts.append(Chart(measurement: name, title: title,
                                    file: ReportFile(name: "\(name)-by-\(parameter).svg", contents: svgFacts + svg)))
            }
        }
        return charts
    }

    /// True when every point of every line has the same estimate and no interval.
    static func isConstant(_ series: [SVGChart.SweepSeries]) -> Bool {
        let points = series.flatMap(\.points)
        guard let first = points.first else { return true }
        return points.allSatisfy { $0.lower == $0.upper && $0.estimate == first.estimate }
    }

    /// The lines of one sweep chart: configurations that differ only in `parameter` form one series, labelled by
    /// their bots, other swept values and rules, in the order the series first appear.
    static func sweepSeries(rows: [(configuration: ScenarioConfiguration, measurement: Measurement)],
                            parameter: String) -> [SVGChart.SweepSeries] {
        var series: [SVGChart.SweepSeries] = []
        for row in rows {
            guard let x = sweptNumber(parameter, of: row.configuration), let estimate = row.measurement.estimate else { continue }
            let interval = row.measurement.meanInterval
            let configuration = row.configuration
            let rules = configuration.playsDefaultRules ? [] : [configuration.configuration.rules]
            let label = ([configuration.bot] + configuration.sweptParameters.filter { !$0.hasPrefix(parameter + "=") }
                          + configuration.distinguishingParameters + rules)
                .joined(separator: " ")
            let point = SVGChart.SweepPoint(x: x, estimate: interval?.estimate ?? estimate.mean,
                                            lower: interval?.lower ?? estimate.mean, upper: interval?.upper ?? estimate.mean)
            if let position = series.firstIndex(where: { $0.label == label }) {
                series[position].points.append(point)
            } else {
                series.append(SVGChart.SweepSeries(label: label, points: [point]))
            }
        }
        return series
    }
}
