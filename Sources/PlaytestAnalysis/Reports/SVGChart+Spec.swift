// MARK: - Drawing a chart given as data

extension SVGChart {
    /// Draws a ``ChartSpec``: bars as ``intervalBars(title:xLabel:yLabel:bars:reference:referenceLabel:legend:band:bandLabel:)``
    /// (several series' points side by side, each named `series category`), lines as
    /// ``sweepLines(title:xLabel:yLabel:series:legend:categories:references:logarithmicY:)`` (over ordered categories
    /// when the points name them), scatter as `scatter(_:)`. Both axis titles carry their units.
    /// - Returns: A complete SVG 1.1 document ending with `</svg>\n`.
    public static func draw(_ spec: ChartSpec) -> String {
        switch spec.kind {
        case .bars:
            let several = spec.series.count > 1
            let bars = spec.series.flatMap { series in
                series.points.map { point in
                    IntervalBar(label: [several ? series.name : "", point.category ?? point.label].filter { !$0.isEmpty }.joined(separator: " "),
                                estimate: point.y.estimate, lower: point.y.lower, upper: point.y.upper)
                }
            }
            return intervalBars(title: spec.title, xLabel: spec.x.text, yLabel: spec.y.text, bars: bars,
                                reference: spec.references.first?.value, referenceLabel: spec.references.first?.label ?? "reference",
                                legend: spec.legend, band: spec.band?.range, bandLabel: spec.band?.label ?? "")
        case .lines:
            // Ordered categories: the names in the order the series first give them.
            var categories: [String] = []
            for point in spec.series.flatMap(\.points) { if let name = point.category, !categories.contains(name) { categories.append(name) } }
            let byCategory = !categories.isEmpty
            let series = spec.series.map { series in
                SweepSeries(label: series.name, points: series.points.compactMap { point in
                    guard let x = byCategory ? point.category.flatMap(categories.firstIndex(of:)).map(Double.init) : point.x?.estimate else { return nil }
                    return SweepPoint(x: x, estimate: point.y.estimate, lower: point.y.lower, upper: point.y.upper)
                })
            }
            return sweepLines(title: spec.title, xLabel: spec.x.text, yLabel: spec.y.text, series: series, legend: spec.legend,
                              categories: byCategory ? categories : nil, references: spec.references, logarithmicY: spec.y.logarithmic)
        case .scatter:
            return scatter(spec)
        }
    }
}
