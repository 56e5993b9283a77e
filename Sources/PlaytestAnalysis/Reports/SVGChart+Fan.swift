import PlaytestHarness

// MARK: - A figure step by step: a fan chart

extension SVGChart {
    /// One point of a fan chart: the x value (a step or a round) and the quantiles there.
    public struct FanPoint: Sendable, Equatable {
        /// The step or round.
        public var x: Double
        /// The lower quantile (p10): the band's bottom.
        public var low: Double
        /// The middle quantile (p50): the line.
        public var middle: Double
        /// The upper quantile (p90): the band's top.
        public var high: Double
        /// The middle quantile's interval, when bounded on each side (dashed lines).
        public var middleLower: Double?
        /// See ``middleLower``.
        public var middleUpper: Double?

        /// Creates a point.
        public init(x: Double, low: Double, middle: Double, high: Double, middleLower: Double? = nil, middleUpper: Double? = nil) {
            self.x = x
            self.low = low
            self.middle = middle
            self.high = high
            self.middleLower = middleLower
            self.middleUpper = middleUpper
        }
    }

    /// Renders a figure step by step: a band from `low` to `high` at each x (`<polygon class="band">`), the `middle`
    /// as a line (`<path class="series">`) and, where bounded, the middle's interval as two dashed lines
    /// (`<path class="interval">`). The x axis is numeric (nice ticks, titled `xLabel`), the y axis titled `yLabel`.
    /// Under the chart: the `legend`. No point yields a valid SVG that says "no data"; non-finite values are dropped.
    ///
    /// - Returns: A complete SVG 1.1 document ending with `</svg>\n`.
    public static func fan(title: String, xLabel: String, yLabel: String, points: [FanPoint], legend: String? = nil) -> String {
        let cleaned = points.filter { [$0.x, $0.low, $0.middle, $0.high].allSatisfy(\.isFinite) }.sorted { $0.x < $1.x }
        guard let first = cleaned.first, let last = cleaned.last else { return emptyChart(title: title) }
        let values = cleaned.flatMap { [$0.low, $0.middle, $0.high] + [$0.middleLower, $0.middleUpper].compactMap { $0 }.filter(\.isFinite) }
        let scale = niceScale(lower: values.min() ?? 0, upper: values.max() ?? 1)
        var svg = SVGBuilder(width: Layout.width, height: Layout.height + 6 + (legend == nil ? 0 : Int(keyLineHeight)))
        let y = drawFrame(&svg, title: title, xLabel: xLabel, yLabel: yLabel, scale: scale)
        let xScale = niceScale(lower: first.x, upper: max(last.x, first.x + 1), targetCount: 8, minimumStep: 1)
        let xLow = xScale.ticks.first ?? first.x, xHigh = xScale.ticks.last ?? last.x
        let x: (Double) -> Double = { value in
            Layout.left + (value - xLow) / max(xHigh - xLow, 1) * (Layout.right - Layout.left)
        }
        for tick in xScale.ticks {
            svg.line(x1: x(tick), y1: Layout.bottom, x2: x(tick), y2: Layout.bottom + 4, stroke: Layout.axisColor)
            svg.text(NumberFormat.fixed(tick, digits: xScale.decimals), x: x(tick), y: Layout.bottom + 16, size: 11)
        }
        let color = seriesColors[0]
        svg.polygon(cleaned.map { (x($0.x), y($0.high)) } + cleaned.reversed().map { (x($0.x), y($0.low)) },
                    fill: color, opacity: 0.25, cssClass: "band")
        for bound in [\FanPoint.middleLower, \FanPoint.middleUpper] {
            // Each run of points with the bound, drawn as its own dashed piece.
            var runs: [[(x: Double, y: Double)]] = [[]]
            for point in cleaned {
                if let value = point[keyPath: bound], value.isFinite { runs[runs.count - 1].append((x(point.x), y(value))) } else if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                }
            }
            let drawn = runs.filter { $0.count > 1 }
            if !drawn.isEmpty { svg.path(drawn, stroke: color, strokeWidth: 1, cssClass: "interval", dash: "4 3") }
        }
        svg.path([cleaned.map { (x($0.x), y($0.middle)) }], stroke: color, strokeWidth: 2, cssClass: "series")
        if let legend {
            svg.text(legend, x: Layout.left, y: Double(Layout.height) + keyLineHeight, size: 11, anchor: .start)
        }
        return svg.render()
    }
}
