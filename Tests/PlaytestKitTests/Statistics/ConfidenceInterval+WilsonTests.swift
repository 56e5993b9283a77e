import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ConfidenceInterval.wilson")
struct ConfidenceIntervalWilsonTests {

    // MARK: - Published values

    @Test("5 of 10 gives [0.2366, 0.7634]")
    func half() throws {
        let interval = try #require(ConfidenceInterval.wilson(successes: 5, trials: 10))
        #expect(interval.estimate == 0.5)
        #expect(abs(interval.lower - 0.2366) <= 5e-5)
        #expect(abs(interval.upper - 0.7634) <= 5e-5)
        #expect(abs(interval.lower - 0.236593090512564) <= 1e-12)
        #expect(abs(interval.upper - 0.7634069094874361) <= 1e-12)
    }

    @Test("0 of 10 gives [0, 0.2775] with an exact zero lower bound")
    func none() throws {
        let interval = try #require(ConfidenceInterval.wilson(successes: 0, trials: 10))
        #expect(interval.estimate == 0)
        #expect(interval.lower == 0)
        #expect(abs(interval.upper - 0.2775) <= 5e-5)
        #expect(abs(interval.upper - 0.27753279986288926) <= 1e-12)
    }

    @Test("10 of 10 gives [0.7225, 1] with an exact unit upper bound")
    func all() throws {
        let interval = try #require(ConfidenceInterval.wilson(successes: 10, trials: 10))
        #expect(interval.estimate == 1)
        #expect(interval.upper == 1)
        #expect(abs(interval.lower - 0.7225) <= 5e-5)
        #expect(abs(interval.lower - 0.7224672001371109) <= 1e-12)
    }

    @Test("3 of 10 is asymmetric about the estimate: [0.1078, 0.6032]")
    func asymmetric() throws {
        let interval = try #require(ConfidenceInterval.wilson(successes: 3, trials: 10))
        #expect(abs(interval.estimate - 0.3) <= 1e-15)
        #expect(abs(interval.lower - 0.10779126740630102) <= 1e-12)
        #expect(abs(interval.upper - 0.6032218525388546) <= 1e-12)
        #expect(interval.center > interval.estimate)
    }

    // MARK: - Edge cases and monotonicity

    @Test("Zero trials give nil")
    func zeroTrials() {
        #expect(ConfidenceInterval.wilson(successes: 0, trials: 0) == nil)
    }

    @Test("z = 0 collapses to the point estimate; larger z widens the interval")
    func zDependence() throws {
        let point = try #require(ConfidenceInterval.wilson(successes: 4, trials: 10, z: 0))
        #expect(abs(point.lower - 0.4) <= 1e-15)
        #expect(abs(point.upper - 0.4) <= 1e-15)
        let narrow = try #require(ConfidenceInterval.wilson(successes: 4, trials: 10, z: 1.644853626951472))
        let wide = try #require(ConfidenceInterval.wilson(successes: 4, trials: 10))
        #expect(narrow.width < wide.width)
        #expect(wide.lower < narrow.lower && narrow.upper < wide.upper)
    }

    @Test("More trials at the same proportion narrow the interval, which stays in [0, 1]")
    func shrinksWithTrials() throws {
        var previousWidth = Double.infinity
        for trials in [10, 100, 1_000, 10_000] {
            let interval = try #require(ConfidenceInterval.wilson(successes: trials / 10, trials: trials))
            #expect(interval.width < previousWidth)
            #expect(interval.lower >= 0 && interval.upper <= 1)
            #expect(interval.contains(0.1))
            previousWidth = interval.width
        }
    }

    // MARK: - Planning

    @Test("Trials needed for ±0.05 at 95% is 381, and 380 is not enough at p̂ = 1/2")
    func trialsForHalfWidth() throws {
        let needed = ConfidenceInterval.wilsonTrials(forMaximumHalfWidth: 0.05)
        #expect(needed == 381)
        let worstEnough = try #require(ConfidenceInterval.wilson(successes: 190, trials: 380))
        #expect(worstEnough.halfWidth > 0.05)
        for successes in stride(from: 0, through: needed, by: 1) {
            let interval = try #require(ConfidenceInterval.wilson(successes: successes, trials: needed))
            #expect(interval.halfWidth <= 0.05 + 1e-15)
        }
        #expect(ConfidenceInterval.wilsonTrials(forMaximumHalfWidth: 0.5) == 1)
        #expect(ConfidenceInterval.wilsonTrials(forMaximumHalfWidth: 0.01) == 9600)
    }
}

