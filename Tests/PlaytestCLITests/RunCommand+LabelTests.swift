import Foundation
@testable import PlaytestAnalysis
@testable import PlaytestCLI
import Testing

/// The point labels of every chart a real scenario draws: `Scenarios/party.json` has the most multi-line sweep
/// charts (three lines a chart, close values), where labels used to collide.
@Suite("run: point labels on a real scenario's charts")
struct RunCommandLabelTests {
    @Test("Scenarios/party.json: no two point labels of any chart overlap, and every label stays on its canvas")
    func partyChartsKeepLabelsApart() throws {
        let harness = try CommandHarness()
        try harness.write(try String(contentsOfFile: PlaytestProcess.packageRoot + "/Scenarios/party.json", encoding: .utf8),
                          to: "party.json")
        let result = harness.run("run", "party.json", "--games", "20", "--out", "out", "--jobs", "2", "--quiet")
        #expect(result.status == .success, "\(result.error)")
        let charts = harness.files(in: "out").filter { $0.key.hasSuffix(".svg") }.sorted { $0.key < $1.key }
        var labelled = 0
        var multiLine = 0
        for (name, data) in charts {
            let svg = String(decoding: data, as: UTF8.self)
            let boxes = SVGChart.LabelPlacer.boxes(inSVG: svg)
            guard !boxes.isEmpty else { continue }
            labelled += 1
            if svg.components(separatedBy: "class=\"series\"").count > 3 { multiLine += 1 }
            let viewBox = svg.range(of: "viewBox=\"0 0 ").map { svg[$0.upperBound...].prefix { $0 != " " } }
            let width = viewBox.flatMap { Double($0) } ?? 640
            for (index, box) in boxes.enumerated() {
                #expect(box.left >= 0 && box.right <= width, "\(name): \(box) leaves the canvas")
                for other in boxes[(index + 1)...] { #expect(!box.overlaps(other), "\(name): \(box) overlaps \(other)") }
            }
        }
        #expect(labelled >= 20, "the scenario's sweep charts carry point labels: \(labelled) of \(charts.count)")
        #expect(multiLine >= 1, "some chart has three lines or more")
    }
}
