import PlaytestHarness

// MARK: - Interval bars

extension SVGChart {

    /// Colour of whiskers.
    static let whiskerColor = "#222222"
    /// Colour of the dashed reference line and its legend.
    static let referenceColor = "#c0392b"
    /// Fill of a shaded band (an equivalence margin).
    static let bandColor = "#dcefdc"

    /// Renders one bar per item, drawn from 0 to its `estimate`
    /// (`<rect class="bar">`), with an error whisker from `lower` to `upper`
    /// (`<path class="whisker">`: a vertical line with small caps at both ends).
    ///
    /// The y axis runs from 0 (or a nice value below the smallest bound when
    /// some value is negative) to a nice value at or above every upper bound and
    /// the reference. When every value lies on one side of 0 and they span less than a quarter of their size
    /// (means that differ by a few percent), a bar from 0 would hide the differences: the axis is zoomed to the
    /// values instead, each estimate is drawn as a dot (`<circle class="point">`) rather than a bar, and the y
    /// title says "axis zoomed, not from 0". When `reference` is given, a dashed horizontal line is
    /// drawn at that value and a legend `"<referenceLabel> = <value>"` is
    /// printed under the chart. Non-finite values are drawn as the estimate (or
    /// 0 for a non-finite estimate). An empty `bars` array yields a valid SVG
    /// that says "no data".
    ///
    /// Every bar is labelled: under the bar when all the labels fit their
    /// slots, else by its number (`#0`, `#1`, ...: the bar's ``IntervalBar/number``,
    /// the numbering of the report's tables, or its position from 0) with a key
    /// under the chart (`#0  label`, one line each, the chart growing taller). A `legend`
    /// (what the bars and whiskers mean) is printed above the key.
    ///
    /// - Parameters:
    ///   - title: Chart title, printed at the top.
    ///   - xLabel: What the bars are (`configuration`, `seat, team or role`), under the x axis.
    ///   - yLabel: Label beside the y axis (for example `"win rate"`).
    ///   - bars: The bars, left to right.
    ///   - reference: Optional value for a dashed reference line, such as the
    ///     expected value.
    ///   - referenceLabel: Legend text for the reference line.
    ///   - legend: Optional line saying what bars and whiskers show.
    ///   - band: Optional range shaded across the chart behind the bars (an equivalence margin: "fair within
    ///     ±0.05 of an equal share").
    ///   - bandLabel: Legend text for the shaded band.
    /// - Returns: A complete SVG 1.1 document ending with `</svg>\n`.
    public static func intervalBars(title: String, xLabel: String = "", yLabel: String, bars: [IntervalBar],
                                    reference: Double? = nil,
                                    referenceLabel: String = "reference",
                                    legend: String? = nil,
                                    band: ClosedRange<Double>? = nil, bandLabel: String = "") -> String {
        guard !bars.isEmpty else { return emptyChart(title: title) }
        let cleaned = bars.map { sanitised($0) }
        let finiteReference = reference.flatMap { $0.isFinite ? $0 : nil }
        var data: [Double] = cleaned.flatMap { [$0.estimate, $0.lower, $0.upper] }
        if let finiteReference { data.append(finiteReference) }
        if let band, band.lowerBound.isFinite, band.upperBound.isFinite { data += [band.lowerBound, band.upperBound] }
        let zoomed = isZoomWorthy(data)
        // Bars grow from 0, so the axis holds it, unless the chart is zoomed (dots, not bars).
        let values = zoomed ? data : data + [0]
        let scale = niceScale(lower: values.min() ?? 0, upper: values.max() ?? 1)

        let labels = bars.map(\.label)
        let numbered = !labelsFit(labels)
        let keyLines = (numbered ? labels.count : 0) + (legend == nil ? 0 : 1) + (finiteReference == nil ? 0 : 1)
        var svg = SVGBuilder(width: Layout.width, height: Layout.height + (keyLines > 0 ? 6 + keyLines * Int(keyLineHeight) : 0))
        let y = drawFrame(&svg, title: title, xLabel: xLabel, yLabel: yLabel + (zoomed ? " (axis zoomed, not from 0)" : ""), scale: scale)
        let slot = (Layout.right - Layout.left) / Double(bars.count)
        let barWidth = slot * 0.6
        let capHalfWidth = min(barWidth * 0.25, 8)
        if let band, band.lowerBound.isFinite, band.upperBound.isFinite {
            svg.rect(x: Layout.left, y: y(band.upperBound), width: Layout.right - Layout.left, height: y(band.lowerBound) - y(band.upperBound),
                     fill: bandColor, cssClass: "band", tooltip: bandLabel)
        }
        if !zoomed, (scale.ticks.first ?? 0) < 0 {
            // Bars grow from zero, so mark it when the axis extends below.
            svg.line(x1: Layout.left, y1: y(0), x2: Layout.right, y2: y(0), stroke: Layout.axisColor)
        }

        for (index, bar) in cleaned.enumerated() {
            let center = Layout.left + slot * (Double(index) + 0.5)
            let tooltip = bar.label + ": " + legendNumber(bar.estimate) + " [" + legendNumber(bar.lower) + ", " + legendNumber(bar.upper) + "]"
            if zoomed {
                svg.circle(x: center, y: y(bar.estimate), radius: 4, fill: Layout.barColor, cssClass: "point", tooltip: tooltip)
            } else {
            svg.rect(
                x: center - barWidth / 2, y: y(0), width: barWidth, height: y(bar.estimate) - y(0),
                fill: Layout.barColor, cssClass: "bar", tooltip: tooltip
            )
            }
            let low = y(bar.lower)
            let high = y(bar.upper)
            svg.path(
                [
                    [(center, low), (center, high)],
                    [(center - capHalfWidth, low), (center + capHalfWidth, low)],
                    [(center - capHalfWidth, high), (center + capHalfWidth, high)],
                ],
                stroke: whiskerColor, strokeWidth: 1.5, cssClass: "whisker"
            )
        }
        if let finiteReference {
            drawReference(&svg, at: y(finiteReference))
        }
        let keys = bars.enumerated().map { "#" + String($0.element.number ?? $0.offset) }
        drawCategoryLabels(&svg, labels: numbered ? keys : labels)
        var keyY = Double(Layout.height) + keyLineHeight
        if let legend {
            svg.text(legend, x: Layout.left, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        if let finiteReference {
            svg.line(x1: Layout.left, y1: keyY - 4, x2: Layout.left + 24, y2: keyY - 4, stroke: referenceColor, strokeWidth: 1.5, dash: "6 4")
            svg.text(referenceLabel + " = " + legendNumber(finiteReference), x: Layout.left + 30, y: keyY, size: 11, anchor: .start)
            keyY += keyLineHeight
        }
        if numbered {
            for (key, label) in zip(keys, labels) {
                svg.text("\(key)  \(label)", x: Layout.left, y: keyY, size: 11, anchor: .start)
                keyY += keyLineHeight
            }
        }
        return svg.render()
    }

    // MARK: - Helpers

    /// The height of one line of the key under a chart.
    static let keyLineHeight = 14.0

    /// True when every label fits under its bar at the category labels' size (at most 40 bars).
    static func labelsFit(_ labels: [String]) -> Bool {
        guard !labels.isEmpty else { return true }
        let slot = (Layout.right - Layout.left) / Double(labels.count)
        let widest = Double(labels.map(\.count).max() ?? 0) * Layout.labelCharacterWidth + 6
        return widest <= slot && labels.count <= 40
    }

    /// Replaces non-finite values and orders the bounds.
    static func sanitised(_ bar: IntervalBar) -> IntervalBar {
        let estimate = bar.estimate.isFinite ? bar.estimate : 0
        let lower = bar.lower.isFinite ? bar.lower : estimate
        let upper = bar.upper.isFinite ? bar.upper : estimate
        return IntervalBar(label: bar.label, estimate: estimate,
                           lower: min(lower, upper), upper: max(lower, upper))
    }

    /// Draws the dashed reference line across the plot (its legend is a line of the key under the chart).
    static func drawReference(_ svg: inout SVGBuilder, at lineY: Double) {
        svg.line(x1: Layout.left, y1: lineY, x2: Layout.right, y2: lineY,
                 stroke: referenceColor, strokeWidth: 1.5, dash: "6 4", cssClass: "reference")
    }

    /// True when drawing from 0 would hide the differences: every value on one side of 0, spanning less than a
    /// quarter of the largest magnitude (means 2% apart).
    static func isZoomWorthy(_ values: [Double]) -> Bool {
        guard let low = values.min(), let high = values.max(), high > low else { return false }
        if low > 0 { return high - low < 0.25 * high }
        if high < 0 { return high - low < 0.25 * -low }
        return false
    }

    /// Six significant digits without trailing fractional zeros (`0.95`, `1.5`, `100`).
    static func legendNumber(_ value: Double) -> String {
        shortNumber(value, digits: 6)
    }

    /// `digits` significant digits without trailing fractional zeros (3 digits: `934.738` → `935`, `11.652` → `11.7`).
    static func shortNumber(_ value: Double, digits: Int) -> String {
        let text = NumberFormat.significant(value, digits: digits)
        // Character comparisons only: String.contains(String) needs macOS 13.
        guard text.contains(where: { $0 == "." }), !text.contains(where: { $0 == "e" }) else {
            return text
        }
        var trimmed = Substring(text)
        while trimmed.last == "0" { trimmed.removeLast() }
        if trimmed.last == "." { trimmed.removeLast() }
        return String(trimmed)
    }
}
