import PlaytestStatistics
import PlaytestHarness

// MARK: - Series step by step: series.csv, fan charts and their section

extension BalanceReport {
    /// The series figures of this report's configurations, in order (``RunAnalysis/series``).
    var seriesFigures: [SeriesFigure] { analysis.series }

    /// The configuration a series figure belongs to.
    func configuration(of figure: SeriesFigure) -> ScenarioConfiguration? {
        scenario.configurations.first { $0.index == figure.configurationIndex }
    }

    /// Digits a series' values are written with: none when every quantile and bound is a whole number, else 4.
    static func seriesDigits(_ figure: SeriesFigure) -> Int {
        let values = figure.points.flatMap { $0.quantiles.flatMap { [$0.estimate, $0.lower, $0.upper].compactMap { $0 } } }
        return values.allSatisfy { $0.isFinite && $0 == $0.rounded() } ? 0 : 4
    }

    /// `series.csv`: per configuration, series and point, the games with a value there, the games still running, and
    /// p10, p50 and p90 each with its 95% interval (an empty bound is unbounded: too few games on that side).
    func seriesCSV() -> ReportFile {
        var table = CSVTable(header: [
            "scenario", "seed", "configuration", "series", "axis", "step", "games", "running",
            "p10", "p10Lower", "p10Upper", "p50", "p50Lower", "p50Upper", "p90", "p90Lower", "p90Upper",
        ])
        for figure in seriesFigures {
            let digits = Self.seriesDigits(figure)
            func cell(_ value: Double?) -> CSVCell { value.map { .number($0, digits: digits) } ?? .empty }
            for point in figure.points {
                table.append(factCells + [
                    .integer(figure.configurationIndex), .text(figure.name), .text(figure.axis), .integer(point.index),
                    .integer(point.games), .integer(point.running),
                ] + point.quantiles.flatMap { [cell($0.estimate), cell($0.lower), cell($0.upper)] })
            }
        }
        return ReportFile(name: "series.csv", contents: table.render())
    }

    /// One fan chart per configuration and series: `series-<name>-<configuration>.svg`.
    func seriesCharts() -> [Chart] {
        seriesFigures.compactMap { figure in
            guard let configuration = configuration(of: figure) else { return nil }
            let points = figure.points.compactMap { point -> SVGChart.FanPoint? in
                guard point.quantiles.count == 3 else { return nil }
                let (low, middle, high) = (point.quantiles[0], point.quantiles[1], point.quantiles[2])
                return SVGChart.FanPoint(x: Double(point.index), low: low.estimate, middle: middle.estimate, high: high.estimate,
                                         middleLower: middle.lower, middleUpper: middle.upper)
            }
            // No chart of a constant: a series at one value in every game at every step.
            if let first = points.first, points.allSatisfy({ $0.low == first.middle && $0.high == first.middle && $0.middle == first.middle }) {
                return nil
            }
            let title = "\(figure.label) by \(figure.axis): \(configuration.label)"
            let svg = SVGChart.fan(
                title: title, xLabel: figure.axis + (figure.isCapped ? " (first \(SeriesTally.maxPoints - 1) shown)" : ""),
                yLabel: figure.label, points: points,
                legend: "band: p10 to p90 across games; line: p50; dashed: p50's 95% interval; a game that ended counts with its final value")
            return Chart(measurement: Self.seriesChartKey, title: title,
                         file: ReportFile(name: "series-\(figure.name)-\(configuration.index).svg", contents: svgFacts + svg))
        }
    }

    /// The ``Chart/measurement`` of the series' charts (no measurement has this name: it holds no `.`-free prefix).
    static let seriesChartKey = "series:"

    /// The "Step by step" section: what the series show, then per configuration and series its chart and a table of a
    /// few points (every point is in `series.csv`).
    func appendSeries(to document: inout MarkdownDocument, charts: [Chart]) {
        let figures = seriesFigures
        guard !figures.isEmpty else { return }
        document.heading("Step by step", level: 2, anchor: anchor("series"))
        document.paragraph(
            "Each series the study follows, at each step (or round), across games: p10, p50 and p90 with a distribution-free 95% "
                + "interval from order statistics (games the unit; at least 95% coverage, docs/series.md). A game that ended before a "
                + "step counts there with its final value; 'running' is how many were still playing. At most the first "
                + "\(SeriesTally.maxPoints - 1) steps after the set-up are kept. Every point is in series.csv; an empty bound means "
                + "too few games lie on that side of the quantile to bound it.")
        let files = Dictionary(charts.filter { $0.measurement == Self.seriesChartKey }.map { ($0.file.name, $0) }, uniquingKeysWith: { a, _ in a })
        for figure in figures {
            guard let configuration = configuration(of: figure) else { continue }
            document.heading("\(figure.label) by \(figure.axis): \(configuration.label)", level: 3)
            if let chart = files["series-\(figure.name)-\(configuration.index).svg"] { document.image(alt: chart.title, path: chart.file.name) }
            let digits = Self.seriesDigits(figure)
            func number(_ value: Double?) -> String { value.map { NumberFormat.fixed($0, digits: digits) } ?? "unbounded" }
            func quantile(_ interval: QuantileInterval) -> String {
                "\(NumberFormat.fixed(interval.estimate, digits: digits)) (\(number(interval.lower)) to \(number(interval.upper)))"
            }
            document.table(
                header: [figure.axis, "games", "running", "p10 (95% interval)", "p50 (95% interval)", "p90 (95% interval)"],
                rows: Self.shownPoints(figure.points).map { point in
                    [String(point.index), NumberFormat.grouped(point.games), NumberFormat.grouped(point.running)]
                        + point.quantiles.map(quantile)
                },
                alignments: [.right, .right, .right, .right, .right, .right])
        }
    }

    /// At most 11 points for a table: the first, the last and evenly spaced ones between.
    static func shownPoints(_ points: [SeriesFigure.Point]) -> [SeriesFigure.Point] {
        guard points.count > 11 else { return points }
        let last = points.count - 1
        var shown: [Int] = []
        for slot in 0...10 {
            let index = (slot * last + 5) / 10
            if shown.last != index { shown.append(index) }
        }
        return shown.map { points[$0] }
    }
}
