import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("CalibrationRow")
struct CalibrationRowTests {
    @Test("coverage must land in 93-97% from 500 replicates up; fewer replicates widen the band by Monte Carlo error")
    func coverageBand() {
        let at500 = CalibrationRow(name: "x", kind: .coverage, nominal: 0.95, hits: 464, total: 500)
        #expect(abs(at500.acceptable.lowerBound - 0.93) < 1e-12 && abs(at500.acceptable.upperBound - 0.97) < 1e-12)
        #expect(!at500.passes)  // 464/500 = 92.8%, below 93%
        #expect(CalibrationRow(name: "x", kind: .coverage, nominal: 0.95, hits: 476, total: 500).passes)
        #expect(!CalibrationRow(name: "x", kind: .coverage, nominal: 0.95, hits: 490, total: 500).passes)  // 98%: too wide
        let at100 = CalibrationRow(name: "x", kind: .coverage, nominal: 0.95, hits: 92, total: 100)
        #expect(at100.acceptable.lowerBound < 0.93 && at100.passes)
    }

    @Test("an anytime-valid sequence may over-cover; an error rate may fall below nominal but not above it plus slack")
    func oneSided() {
        #expect(CalibrationRow(name: "x", kind: .coverageAtLeast, nominal: 0.95, hits: 500, total: 500).passes)
        #expect(!CalibrationRow(name: "x", kind: .coverageAtLeast, nominal: 0.95, hits: 450, total: 500).passes)
        let alpha = CalibrationRow(name: "x", kind: .errorRate, nominal: 0.05, hits: 0, total: 500)
        #expect(alpha.passes && abs(alpha.acceptable.upperBound - (0.05 + 2.326 * (0.05 * 0.95 / 500).squareRoot())) < 1e-12)
        #expect(!CalibrationRow(name: "x", kind: .errorRate, nominal: 0.05, hits: 40, total: 500).passes)  // 8%
    }
}
