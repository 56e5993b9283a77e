import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("SeriesCalibration")
struct SeriesCalibrationTests {
    @Test("The truths: the mixture's distribution function at each quantile is its level")
    func truths() {
        // At step 5 the series is min(5, L)·u, L uniform in 1...8: F(x) = (1/8) Σ min(1, x / min(5, L)).
        for level in [0.1, 0.5, 0.9] {
            let x = SeriesCalibration.truth(level: level)
            let f = [1.0, 2, 3, 4, 5, 5, 5, 5].reduce(0) { $0 + min(1, x / $1) } / 8
            #expect(abs(f - level) < 1e-9)
        }
    }

    @Test("The suite's series rows run through the runner and pass at 200 replicates")
    func rowsPass() {
        let rows = CalibrationSuite(replicates: 200, seed: 5).seriesRows()
        #expect(rows.count == 3)
        for row in rows { #expect(row.passes && row.kind == .coverageAtLeast, "\(row.name): \(row.hits)/\(row.total)") }
    }
}
