import Testing
@testable import PlaytestAnalysis

/// The chart review found titles clipped at the canvas' edges: a title is now set smaller or on two lines to fit.
@Suite("SVGChart: titles fit the canvas")
struct SVGChartTitleTests {
    /// The bold title lines of a chart, with their font sizes.
    static func titleLines(_ svg: String) -> [(text: String, size: Double)] {
        svg.split(separator: "\n").compactMap { line -> (String, Double)? in
            guard line.contains("font-weight=\"bold\""), let open = line.firstIndex(of: ">"),
                  let close = line.range(of: "</text>"), let sizeStart = line.range(of: "font-size=\"") else { return nil }
            let size = Double(line[sizeStart.upperBound...].prefix { $0 != "\"" }) ?? 0
            return (String(line[line.index(after: open)..<close.lowerBound]), size)
        }
    }

    /// A title from the default sweep, 136 characters, that ran off both edges at 16 px.
    static let longTitle = "Per game: (snake - non-snake) / (snake + non-snake) points per round, under the arm's scoring table by players (mean, 95% interval)"

    @Test("every title line, at its size, fits the 640 px canvas less a margin; a short title keeps 16 px and one line",
          arguments: ["Rolls per turn (mean, 95% interval)", "Rounds 1 and 2 ending with a bonus saved by players (mean, 95% interval)", longTitle,
                      String(repeating: "very long words ", count: 30)])
    func titlesFit(title: String) {
        for svg in [SVGChart.histogram(title: title, xLabel: "x", yLabel: "count", bins: [.init(label: "1", count: 3)]),
                    SVGChart.intervalBars(title: title, yLabel: "y", bars: [.init(label: "a", estimate: 1, lower: 0.5, upper: 1.5)]),
                    SVGChart.histogram(title: title, xLabel: "x", yLabel: "count", bins: [])] {
            let lines = Self.titleLines(svg)
            #expect(!lines.isEmpty && lines.count <= 2)
            for line in lines {
                // Unescape the one entity these titles hold before measuring.
                let characters = line.text.replacingOccurrences(of: "&apos;", with: "'").count
                #expect(Double(characters) * line.size * SVGChart.boldCharacterShare <= 616, "\(line.text) at \(line.size) px")
            }
        }
        if title.count < 40 { #expect(Self.titleLines(SVGChart.histogram(title: title, xLabel: "", yLabel: "", bins: [.init(label: "1", count: 1)])).map(\.size) == [16]) }
    }

    @Test("a long title wraps at spaces onto two lines that keep every word")
    func longTitleWraps() {
        let setting = SVGChart.titleSetting(Self.longTitle)
        #expect(setting.lines.count == 2)
        #expect(setting.lines.joined(separator: " ") == Self.longTitle)
        #expect(setting.size >= 11 && setting.size <= 13)
    }
}
