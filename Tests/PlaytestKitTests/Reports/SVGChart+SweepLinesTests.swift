import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("SVGChart.sweepLines")
struct SVGChartSweepLinesTests {

    static let series = [SVGChart.SweepSeries(label: "greedy", points: [
        SVGChart.SweepPoint(x: 2, estimate: 10, lower: 8, upper: 12),
        SVGChart.SweepPoint(x: 1, estimate: 5, lower: 4, upper: 6),
    ])]

    @Test("Whiskers run from each point's lower to upper bound on the y axis, at its swept value on the x axis")
    func whiskerGeometry() {
        let svg = SVGChart.sweepLines(title: "Score by count", xLabel: "count", yLabel: "points", series: Self.series)
        // Values 4...12: ticks 4, 6, ..., 12, so y(v) = 292 - (v - 4) / 8 * 244; x runs from 96 (count 1) to 592 (count 2).
        #expect(svg.contains("<path class=\"whisker\" d=\"M96.0 292.0 L96.0 231.0 M92.0 292.0 L100.0 292.0 M92.0 231.0 L100.0 231.0\""))
        #expect(svg.contains("<path class=\"whisker\" d=\"M592.0 170.0 L592.0 48.0 M588.0 170.0 L596.0 170.0 M588.0 48.0 L596.0 48.0\""))
        #expect(svg.contains("<path class=\"series\" d=\"M96.0 261.5 L592.0 109.0\""), "the line joins the means by increasing count")
        #expect(svg.contains("<title>greedy, count=1: 5 [4, 6]</title>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("Ticks at the swept values; a wide positive range is drawn on a log scale and says so")
    func ticksAndLogScale() {
        let linear = SVGChart.sweepLines(title: "t", xLabel: "count", yLabel: "", series: Self.series)
        #expect(linear.contains(">count</text>") && !linear.contains("log scale"))
        let wide = [SVGChart.SweepSeries(label: "a", points: [6, 50, 1000].map { SVGChart.SweepPoint(x: $0, estimate: 1, lower: 0, upper: 2) })]
        let log = SVGChart.sweepLines(title: "t", xLabel: "count", yLabel: "", series: wide)
        #expect(log.contains(">count (log scale)</text>"))
        for label in ["6", "50", "1000"] { #expect(log.contains("font-size=\"11\" text-anchor=\"middle\" fill=\"#222222\">\(label)</text>")) }
    }

    @Test("One legend line per series in its colour; no points gives a chart that says no data")
    func legendAndEmpty() {
        let two = Self.series + [SVGChart.SweepSeries(label: "random", points: [SVGChart.SweepPoint(x: 1, estimate: 3, lower: 2, upper: 4)])]
        let svg = SVGChart.sweepLines(title: "t", xLabel: "count", yLabel: "", series: two, legend: "point: mean")
        #expect(svg.contains(">greedy</text>") && svg.contains(">random</text>") && svg.contains(">point: mean</text>"))
        #expect(svg.contains("stroke=\"\(SVGChart.seriesColors[1])\""))
        #expect(SVGChart.sweepLines(title: "t", xLabel: "x", yLabel: "", series: [SVGChart.SweepSeries(label: "a", points: [])]).contains(">no data</text>"))
        #expect(svg == SVGChart.sweepLines(title: "t", xLabel: "count", yLabel: "", series: two, legend: "point: mean"))
    }
}
