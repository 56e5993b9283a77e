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

@Suite("SVGChart.intervalBars")
struct SVGChartIntervalBarsTests {

    static let bars = [
        SVGChart.IntervalBar(label: "easy", estimate: 0.82, lower: 0.78, upper: 0.86),
        SVGChart.IntervalBar(label: "normal", estimate: 0.55, lower: 0.50, upper: 0.61),
        SVGChart.IntervalBar(label: "hard & 'brutal'", estimate: 0.21, lower: 0.17, upper: 0.26),
    ]

    static func render(_ bars: [SVGChart.IntervalBar] = bars, reference: Double? = 0.5) -> String {
        SVGChart.intervalBars(title: "Win rate <by> tier", yLabel: "win rate",
                              bars: bars, reference: reference, referenceLabel: "target")
    }

    // MARK: - Structure

    @Test("output is a complete SVG document")
    func wellFormed() {
        let svg = Self.render()
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(">Win rate &lt;by&gt; tier</text>"))
        #expect(svg.contains(">hard &amp; &apos;brutal&apos;</text>"))
    }

    @Test("one bar and one whisker per item")
    func barAndWhiskerCounts() {
        let svg = Self.render()
        #expect(occurrences(of: "<rect class=\"bar\"", in: svg) == 3)
        #expect(occurrences(of: "class=\"whisker\"", in: svg) == 3)
        let single = Self.render([SVGChart.IntervalBar(label: "x", estimate: 3, lower: 2, upper: 4)])
        #expect(occurrences(of: "<rect class=\"bar\"", in: single) == 1)
        #expect(occurrences(of: "class=\"whisker\"", in: single) == 1)
    }

    @Test("y axis runs from 0 to a nice value above every upper bound")
    func axisRange() {
        let svg = Self.render()
        #expect(svg.contains(">0.0</text>"))
        #expect(svg.contains(">0.8</text>"))
        #expect(svg.contains(">1.0</text>"))
        #expect(!svg.contains(">1.2</text>"))
    }

    @Test("negative values extend the axis below zero")
    func negativeValues() {
        let svg = Self.render([SVGChart.IntervalBar(label: "delta", estimate: -2, lower: -3, upper: 1)],
                              reference: nil)
        #expect(svg.contains(">-3.0</text>") || svg.contains(">-3</text>"))
        #expect(svg.contains(">1</text>") || svg.contains(">1.0</text>"))
    }

    // MARK: - Reference line

    @Test("the reference line is dashed and has a legend")
    func referenceLine() {
        let svg = Self.render()
        #expect(occurrences(of: "class=\"reference\"", in: svg) == 1)
        #expect(svg.contains("stroke-dasharray=\"6 4\""))
        #expect(svg.contains(">target = 0.5</text>"))
        let plain = Self.render(reference: nil)
        #expect(!plain.contains("stroke-dasharray"))
        #expect(!plain.contains("target"))
    }

    @Test("a reference above every bar raises the axis")
    func referenceRaisesAxis() {
        let svg = Self.render(reference: 1.7)
        #expect(svg.contains(">2.0</text>") || svg.contains(">2</text>"))
    }

    // MARK: - Robustness

    @Test("rendering twice gives identical output")
    func deterministic() {
        #expect(Self.render() == Self.render())
    }

    @Test("non-finite and swapped bounds still draw every bar")
    func nonFinite() {
        let svg = Self.render([
            SVGChart.IntervalBar(label: "nan", estimate: .nan, lower: .nan, upper: .infinity),
            SVGChart.IntervalBar(label: "swapped", estimate: 2, lower: 3, upper: 1),
        ], reference: .nan)
        #expect(occurrences(of: "<rect class=\"bar\"", in: svg) == 2)
        #expect(occurrences(of: "class=\"whisker\"", in: svg) == 2)
        #expect(!svg.contains("nan\""))
        #expect(!svg.contains("inf\""))
        #expect(!svg.contains("class=\"reference\""))
    }

    @Test("legend numbers drop trailing zeros")
    func legendNumbers() {
        #expect(SVGChart.legendNumber(0.95) == "0.95")
        #expect(SVGChart.legendNumber(100) == "100")
        #expect(SVGChart.legendNumber(-1.5) == "-1.5")
        #expect(SVGChart.legendNumber(1.0 / 3.0) == "0.333333")
    }

    @Test("labels too long for their slots: every bar is numbered and a key under the chart names each one")
    func everyBarLabelled() {
        let labels = (1...8).map { "squarecolor expert difficulty=level\($0)" }
        let bars = labels.map { SVGChart.IntervalBar(label: $0, estimate: 1, lower: 0.5, upper: 1.5) }
        let svg = SVGChart.intervalBars(title: "t", yLabel: "y", bars: bars, legend: "bar: mean; whisker: 95% interval")
        for (index, label) in labels.enumerated() {
            // Numbered by position from 0, as the report's tables number configurations.
            #expect(svg.contains(">#\(index)</text>"))
            #expect(svg.contains(">#\(index)  \(label)</text>"))
        }
        #expect(svg.contains(">bar: mean; whisker: 95% interval</text>"))
        // The chart grows to hold the legend and eight key lines.
        #expect(svg.contains("height=\"\(360 + 6 + 9 * 14)\""))
        // Short labels that fit are printed under their bars, with no key (one line under the chart names the reference).
        let short = Self.render()
        #expect(short.contains("height=\"\(360 + 6 + 14)\"") && short.contains(">target = 0.5</text>") && short.contains(">easy</text>") && !short.contains(">1  easy</text>"))
    }
}
