import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("SVGBuilder")
struct SVGBuilderTests {

    // MARK: - Document

    @Test("an empty builder renders a white canvas")
    func emptyDocument() {
        let svg = SVGBuilder(width: 100, height: 50).render()
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="50" viewBox="0 0 100 50">
              <rect x="0" y="0" width="100" height="50" fill="#ffffff"/>
            </svg>

            """)
    }

    // MARK: - Elements

    @Test("rectangles with negative sizes are normalised")
    func negativeRect() {
        var svg = SVGBuilder(width: 10, height: 10)
        svg.rect(x: 5, y: 8, width: -2, height: -3.25, fill: "#000000", cssClass: "bar")
        #expect(svg.elements.last
            == "<rect class=\"bar\" x=\"3.0\" y=\"4.8\" width=\"2.0\" height=\"3.3\" fill=\"#000000\"/>")
    }

    @Test("tooltips become escaped nested titles")
    func tooltip() {
        var svg = SVGBuilder(width: 10, height: 10)
        svg.rect(x: 0, y: 0, width: 1, height: 1, fill: "#000000", tooltip: "a<b")
        #expect(svg.elements.last?.hasSuffix("><title>a&lt;b</title></rect>") == true)
    }

    @Test("lines, paths and rotated text use one-decimal coordinates")
    func elements() {
        var svg = SVGBuilder(width: 10, height: 10)
        svg.line(x1: 0, y1: 1.25, x2: 2, y2: 3, stroke: "#111111", dash: "6 4")
        svg.path([[(0, 0), (1, 1)], [(2, 2), (3, 3)]], stroke: "#222222", cssClass: "whisker")
        svg.text("y", x: 20, y: 30, rotation: -90)
        #expect(svg.elements[1] == "<line x1=\"0.0\" y1=\"1.3\" x2=\"2.0\" y2=\"3.0\""
            + " stroke=\"#111111\" stroke-width=\"1.0\" stroke-dasharray=\"6 4\"/>")
        #expect(svg.elements[2] == "<path class=\"whisker\" d=\"M0.0 0.0 L1.0 1.0 M2.0 2.0 L3.0 3.0\""
            + " fill=\"none\" stroke=\"#222222\" stroke-width=\"1.0\"/>")
        #expect(svg.elements[3].contains("transform=\"rotate(-90.0 20.0 30.0)\">y</text>"))
    }

    @Test("non-finite coordinates print as zero")
    func nonFiniteCoordinates() {
        #expect(SVGBuilder.coordinate(.nan) == "0.0")
        #expect(SVGBuilder.coordinate(-.infinity) == "0.0")
        #expect(SVGBuilder.coordinate(-0.04) == "0.0")
    }

    // MARK: - Escaping

    @Test("text is XML-escaped and control characters removed")
    func escaping() {
        #expect(SVGBuilder.escaped("a & b < c > d \"e\" 'f'")
            == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;")
        #expect(SVGBuilder.escaped("x\u{0}y\nz") == "x y z")
        #expect(SVGBuilder.escaped("µ–é") == "µ–é")
    }
}
