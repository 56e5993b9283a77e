import PlaytestHarness

// MARK: - Histogram

extension SVGChart {

    /// The most bins for which each bar also gets its count printed above it.
    static let maxCountLabelledBins = 24

    /// Renders a histogram: one vertical bar (`<rect class="bar">`) per bin, in
    /// order, each with a hover tooltip `"label: count"`.
    ///
    /// The y axis starts at 0 and ends at a nice value at or above the largest
    /// count, with whole-number ticks. Bin labels are printed under the bars;
    /// when they would overlap (always with more than 40 bins) only every k-th
    /// bin is labelled. With at most 24 bins each count is printed above its
    /// bar when it fits. Negative counts are drawn as zero. An empty `bins`
    /// array yields a valid SVG that says "no data".
    ///
    /// - Parameters:
    ///   - title: Chart title, printed at the top.
    ///   - xLabel: Label under the x axis (for example `"turns to win"`).
    ///   - yLabel: Label beside the y axis (for example `"games"`).
    ///   - bins: The bins, left to right.
    /// - Returns: A complete SVG 1.1 document ending with `</svg>\n`.
    public static func histogram(title: String, xLabel: String, yLabel: String, bins: [Bin]) -> String {
        guard !bins.isEmpty else { return emptyChart(title: title) }
        let counts = bins.map { max($0.count, 0) }
        let largest = counts.max() ?? 0
        let scale = niceScale(lower: 0, upper: Double(largest), minimumStep: 1)

        var svg = SVGBuilder(width: Layout.width, height: Layout.height)
        let y = drawFrame(&svg, title: title, xLabel: xLabel, yLabel: yLabel, scale: scale)
        let slot = (Layout.right - Layout.left) / Double(bins.count)
        let gap = barGap(slot: slot)

        for (index, bin) in bins.enumerated() {
            let top = y(Double(counts[index]))
            svg.rect(
                x: Layout.left + slot * Double(index) + gap / 2, y: top,
                width: slot - gap, height: Layout.bottom - top,
                fill: Layout.barColor, cssClass: "bar",
                tooltip: bin.label + ": " + NumberFormat.grouped(bin.count)
            )
        }
        drawCountLabels(&svg, counts: counts, slot: slot, y: y)
        drawCategoryLabels(&svg, labels: bins.map(\.label))
        return svg.render()
    }

    // MARK: - Helpers

    /// Horizontal space between adjacent bars: 10% of a slot, at most 4 px, and
    /// none once slots are narrower than 3 px.
    static func barGap(slot: Double) -> Double {
        slot < 3 ? 0 : min(slot * 0.1, 4)
    }

    /// Prints each count just above its bar when there are few bins and every
    /// count fits within its slot.
    static func drawCountLabels(_ svg: inout SVGBuilder, counts: [Int], slot: Double,
                                y: (Double) -> Double) {
        guard counts.count <= maxCountLabelledBins else { return }
        let texts = counts.map(NumberFormat.grouped)
        let widest = Double(texts.map(\.count).max() ?? 0) * Layout.labelCharacterWidth
        guard widest <= slot else { return }
        for (index, text) in texts.enumerated() {
            svg.text(text, x: Layout.left + slot * (Double(index) + 0.5),
                     y: y(Double(counts[index])) - 4, size: 11)
        }
    }
}
