import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestProperties

@Suite("ConfidenceInterval")
struct ConfidenceIntervalTests {

    // MARK: - Derived measures

    @Test("Width, half-width and centre follow from the bounds")
    func derivedMeasures() {
        let interval = ConfidenceInterval(estimate: 0.2, lower: 0.1, upper: 0.5)
        #expect(abs(interval.width - 0.4) <= 1e-15)
        #expect(abs(interval.halfWidth - 0.2) <= 1e-15)
        #expect(abs(interval.center - 0.3) <= 1e-15)
        #expect(interval.estimate == 0.2)
    }

    // MARK: - Containment

    @Test("Contains is inclusive at both bounds and rejects NaN")
    func contains() {
        let interval = ConfidenceInterval(estimate: 1, lower: 0, upper: 2)
        #expect(interval.contains(0))
        #expect(interval.contains(2))
        #expect(interval.contains(1.5))
        #expect(!interval.contains(-1e-12))
        #expect(!interval.contains(2.000001))
        #expect(!interval.contains(.nan))
    }

    @Test("A degenerate interval contains only its single point")
    func degenerate() {
        let point = ConfidenceInterval(estimate: 3, lower: 3, upper: 3)
        #expect(point.halfWidth == 0)
        #expect(point.contains(3))
        #expect(!point.contains(3.0000001))
    }

    // MARK: - Overlap

    @Test("Overlap is symmetric and counts touching bounds")
    func overlaps() {
        let a = ConfidenceInterval(estimate: 1, lower: 0, upper: 2)
        let b = ConfidenceInterval(estimate: 3, lower: 2, upper: 4)
        let c = ConfidenceInterval(estimate: 5, lower: 4.5, upper: 6)
        #expect(a.overlaps(b))
        #expect(b.overlaps(a))
        #expect(!a.overlaps(c))
        #expect(!c.overlaps(a))
        #expect(b.overlaps(c) == false)
    }

    // MARK: - Description

    @Test("Description uses round-trip Double formatting")
    func description() {
        let interval = ConfidenceInterval(estimate: 0.5, lower: 0.25, upper: 0.75)
        #expect(interval.description == "0.5 [0.25, 0.75]")
        #expect("\(ConfidenceInterval(estimate: -1, lower: -2.5, upper: 1e-7))" == "-1.0 [-2.5, 1e-07]")
    }
}

