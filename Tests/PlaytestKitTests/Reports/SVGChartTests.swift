import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

/// Number of non-overlapping occurrences of `needle` in `haystack`.
fileprivate func occurrences(of needle: String, in haystack: String) -> Int {
    let text = Array(haystack.utf8)
    let pattern = Array(needle.utf8)
    var count = 0
    var index = 0
    while index + pattern.count <= text.count {
        if text[index..<index + pattern.count].elementsEqual(pattern) {
            count += 1
            index += pattern.count
        } else {
            index += 1
        }
    }
    return count
}

@Suite("SVGChart")
struct SVGChartTests {

    // MARK: - Nice ticks

    @Test("nice ticks cover the range at 1, 2 or 5 × 10^k")
    func niceTicks() {
        #expect(SVGChart.niceTicks(lower: 0, upper: 7) == [0, 2, 4, 6, 8])
        #expect(SVGChart.niceTicks(lower: 0, upper: 0.37) == [0, 0.1, 0.2, 0.3, 0.4])
        #expect(SVGChart.niceTicks(lower: 0, upper: 10) == [0, 2, 4, 6, 8, 10])
        #expect(SVGChart.niceTicks(lower: 0, upper: 100) == [0, 20, 40, 60, 80, 100])
        #expect(SVGChart.niceTicks(lower: 0, upper: 0.3) == [0, 0.1, 0.2, 0.3])
        #expect(SVGChart.niceTicks(lower: 0, upper: 1234) == [0, 500, 1000, 1500])
        #expect(SVGChart.niceTicks(lower: -3, upper: 7) == [-4, -2, 0, 2, 4, 6, 8])
    }

    @Test("degenerate ranges are widened")
    func degenerateTicks() {
        #expect(SVGChart.niceTicks(lower: 0, upper: 0) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(SVGChart.niceTicks(lower: 0, upper: .nan) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(SVGChart.niceTicks(lower: 5, upper: 1).first == 5)
    }

    @Test("a minimum step keeps count axes whole")
    func minimumStep() {
        let scale = SVGChart.niceScale(lower: 0, upper: 2, minimumStep: 1)
        #expect(scale.ticks == [0, 1, 2])
        #expect(scale.decimals == 0)
        #expect(SVGChart.niceScale(lower: 0, upper: 0.37).decimals == 1)
    }

    // MARK: - Charts

    @Test("the empty-input chart is a valid SVG saying no data")
    func emptyCharts() {
        for svg in [
            SVGChart.histogram(title: "T & U", xLabel: "x", yLabel: "y", bins: []),
            SVGChart.intervalBars(title: "T & U", yLabel: "y", bars: []),
        ] {
            #expect(svg.hasPrefix("<svg "))
            #expect(svg.hasSuffix("</svg>\n"))
            #expect(svg.contains(">no data</text>"))
            #expect(svg.contains("T &amp; U"))
            #expect(occurrences(of: "class=\"bar\"", in: svg) == 0)
        }
    }

    @Test("category labels thin out when there are many slots")
    func labelThinning() {
        var few = SVGBuilder(width: 640, height: 360)
        SVGChart.drawCategoryLabels(&few, labels: (0..<10).map(String.init))
        #expect(few.elements.count == 11)

        var many = SVGBuilder(width: 640, height: 360)
        SVGChart.drawCategoryLabels(&many, labels: (0..<100).map(String.init))
        let labelled = many.elements.count - 1
        #expect(labelled > 1 && labelled <= 40)
    }
}
