import Testing
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestStatistics

/// The chart review's findings on bar keys, point labels and the clipping note, each pinned by a test.
@Suite("SVGChart: the chart review's fixes")
struct SVGChartReviewTests {
    @Test("bars too many to label are keyed by the tables' numbers (#0...#26), not 1...27")
    func keysUseTheTablesNumbers() {
        let bars = (0..<27).map { (index: Int) in SVGChart.IntervalBar(label: "pokerslam planner depth=\(index)", estimate: 1, lower: 0.5, upper: 1.5, number: index) }
        let svg = SVGChart.intervalBars(title: "t", yLabel: "y", bars: bars)
        #expect(svg.contains(">#0  pokerslam planner depth=0</text>"))
        #expect(svg.contains(">#26  pokerslam planner depth=26</text>"))
        #expect(!svg.contains(">27  "))
        // Bars without a number are keyed by position from 0, as the tables count.
        let unnumbered = SVGChart.intervalBars(title: "t", yLabel: "y", bars: bars.map { SVGChart.IntervalBar(label: $0.label, estimate: 1, lower: 0, upper: 2) })
        #expect(unnumbered.contains(">#0  pokerslam planner depth=0</text>"))
    }

    @Test("point labels have three significant digits and stay inside the view box")
    func pointLabelsAreShortAndInside() {
        let series = [SVGChart.SweepSeries(label: "a", points: [
            SVGChart.SweepPoint(x: 5, estimate: 934.738123, lower: 900, upper: 960),
            SVGChart.SweepPoint(x: 7, estimate: 1_234_567.891, lower: 1_200_000, upper: 1_300_000),
        ])]
        let svg = SVGChart.sweepLines(title: "t", xLabel: "count", yLabel: "ms", series: series)
        #expect(svg.contains(">935</text>"))
        #expect(!svg.contains(">934.738"))
        let boxes = ChartSpecTests.labelBoxes(svg)
        #expect(boxes.count == 2)
        for box in boxes { #expect(box.left >= 0 && box.right <= 640, "\(box)") }
    }

    @Test("'clipped at 0 for counts' is said only when some interval was clipped at zero")
    func clippingNoteOnlyWhereItApplies() {
        let negative = Measurement(name: "margin", label: "Margin", value: .summary(RunningStatistics([-5, -3, 2, -1])))
        let wide = Measurement(name: "turns", label: "Turns", value: .summary(RunningStatistics([0, 0, 0, 9])))
        let narrow = Measurement(name: "turns", label: "Turns", value: .summary(RunningStatistics([10, 11, 12, 10, 11])))
        #expect(!negative.isIntervalClippedAtZero && !narrow.isIntervalClippedAtZero)
        #expect(wide.isIntervalClippedAtZero)
        #expect(BalanceReport.clippingNote([negative, narrow]) == "")
        #expect(BalanceReport.clippingNote([narrow, wide]) == " (clipped at 0 for counts)")
    }
}
