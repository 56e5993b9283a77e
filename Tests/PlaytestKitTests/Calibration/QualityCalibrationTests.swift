import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("QualityCalibration")
struct QualityCalibrationTests {
    @Test("The closed-form truths: lead change E[2p(1-p)] = 0.44, drama 0.44 x 3.5 / 4.5")
    func closedForm() {
        let truths = QualityCalibration.truths
        #expect(abs(truths.leadChange - 0.44) < 1e-12)
        #expect(abs(truths.drama - 0.44 * 3.5 / 4.5) < 1e-12)
        #expect(truths.decisiveness > 0 && truths.decisiveness < 1)
    }

    @Test("The decisiveness truth agrees with 400,000 simulated games played apart from the runner")
    func decisivenessTruth() {
        var random = Xoshiro256StarStar(seed: 7)
        var decided = 0, steps = 0
        for _ in 0..<400_000 {
            let p = 0.2 + 0.6 * random.drawUnitDouble()
            let length = random.draw(in: 1...8)
            let leaders = (0...length).map { _ in random.drawBool(probability: p) }
            let winner = leaders[length]
            let lastOther = leaders.indices.last { leaders[$0] != winner }
            decided += lastOther.map { $0 + 1 } ?? 0
            steps += length
        }
        // Standard error about 0.0006 at this size.
        #expect(abs(Double(decided) / Double(steps) - QualityCalibration.truths.decisiveness) < 0.003)
    }

    @Test("The suite's quality rows run through the runner and pass at 100 replicates")
    func rowsPass() {
        let rows = CalibrationSuite(replicates: 100, seed: 11).qualityRows()
        #expect(rows.map(\.name) == [
            "quality.leadChange (cluster-robust share, through the runner)", "quality.drama (cluster-robust share, through the runner)",
            "quality.decisiveness (cluster-robust share, through the runner)",
        ])
        for row in rows { #expect(row.passes, "\(row.name): \(row.hits)/\(row.total)") }
    }
}
