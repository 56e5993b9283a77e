import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("SkillCalibration")
struct SkillCalibrationTests {
    @Test("the win-rate cell and the share of the ceiling cover near 95%; the trace's stop is wrong at most near 5% on the margin")
    func newRows() {
        let rows = CalibrationSuite(replicates: 200, seed: 3).skillRows()
        for word in ["win-rate cell", "share of the ceiling", "skill trace"] {
            let row = rows.first { $0.name.contains(word) }
            #expect(row?.passes == true, "\(word): \(row.map { "\($0.hits)/\($0.total)" } ?? "missing")")
        }
    }
}
