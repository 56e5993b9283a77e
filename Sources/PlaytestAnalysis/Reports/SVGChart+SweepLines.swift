import Foundation

// MARK: - A metric against a swept numeric parameter

extension SVGChart {

    /// One point of a sweep line: the swept value, the estimate and its interval.
    public struct SweepPoint: Sendable, Equatable {
        /// The swept parameter's value (the x coordinate).
        public var x: Double
        /// The estimate (the point).
        public var estimate: Double
        /// Bottom of the whisker.
        public var lower: Double
        /// Top of the whisker.
        public var upper: Double

        /// Creates a point; `lower` and `upper` may be given in either order.
        public init(x: Double, estimate: Double, lower: Double, upper: Double) {
            self.x = x
            self.estimate = estimate
            self.lower = min(lower, upper)
            self.upper = max(lower, upper)
        }
    }

    /// One line of a sweep chart: an arm (a bot, other swept values) and its points.
    public struct SweepSeries: Sendable, Equatable {
        /// The legend's text for the line.
        public var label: String
        /// The points, in any order (they are drawn by increasing x).
        public var points: [SweepPoint]

        /// Creates a series.
        public init(label: String, points: [SweepPoint]) {
            self.label = label
            self.points = points
        }
    }

    /// Line colours, one per series in order (repeating after eight).
    static let seriesColors = ["#4878a8", "#e07b39", "#3a923a", "#c03d3e", "#9372b2", "#8c6d31", "#d57bbf", "#7f7f7f"]

    /// The most points in all that carry their estimate as a text label; above, the tooltips carry them.
    static let labelledPointLimit = 24

    /// Renders a metric against a swept numeric parameter: one line per series, each point
    /// (`<circle class="point">`, its tooltip `"<series>, <xLabel>=<x>: <estimate> [<lower>, <upper>]"`) with a
    /// whisker from `lower` to `upper` (`<path class="whisker">`) in its series' colour.
    ///
    /// The x axis is numeric with a tick and a label at every swept value (a label that would overlap the one
    /// before it is left out); it is logarithmic, and says so, when every value is positive and the largest is at
    /// least 20 times the smallest. With `categories`, the x axis is those ordered names instead (a point's x is
    /// its category's position from 0). Series are nudged apart sideways by a few pixels so their whiskers do not
    /// hide each other. The y axis has nice ticks covering every bound and reference (it need not start at 0:
    /// the differences are what it shows); with `logarithmicY` and every bound positive it is logarithmic and its
    /// title says so. When there are at most `labelledPointLimit` points, each is labelled with its estimate to
    /// three significant digits (`<text class="point-label">`) where the label overlaps no other label and no
    /// point (`LabelPlacer`), else the tooltip alone carries it. Under the chart: the `legend` (what the points
    /// and whiskers mean), the reference lines, then one line per series with its colour. No series or no points
    /// yields a valid SVG that says "no data"; non-finite values are drawn as the estimate (or 0).
    ///
    /// - Parameters:
    ///   - title: Chart title, printed at the top.
    ///   - xLabel: The swept parameter's name, under the x axis.
    ///   - yLabel: Label beside the y axis.
    ///   - series: The lines, in legend order.
    ///   - legend: Optional line saying what points and whiskers show.
    ///   - categories: Names of the x positions 0, 1, ... when the x axis is ordered categories.
    ///   - references: Dashed horizontal lines (a cap, an expected value), each named in the key.
    ///   - logarithmicY: True for a logarithmic y axis when every bound is positive.
    /// - Returns: A complete SVG 1.1 document ending with `</svg>\n`.
    public static func sweepLines(title: String, xLabel: String, yLabel: String, series: [SweepSeries],
                                  legend: String? = nil, categories: [String]? = nil,
                                  references: [ChartSpec.Reference] = [], logarithmicY: Bool = false) -> String {
        let cleaned = series.map { line in
            SweepSeries(label: line.label, points: line.points.filter(\.x.isFinite).map(sanitised).sorted { $0.x < $1.x })
        }
        let xs = categories.map { $0.indices.map(Double.init) } ?? Array(Set(cleaned.flatMap { $0.points.map(\.x) })).sorted()
        guard let smallest = xs.first, let largest = xs.last, cleaned.contains(where: { !$0.points.isEmpty }) else {
            return emptyChart(title: title)
        }
        let logarithmic = categories == nil && smallest > 0 && largest >= 20 * smallest
        let shownReferences = references.filter(\.value.isFinite)
        let values = cleaned.flatMap { $0.points.flatMap { [$0.estimate, $0.lower, $0.upper] } } + shownReferences.map(\.value)
        let logY = logarithmicY && (values.min() ?? 0) > 0

        let keyLines = cleaned.count + shownReferences.count + (legend == nil ? 0 : 1)
        var svg = SVGBuilder(width: Layout.width, height: Layout.height + 6 + keyLines * Int(keyLineHeight))
        let y: (Double) -> Double
        let xTitle = xLabel + (logarithmic ? " (log scale)" : "")
        if logY {
            let ticks = logarithmicTicks(lower: values.min() ?? 1, upper: values.max() ?? 10)
            let (low, high) = (log10(ticks.first ?? 1), log10(ticks.last ?? 10))
            y = { value in Layout.bottom - (log10(max(value, 1e-12)) - low) / max(high - low, 1e-12) * (Layout.bottom - Layout.top) }
            drawFrame(&svg, title: title, xLabel: xTitle, yLabel: yLabel + " (log scale)", ticks: ticks.map { ($0, legendNumber($0)) }, y: y)
        } else {
            y = drawFrame(&svg, title: title, xLabel: xTitle, yLabel: yLabel, scale: niceScale(lower: values.min() ?? 0, upper: values.max() ?? 1))
        }
        let inset = categories == nil ? 24.0 : 60.0
        let x: (Double) -> Double = { value in
            guard largest > smallest else { return (Layout.left + Layout.right) / 2 }
            let share = logarithmic ? (log10(value) - log10(smallest)) / (log10(largest) - log10(smallest))
                : (value - smallest) / (largest - smallest)
            return Layout.left + inset + share * (Layout.right - Layout.left - 2 * inset)
        }
        drawSweptTicks(&svg, values: xs, at: x, names: categories)
        for reference in shownReferences {
            svg.line(x1: Layout.left, y1: y(reference.value), x2: Layout.right, y2: y(reference.value),
                     stroke: referenceColor, strokeWidth: 1.5, dash: "6 4", cssClass: "reference")
        }

        let pointCount = cleaned.reduce(0) { $0 + $1.points.count }
        let nudgeStep = min(4.0, 16.0 / Double(max(cleaned.count, 1)))
        let placed = cleaned.enumerated().map { index, line in
            line.points.map { (x: x($0.x) + (Double(index) - Double(cleaned.count - 1) / 2) * nudgeStep, point: $0) }
        }
        var labels = LabelPlacer(bounds: .init(left: Layout.left + 2, top: Layout.top - 4, right: Double(Layout.width) - 2, bottom: Layout.bottom))
        for points in placed { for (centre, point) in points { labels.reserve(x: centre, y: y(point.estimate), radius: 3) } }
        for (index, line) in cleaned.enumerated() {
            let color = seriesColors[index % seriesColors.count]
            let points = placed[index]
            if points.count > 1 {
                svg.path([points.map { ($0.x, y($0.point.estimate)) }], stroke: color, strokeWidth: 1.5, cssClass: "series")
            }
            for (centre, point) in points {
                let low = y(point.lower)
                let high = y(point.upper)
                svg.path([[(centre, low), (centre, high)], [(centre - 4, low), (centre + 4, low)], [(centre - 4, high), (centre + 4, high)]],
                         stroke: color, strokeWidth: 1, cssClass: "whisker")
                let place = categories.map { names in names[Int(point.x)] } ?? (xLabel + "=" + legendNumber(point.x))
                svg.circle(x: centre, y: y(point.estimate), radius: 3, fill: color, cssClass: "point",
                           tooltip: line.label + ", " + place + ": " + legendNumber(point.estimate)
                               + " [" + legendNumber(point.lower) + ", " + legendNumber(point.upper) + "]")
            }
        }
        if pointCount <= labelledPointLimit {
            for points in placed {
                for (centre, point) in points {
                    let text = shortNumber(point.estimate, digits: 3)
                    if let spot = labels.place(text, x: centre, y: y(point.estimate), size: pointLabelSize) {
                        svg.text(text, x: spot.x, y: spot.y, size: pointLabelSize, anchor: spot.anchor, cssClass: pointLabelClass)
                    }
                }
            }
        }

        var keyY = Double(Layout.height) + keyLineHeight
        if let legend {
            svg.text(legend, x: Layout.left, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        for reference in shownReferences {
            svg.line(x1: Layout.left, y1: keyY - 4, x2: Layout.left + 20, y2: keyY - 4, stroke: referenceColor, strokeWidth: 1.5, dash: "6 4")
            svg.text(reference.label + " = " + legendNumber(reference.value), x: Layout.left + 26, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        for (index, line) in cleaned.enumerated() {
            svg.line(x1: Layout.left, y1: keyY - 4, x2: Layout.left + 20, y2: keyY - 4,
                     stroke: seriesColors[index % seriesColors.count], strokeWidth: 3)
            svg.text(line.label, x: Layout.left + 26, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        return svg.render()
    }

    /// Draws a tick and a label under the x axis at every swept value, leaving out a label that would overlap
    /// the last one drawn.
    static func drawSweptTicks(_ svg: inout SVGBuilder, values: [Double], at x: (Double) -> Double, names: [String]? = nil) {
        var lastEnd = -Double.infinity
        for (index, value) in values.enumerated() {
            let position = x(value)
            svg.line(x1: position, y1: Layout.bottom, x2: position, y2: Layout.bottom + 4, stroke: Layout.axisColor)
            let label = names.map { $0[index] } ?? legendNumber(value)
            let halfWidth = Double(label.count) * Layout.labelCharacterWidth / 2
            guard position - halfWidth > lastEnd + 4 else { continue }
            svg.text(label, x: position, y: Layout.bottom + 16, size: 11)
            lastEnd = position + halfWidth
        }
    }

    /// Replaces non-finite values of a point.
    static func sanitised(_ point: SweepPoint) -> SweepPoint {
        let estimate = point.estimate.isFinite ? point.estimate : 0
        return SweepPoint(x: point.x, estimate: estimate,
                          lower: point.lower.isFinite ? point.lower : estimate, upper: point.upper.isFinite ? point.upper : estimate)
    }
}
