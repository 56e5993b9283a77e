import Testing
@testable import PlaytestAnalysis

@Suite("SVGChart fan")
struct SVGChartFanTests {
    static let points = [
        SVGChart.FanPoint(x: 0, low: 0, middle: 0, high: 0),
        SVGChart.FanPoint(x: 1, low: 1, middle: 2, high: 4, middleLower: 1, middleUpper: 3),
        SVGChart.FanPoint(x: 2, low: 1, middle: 3, high: 6, middleLower: 2, middleUpper: 4),
    ]

    @Test("A band from p10 to p90, the p50 line, its interval dashed, both axes titled; the same bytes twice")
    func draws() {
        let svg = SVGChart.fan(title: "lead by step", xLabel: "step", yLabel: "leader's lead", points: Self.points, legend: "band: p10 to p90")
        #expect(svg == SVGChart.fan(title: "lead by step", xLabel: "step", yLabel: "leader's lead", points: Self.points, legend: "band: p10 to p90"))
        #expect(svg.components(separatedBy: "class=\"band\"").count == 2)
        #expect(svg.components(separatedBy: "class=\"series\"").count == 2)
        #expect(svg.components(separatedBy: "class=\"interval\"").count == 3)
        #expect(svg.contains("stroke-dasharray=\"4 3\""))
        #expect(svg.contains(">step</text>") && svg.contains(">leader&apos;s lead</text>") && svg.contains(">band: p10 to p90</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("No finite point draws an empty chart saying no data")
    func empty() {
        let svg = SVGChart.fan(title: "t", xLabel: "step", yLabel: "y", points: [SVGChart.FanPoint(x: .nan, low: 0, middle: 0, high: 0)])
        #expect(svg.contains("no data"))
    }
}
