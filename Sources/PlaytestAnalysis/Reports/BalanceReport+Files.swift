import PlaytestProperties
import PlaytestStatistics
import PlaytestHarness

// MARK: - CSV tables and charts

extension BalanceReport {
    /// A chart file and the measurement it shows.
    struct Chart {
        let measurement: String
        let title: String
        let file: ReportFile
    }

    /// The facts every CSV row opens with: the scenario and the seed.
    var factCells: [CSVCell] {
        [.text(scenario.name), .text(String(scenario.seed))]
    }

    /// The facts an SVG file opens with, as an XML comment.
    var svgFacts: String {
        "<!-- Playtest \(PlaytestVersion.current), scenario \(scenario.name), seed \(scenario.seed), "
            + "\(NumberFormat.counted(scenario.games, "game")) per configuration -->\n"
    }

    /// Every histogram bin of every configuration.
    func histogramsCSV() -> ReportFile {
        var table = CSVTable(header: ["scenario", "seed", "configuration", "metric", "value", "count"])
        for (configuration, result) in zip(scenario.configurations, results) {
            for measurement in result.measurements {
                guard case .histogram(let histogram) = measurement.value else { continue }
                for bin in histogram.bins {
                    table.append(factCells + [.integer(configuration.index), .text(measurement.name), .integer(bin.value), .integer(bin.count)])
                }
            }
        }
        return ReportFile(name: "histograms.csv", contents: table.render())
    }

    /// Every invariant of every configuration: games, broken games, first failure and its replay token.
    func invariantsCSV() -> ReportFile {
        var table = CSVTable(header: ["scenario", "seed", "configuration", "invariant", "citation", "games", "brokenGames", "firstBrokenGame", "replay"])
        let failures = firstFailures
        for (configuration, result) in zip(scenario.configurations, results) {
            for tally in result.tallies {
                let failure = failures.first { $0.configuration.index == configuration.index && $0.invariant == tally.info.name }
                table.append(factCells + [
                    .integer(configuration.index), .text(tally.info.name), .text(tally.info.citation), .integer(result.games),
                    .integer(tally.brokenGames), failure.map { .integer($0.game) } ?? .empty,
                    failure.map { .text(analysis.replayCommand($0.token)) } ?? .empty,
                ])
            }
        }
        return ReportFile(name: "invariants.csv", contents: table.render())
    }

    /// Interval-bar charts across configurations, and one histogram per configuration and histogram metric.
    func chartFiles() -> [Chart] {
        var charts: [Chart] = []
        for name in measurementNames {
            let rows = measurements(named: name)
            guard let first = rows.first?.measurement else { continue }
            switch first.value {
            case .summary, .histogram, .ratio:
                let hasExpected = rows.allSatisfy { ($0.measurement.expected ?? 0) > 0 }
                let names = Self.distinctNames(rows.map(\.configuration.label))
                let bars = zip(rows, names).map { row, name -> SVGChart.IntervalBar in
                    let stats = row.measurement.summaryStatistics
                    let scale = hasExpected ? row.measurement.expected! : 1
                    let interval = row.measurement.meanInterval
                    return SVGChart.IntervalBar(
                        label: name, estimate: stats.mean / scale,
                        lower: (interval?.lower ?? stats.mean) / scale, upper: (interval?.upper ?? stats.mean) / scale,
                        number: row.configuration.index)
                }
                let title = hasExpected ? "\(first.label) / expected (mean, 95% interval)" : "\(first.label) (mean, 95% interval)"
                let svg = SVGChart.intervalBars(
                    title: title, xLabel: "configuration", yLabel: hasExpected ? "observed / expected (ratio)" : Self.axisTitle(first), bars: bars,
                    reference: hasExpected ? 1 : nil, referenceLabel: "expected",
                    legend: "bar: mean; whisker: 95% interval of the mean" + Self.clippingNote(rows.map(\.measurement)))
                // No chart of a constant: every arm the same mean with no spread says nothing a chart could show.
                let constant = bars.allSatisfy { $0.lower == $0.upper && $0.estimate == bars[0].estimate }
                if !constant {
                    charts.append(Chart(measurement: name, title: title, file: ReportFile(name: "\(name).svg", contents: svgFacts + svg)))
                }
            default:
                break
            }
            for row in rows {
                // A ratio over games charts its sub-game units' distribution, when the game keeps one.
                let distribution = distribution(of: name, in: row.configuration)
                guard let histogram = distribution ?? { if case .histogram(let histogram) = row.measurement.value { histogram } else { nil } }() else {
                    continue
                }
                // A histogram of one value is a constant: its table row says it.
                if histogram.minimum == histogram.maximum { continue }
                let title = "\(first.label): \(row.configuration.label)"
                let svg = SVGChart.histogram(
                    title: title, xLabel: Self.axisTitle(first), yLabel: distribution == nil ? "count (games)" : "count (sub-game units)",
                    bins: Self.chartBins(histogram))
                charts.append(Chart(measurement: name, title: title, file: ReportFile(name: "\(name)-\(row.configuration.index).svg", contents: svgFacts + svg)))
            }
        }
        return charts + sweepCharts() + fairnessCharts() + seriesCharts() + traceCharts()
    }

    /// A measurement's axis title: its label with its unit (`Final score (points)`), or the label alone when it has none.
    static func axisTitle(_ measurement: Measurement) -> String {
        ChartSpec.Axis(measurement.label, unit: measurement.unit).text
    }

    /// The arms' names without the leading words every one of them shares (`pokerslam random`, `pokerslam greedy` ->
    /// `random`, `greedy`): shorter names fit under their bars, so the chart names its arms instead of keying them
    /// `#0`, `#1`. A name left empty keeps its whole label.
    static func distinctNames(_ labels: [String]) -> [String] {
        let words = labels.map { $0.split(separator: " ").map(String.init) }
        guard labels.count > 1, let first = words.first else { return labels }
        var shared = 0
        while shared < first.count, words.allSatisfy({ $0.count > shared + 1 && $0[shared] == first[shared] }) { shared += 1 }
        return zip(labels, words).map { label, own in shared == 0 ? label : own.dropFirst(shared).joined(separator: " ") }
    }

    /// `" (clipped at 0 for counts)"` when some measurement's interval was cut at zero, else nothing: a chart's
    /// legend says so only where it applies.
    static func clippingNote(_ measurements: [Measurement]) -> String {
        measurements.contains(where: \.isIntervalClippedAtZero) ? " (clipped at 0 for counts)" : ""
    }

    /// A histogram's bins for a chart: equal bins on a linear axis from the minimum to the maximum (empty ones
    /// included), each ``HistogramBinning/width`` values wide, a whole multiple of the data's grid (see
    /// ``HistogramBinning``). A bin one value wide is labelled by its value, a wider one by its range (`500–509`).
    static func chartBins(_ histogram: IntegerHistogram) -> [SVGChart.Bin] {
        guard let low = histogram.minimum, let high = histogram.maximum else { return [] }
        let width = HistogramBinning.width(histogram)
        let grid = HistogramBinning.grid(histogram)
        // A bin one grid step wide starts on the data; a wider one on a multiple of its width, for round labels.
        let first = width == grid ? low : HistogramBinning.floor(low, toMultipleOf: width)
        var bins: [SVGChart.Bin] = []
        var start = first
        var counts = histogram.bins.makeIterator()
        var next = counts.next()
        while start <= high {
            let end = start + width - 1
            var count = 0
            while let bin = next, bin.value <= end {
                count += bin.count
                next = counts.next()
            }
            bins.append(SVGChart.Bin(label: width == grid ? String(start) : "\(start)–\(end)", count: count))
            start += width
        }
        return bins
    }
}
