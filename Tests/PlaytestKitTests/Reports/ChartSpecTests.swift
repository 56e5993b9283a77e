import Testing
@testable import PlaytestAnalysis

/// A chart given as data (a game section's) and drawn by the render stage; the hygiene every drawn chart keeps.
@Suite("ChartSpec: charts as data, drawn by the render stage")
struct ChartSpecTests {
    /// The boxes of a drawn chart's point labels, as ``SVGChart/LabelPlacer`` measures them.
    static func labelBoxes(_ svg: String) -> [SVGChart.LabelPlacer.Box] { SVGChart.LabelPlacer.boxes(inSVG: svg) }

    @Test("a section's chart holds data only; the render draws it with both axes titled, units included")
    func sectionChartIsData() {
        let spec = ChartSpec(.lines, title: "Rounds won by difficulty", x: .init("difficulty setting", unit: ""),
                             y: .init("mean rounds won per game", unit: "rounds"),
                             series: [.init("casual", points: ["easy", "medium", "hard"].enumerated().map { index, name in
                                 .init(category: name, y: .init(Double(10 - index), lower: Double(9 - index), upper: Double(11 - index)))
                             })],
                             references: [.init(12, label: "round cap")])
        let chart = ReportSection.Chart(name: "curve.svg", spec: spec)
        // Nothing in the section's chart is markup: its only text children are its name and the spec.
        #expect(Mirror(reflecting: chart).children.compactMap { $0.value as? String } == ["curve.svg"])
        let svg = SVGChart.draw(chart.spec)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("class=\"axis-title\"") && svg.contains(">mean rounds won per game (rounds)</text>")
            && svg.contains(">difficulty setting</text>"))
        #expect(svg.contains(">easy</text>") && svg.contains(">hard</text>") && svg.contains("round cap = 12"))
        #expect(SVGChart.draw(chart.spec) == svg, "deterministic")
    }

    @Test("means a few percent apart are drawn as dots on a zoomed axis that says so, not as bars from 0")
    func zoomedAxis() {
        let bars = [SVGChart.IntervalBar(label: "a", estimate: 100, lower: 99, upper: 101),
                    SVGChart.IntervalBar(label: "b", estimate: 102, lower: 101, upper: 103)]
        let svg = SVGChart.intervalBars(title: "t", xLabel: "arm", yLabel: "score (points)", bars: bars)
        #expect(svg.contains("axis zoomed, not from 0") && !svg.contains("class=\"bar\"") && svg.contains("class=\"point\""))
        #expect(!svg.contains(">0</text>"), "the axis does not start at 0")
        let apart = SVGChart.intervalBars(title: "t", xLabel: "arm", yLabel: "score (points)",
                                          bars: [bars[0], SVGChart.IntervalBar(label: "b", estimate: 200, lower: 190, upper: 210)])
        #expect(!apart.contains("axis zoomed") && apart.contains("class=\"bar\""))
    }

    @Test("the point labels of a three-line sweep chart never collide, even where the lines run together")
    func labelsNeverCollide() {
        // As Scenarios/party.json's three-line charts: three bots, close values at every swept value.
        let series = ["greedy", "random", "cautious"].enumerated().map { index, bot in
            SVGChart.SweepSeries(label: bot, points: [2.0, 3, 4, 5, 6, 8].map { x in
                let estimate = 0.5 + 0.01 * Double(index) + 0.002 * x
                return SVGChart.SweepPoint(x: x, estimate: estimate, lower: estimate - 0.03, upper: estimate + 0.03)
            })
        }
        let svg = SVGChart.sweepLines(title: "Win share by players", xLabel: "players", yLabel: "win share (share)", series: series)
        let boxes = Self.labelBoxes(svg)
        #expect(boxes.count >= 6, "most points keep a label")
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.overlaps(other), "\(box) overlaps \(other)") }
            #expect(box.left >= 0 && box.right <= 640)
        }
    }

    @Test("a constant is no chart; a highlighted scatter point is labelled")
    func constantsAndHighlights() {
        let flat = ChartSpec(.bars, title: "t", x: .init("arm", unit: ""), y: .init("v", unit: "points"),
                             series: [.init("s", points: [.init(category: "a", y: .init(exactly: 0)), .init(category: "b", y: .init(exactly: 0))])])
        #expect(flat.isConstant)
        let scatter = ChartSpec(.scatter, title: "t", x: .init("rarity", unit: "per grid", logarithmic: true), y: .init("points", unit: "points"),
                                series: [.init("in line", points: [.init(x: .init(10, lower: 9, upper: 11), y: .init(exactly: 20), label: "pair")]),
                                         .init("out of line", points: [.init(x: .init(0.1, lower: 0.05, upper: 0.2), y: .init(exactly: 5),
                                                                             label: "rare (3)", highlighted: true)])])
        #expect(!scatter.isConstant)
        let svg = SVGChart.draw(scatter)
        #expect(svg.contains("class=\"point highlighted\"") && svg.contains(">rare (3)</text>") && !svg.contains(">pair</text>"))
        #expect(svg.contains(">rarity (per grid) (log scale)</text>"))
    }
}
