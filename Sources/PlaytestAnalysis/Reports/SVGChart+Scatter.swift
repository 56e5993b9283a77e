import Foundation
import PlaytestHarness

// MARK: - One figure against another, items highlighted

extension SVGChart {
    /// Colour of a highlighted point and its label.
    static let highlightColor = "#c0392b"

    /// Renders a scatter chart: each point of every series (`<circle class="point">`, highlighted ones
    /// `<circle class="point highlighted">` in red and larger) at its x and y, with whiskers along both axes for
    /// their intervals (`<path class="whisker">`). Highlighted points are labelled with their ``ChartSpec/Point/label``
    /// (`<text class="point-label">`) where the label overlaps no other and no point; every point's tooltip names
    /// it. Both axes have nice ticks covering every bound; the x axis is logarithmic, and says so, when the spec
    /// asks and every point's x is positive (an interval reaching 0 is drawn to the axis' left end). Under the chart: the legend, then one line per series with its colour.
    /// No point yields a valid SVG that says "no data".
    static func scatter(_ spec: ChartSpec) -> String {
        let points = spec.series.flatMap(\.points).filter { $0.x != nil }
        guard !points.isEmpty else { return emptyChart(title: spec.title) }
        let xValues = points.compactMap(\.x).flatMap { [$0.estimate, $0.lower, $0.upper] }.filter(\.isFinite)
        let yValues = points.flatMap { [$0.y.estimate, $0.y.lower, $0.y.upper] }.filter(\.isFinite) + spec.references.map(\.value)
        // A logarithmic x needs every point at a positive x; an interval reaching 0 is drawn to the axis' left end.
        let logX = spec.x.logarithmic && points.allSatisfy { ($0.x?.estimate ?? 0) > 0 }
        let highlighted = points.contains(where: \.highlighted)
        let keyLines = spec.series.count + (spec.legend == nil ? 0 : 1)
        var svg = SVGBuilder(width: Layout.width, height: Layout.height + 6 + keyLines * Int(keyLineHeight))
        let y = drawFrame(&svg, title: spec.title, xLabel: spec.x.text + (logX ? " (log scale)" : ""), yLabel: spec.y.text,
                          scale: niceScale(lower: yValues.min() ?? 0, upper: yValues.max() ?? 1))

        // The x axis: nice or logarithmic ticks, labelled under the axis.
        let xTicks: [(value: Double, label: String)]
        let x: (Double) -> Double
        if logX {
            let positive = xValues.filter { $0 > 0 }
            let ticks = logarithmicTicks(lower: positive.min() ?? 1, upper: positive.max() ?? 10)
            let (low, high) = (log10(ticks.first ?? 1), log10(ticks.last ?? 10))
            x = { value in Layout.left + (log10(max(value, ticks.first ?? 1)) - low) / max(high - low, 1e-12) * (Layout.right - Layout.left) }
            xTicks = ticks.map { ($0, legendNumber($0)) }
        } else {
            let scale = niceScale(lower: xValues.min() ?? 0, upper: xValues.max() ?? 1)
            let (low, high) = (scale.ticks.first ?? 0, scale.ticks.last ?? 1)
            x = { value in Layout.left + (value - low) / max(high - low, 1e-12) * (Layout.right - Layout.left) }
            xTicks = scale.ticks.map { ($0, NumberFormat.fixed($0, digits: scale.decimals)) }
        }
        var lastEnd = -Double.infinity
        for tick in xTicks {
            let position = x(tick.value)
            svg.line(x1: position, y1: Layout.bottom, x2: position, y2: Layout.bottom + 4, stroke: Layout.axisColor)
            let half = Double(tick.label.count) * Layout.labelCharacterWidth / 2
            guard position - half > lastEnd + 4 else { continue }
            svg.text(tick.label, x: position, y: Layout.bottom + 16, size: 11)
            lastEnd = position + half
        }
        for reference in spec.references {
            svg.line(x1: Layout.left, y1: y(reference.value), x2: Layout.right, y2: y(reference.value),
                     stroke: referenceColor, strokeWidth: 1.5, dash: "6 4", cssClass: "reference")
        }

        var labels = LabelPlacer(bounds: .init(left: Layout.left + 2, top: Layout.top - 4, right: Double(Layout.width) - 2, bottom: Layout.bottom))
        for point in points { labels.reserve(x: x(point.x!.estimate), y: y(point.y.estimate), radius: point.highlighted ? 5 : 3.5) }
        // Plain points first, highlighted ones on top.
        for (index, series) in spec.series.enumerated() {
            let color = seriesColors[index % seriesColors.count]
            for point in series.points.sorted(by: { !$0.highlighted && $1.highlighted }) {
                guard let value = point.x else { continue }
                let (centreX, centreY) = (x(value.estimate), y(point.y.estimate))
                let stroke = point.highlighted ? highlightColor : color
                var whiskers: [[(x: Double, y: Double)]] = []
                if value.upper > value.lower { whiskers.append([(x(value.lower), centreY), (x(value.upper), centreY)]) }
                if point.y.upper > point.y.lower { whiskers.append([(centreX, y(point.y.lower)), (centreX, y(point.y.upper))]) }
                if !whiskers.isEmpty { svg.path(whiskers, stroke: stroke, strokeWidth: 1, cssClass: "whisker") }
                svg.circle(x: centreX, y: centreY, radius: point.highlighted ? 5 : 3.5, fill: stroke,
                           cssClass: point.highlighted ? "point highlighted" : "point",
                           tooltip: point.label + ": " + spec.x.title + " " + legendNumber(value.estimate) + " [" + legendNumber(value.lower)
                               + ", " + legendNumber(value.upper) + "], " + spec.y.title + " " + legendNumber(point.y.estimate))
            }
        }
        if highlighted {
            for point in points where point.highlighted && !point.label.isEmpty {
                if let spot = labels.place(point.label, x: x(point.x!.estimate), y: y(point.y.estimate), size: pointLabelSize) {
                    svg.text(point.label, x: spot.x, y: spot.y, size: pointLabelSize, anchor: spot.anchor, cssClass: pointLabelClass)
                }
            }
        }

        var keyY = Double(Layout.height) + keyLineHeight
        if let legend = spec.legend {
            svg.text(legend, x: Layout.left, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        for (index, series) in spec.series.enumerated() {
            let color = series.points.allSatisfy(\.highlighted) ? highlightColor : seriesColors[index % seriesColors.count]
            svg.circle(x: Layout.left + 10, y: keyY - 4, radius: 4, fill: color)
            svg.text(series.name, x: Layout.left + 26, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        return svg.render()
    }
}
