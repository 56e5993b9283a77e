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

@Suite("SVGChart.histogram")
struct SVGChartHistogramTests {

    static let bins = [
        SVGChart.Bin(label: "1–2", count: 3),
        SVGChart.Bin(label: "3–4", count: 7),
        SVGChart.Bin(label: "5–6", count: 0),
        SVGChart.Bin(label: "<7 & up>", count: 1),
    ]

    static func render(_ bins: [SVGChart.Bin] = bins) -> String {
        SVGChart.histogram(title: "Turns \"to\" win", xLabel: "turns", yLabel: "games", bins: bins)
    }

    // MARK: - Structure

    @Test("output is a complete SVG document")
    func wellFormed() {
        let svg = Self.render()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(occurrences(of: "<svg", in: svg) == 1)
        #expect(occurrences(of: "<text", in: svg) == occurrences(of: "</text>", in: svg))
        #expect(svg.contains("width=\"640\" height=\"360\""))
        #expect(svg.contains("fill=\"#ffffff\""))
    }

    @Test("one bar rect per bin, even for empty bins")
    func oneRectPerBin() {
        #expect(occurrences(of: "<rect class=\"bar\"", in: Self.render()) == 4)
        let many = (0..<57).map { SVGChart.Bin(label: "b\($0)", count: $0 % 5) }
        #expect(occurrences(of: "<rect class=\"bar\"", in: Self.render(many)) == 57)
    }

    @Test("title, labels and tooltips are escaped")
    func escapedText() {
        let svg = Self.render()
        #expect(svg.contains(">Turns &quot;to&quot; win</text>"))
        #expect(svg.contains(">&lt;7 &amp; up&gt;</text>"))
        #expect(svg.contains("<title>3–4: 7</title>"))
        #expect(!svg.contains("<7"))
    }

    @Test("y ticks are whole counts at nice steps")
    func ticks() {
        let svg = Self.render()
        for label in ["0", "2", "4", "6", "8"] {
            #expect(svg.contains(">\(label)</text>"))
        }
        #expect(!svg.contains(">10</text>"))
    }

    @Test("the tallest bar reaches its count on the axis")
    func barHeights() {
        let svg = Self.render([SVGChart.Bin(label: "a", count: 8), SVGChart.Bin(label: "b", count: 4)])
        // Axis 0...8 maps onto y 292...48: count 8 tops out at 48, count 4 at 170.
        #expect(svg.contains("y=\"48.0\" width=\"268.0\" height=\"244.0\""))
        #expect(svg.contains("y=\"170.0\" width=\"268.0\" height=\"122.0\""))
    }

    // MARK: - Determinism

    @Test("rendering twice gives identical output")
    func deterministic() {
        #expect(Self.render() == Self.render())
        let many = (0..<120).map { SVGChart.Bin(label: "\($0)", count: ($0 * 37) % 11) }
        #expect(Self.render(many) == Self.render(many))
    }

    @Test("many bins label only every k-th bin")
    func thinnedLabels() {
        let many = (0..<100).map { SVGChart.Bin(label: "bin\($0)", count: 1) }
        let svg = Self.render(many)
        #expect(svg.contains(">bin0</text>"))
        #expect(!svg.contains(">bin1</text>"))
        #expect(occurrences(of: "</text>", in: svg) <= 45)
    }
}
