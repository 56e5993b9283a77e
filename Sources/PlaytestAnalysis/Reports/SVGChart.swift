import Foundation
import PlaytestHarness

// MARK: - SVGChart

/// Pure, deterministic SVG 1.1 charts for balance reports.
///
/// Every chart is 640×360 pixels on a white background with a title, axis
/// labels and y-axis ticks at "nice" steps (1, 2 or 5 × 10^k). Text is
/// XML-escaped and coordinates are printed locale-free, so rendering the same
/// input twice yields byte-identical strings. Renderers never touch files.
/// Bars are `<rect class="bar" …>` elements; whiskers are `<path class="whisker" …>`.
public enum SVGChart: Sendable {

    /// One histogram bin: a label shown under the bar and its count.
    public struct Bin: Sendable, Equatable {
        /// Label printed under the bar (for example `"10–19"`).
        public var label: String
        /// Number of observations in the bin; negative counts are drawn as zero.
        public var count: Int

        /// Creates a bin.
        public init(label: String, count: Int) {
            self.label = label
            self.count = count
        }
    }

    /// One bar with an interval whisker, such as an estimate and its confidence interval.
    public struct IntervalBar: Sendable, Equatable {
        /// Label printed under the bar.
        public var label: String
        /// Height of the bar.
        public var estimate: Double
        /// Bottom of the whisker.
        public var lower: Double
        /// Top of the whisker.
        public var upper: Double

        /// The number that names the bar in a key when the labels do not fit under the bars (`#0`, `#1`, ...): the
        /// number the report's tables give the same row, such as a configuration's index; nil numbers the bars by
        /// position from 0.
        public var number: Int?

        /// Creates a bar; `lower` and `upper` may be given in either order.
        public init(label: String, estimate: Double, lower: Double, upper: Double, number: Int? = nil) {
            self.label = label
            self.estimate = estimate
            self.lower = lower
            self.upper = upper
            self.number = number
        }
    }

    // MARK: - Layout

    /// Canvas size and plot-area margins shared by all charts.
    enum Layout {
        static let width = 640
        static let height = 360
        static let left = 72.0
        static let right = 616.0
        static let top = 48.0
        static let bottom = 292.0
        static let barColor = "#4878a8"
        static let axisColor = "#444444"
        static let gridColor = "#e4e4e4"
        static let labelCharacterWidth = 6.0
    }

    // MARK: - Nice ticks

    /// Tick values covering `lower...upper` at a step of 1, 2 or 5 × 10^k chosen
    /// so that there are about `targetCount` intervals. The first tick is at or
    /// below `lower`, the last at or above `upper` (max 7 → 0, 2, 4, 6, 8;
    /// max 0.37 → 0, 0.1, 0.2, 0.3, 0.4). An empty or non-finite range is
    /// widened to one unit above `lower` (or 0...1).
    public static func niceTicks(lower: Double, upper: Double, targetCount: Int = 5) -> [Double] {
        niceScale(lower: lower, upper: upper, targetCount: targetCount).ticks
    }

    /// Ticks plus the number of decimals needed to label them exactly.
    static func niceScale(lower: Double, upper: Double, targetCount: Int = 5,
                          minimumStep: Double = 0) -> (ticks: [Double], decimals: Int) {
        let low = lower.isFinite ? lower : 0
        var high = upper.isFinite ? max(upper, low) : low
        if high == low { high = low + 1 }
        let raw = max((high - low) / Double(max(targetCount, 1)), minimumStep)
        // raw == leading × 10^exponent with leading in [1, 10).
        var exponent = 0
        while NumberFormat.scaled(raw, byPowerOfTen: -exponent) >= 10 { exponent += 1 }
        while NumberFormat.scaled(raw, byPowerOfTen: -exponent) < 1 { exponent -= 1 }
        let leading = NumberFormat.scaled(raw, byPowerOfTen: -exponent)
        var multiplier = leading <= 1 ? 1.0 : leading <= 2 ? 2.0 : leading <= 5 ? 5.0 : 10.0
        if multiplier == 10 { multiplier = 1; exponent += 1 }
        // tick(k) == k × multiplier × 10^exponent, computed with a single rounding.
        func tick(_ k: Double) -> Double {
            NumberFormat.scaled(k * multiplier, byPowerOfTen: exponent)
        }
        var first = (NumberFormat.scaled(low, byPowerOfTen: -exponent) / multiplier).rounded(.down)
        var last = (NumberFormat.scaled(high, byPowerOfTen: -exponent) / multiplier).rounded(.up)
        // Guard against a one-ulp overshoot adding a superfluous tick at either end.
        if tick(first + 1) <= low { first += 1 }
        if tick(last - 1) >= high { last -= 1 }
        var ticks: [Double] = []
        var k = first
        while k <= last {
            ticks.append(tick(k))
            k += 1
        }
        return (ticks, max(0, -exponent))
    }

    // MARK: - Shared drawing

    /// Draws title, axis labels, horizontal grid lines with tick labels and the
    /// axes; returns a function mapping data values to y coordinates.
    static func drawFrame(_ svg: inout SVGBuilder, title: String, xLabel: String, yLabel: String,
                          scale: (ticks: [Double], decimals: Int)) -> (Double) -> Double {
        let low = scale.ticks.first ?? 0
        let high = scale.ticks.last ?? 1
        let span = high > low ? high - low : 1
        let y: (Double) -> Double = { value in
            Layout.bottom - (value - low) / span * (Layout.bottom - Layout.top)
        }
        drawFrame(&svg, title: title, xLabel: xLabel, yLabel: yLabel,
                  ticks: scale.ticks.map { ($0, NumberFormat.fixed($0, digits: scale.decimals)) }, y: y)
        return y
    }

    /// Draws title, axis titles (`<text class="axis-title">`), horizontal grid lines at `ticks` with their labels
    /// and the axes, through the mapping `y` from data values to y coordinates.
    static func drawFrame(_ svg: inout SVGBuilder, title: String, xLabel: String, yLabel: String,
                          ticks: [(value: Double, label: String)], y: (Double) -> Double) {
        drawTitle(&svg, title)
        if !xLabel.isEmpty {
            svg.text(xLabel, x: (Layout.left + Layout.right) / 2, y: Double(Layout.height) - 14, cssClass: axisTitleClass)
        }
        if !yLabel.isEmpty {
            svg.text(yLabel, x: 20, y: (Layout.top + Layout.bottom) / 2, size: yLabel.count > 36 ? 11 : 12, rotation: -90,
                     cssClass: axisTitleClass)
        }
        for tick in ticks {
            let tickY = y(tick.value)
            svg.line(x1: Layout.left, y1: tickY, x2: Layout.right, y2: tickY, stroke: Layout.gridColor)
            svg.text(tick.label, x: Layout.left - 6, y: tickY + 4, size: 11, anchor: .end)
        }
        svg.line(x1: Layout.left, y1: Layout.top, x2: Layout.left, y2: Layout.bottom,
                 stroke: Layout.axisColor)
        svg.line(x1: Layout.left, y1: Layout.bottom, x2: Layout.right, y2: Layout.bottom,
                 stroke: Layout.axisColor)
    }

    /// The class of an axis title: every chart titles both its axes.
    public static let axisTitleClass = "axis-title"

    /// Ticks of a logarithmic axis covering `lower...upper` (both positive): 1, 2 and 5 times each power of ten
    /// inside, plus the nearest such value beyond each end.
    static func logarithmicTicks(lower: Double, upper: Double) -> [Double] {
        let low = max(lower, 1e-9), high = max(upper, low * 1.0001)
        var exponent = Int(log10(low).rounded(.down)) - 1
        var ticks: [Double] = []
        while ticks.last.map({ $0 < high }) ?? true {
            for multiplier in [1.0, 2.0, 5.0] {
                let tick = NumberFormat.scaled(multiplier, byPowerOfTen: exponent)
                if tick <= low { ticks = [tick] } else if ticks.last.map({ $0 < high }) ?? true { ticks.append(tick) }
            }
            exponent += 1
        }
        return ticks
    }

    /// Labels category slots under the x axis, labelling only every k-th slot when
    /// labels would otherwise overlap (always when there are more than 40 slots).
    static func drawCategoryLabels(_ svg: inout SVGBuilder, labels: [String]) {
        guard !labels.isEmpty else { return }
        let slot = (Layout.right - Layout.left) / Double(labels.count)
        let widest = Double(labels.map(\.count).max() ?? 0) * Layout.labelCharacterWidth + 6
        let fitting = Int((widest / slot).rounded(.up))
        let byCount = (labels.count + 39) / 40
        let every = max(1, fitting, byCount)
        for (index, label) in labels.enumerated() where index % every == 0 {
            svg.text(label, x: Layout.left + slot * (Double(index) + 0.5),
                     y: Layout.bottom + 16, size: 11)
        }
    }

    /// A valid chart containing only the title and the words "no data".
    static func emptyChart(title: String) -> String {
        var svg = SVGBuilder(width: Layout.width, height: Layout.height)
        drawTitle(&svg, title)
        svg.text("no data", x: Double(Layout.width) / 2, y: Double(Layout.height) / 2, size: 14)
        return svg.render()
    }
}
