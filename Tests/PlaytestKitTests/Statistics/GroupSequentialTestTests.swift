import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("GroupSequentialTest")
struct GroupSequentialTestTests {
    @Test("looks fall after equal batches, the last at the maximum")
    func lookCounts() {
        let test = GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 4)
        #expect((1...4).map { test.lookCount($0, maxCount: 10) } == [3, 5, 8, 10])
    }

    @Test("a look's decision uses Bonferroni-split one-sided t critical values")
    func decisionAtOneLook() {
        // Ten values with mean 1 and standard error 0.3: T0 = 3.33 against H0 0 clears t_9(1 - 0.05/2) = 2.262.
        let values = [0.1, 1.9, 0.1, 1.9, 0.1, 1.9, 0.1, 1.9, 0.1, 1.9].map { $0 + 0.0 }
        let statistics = RunningStatistics(values)
        let test = GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 2)
        let outcome = test.decide(statistics, h0: 0, h1: 1, look: 1)
        #expect(outcome.decision == .acceptH1)
        #expect(abs((outcome.statisticH0 ?? 0) - 1 / statistics.standardError) < 1e-12)
        // Mirrored hypotheses (h1 below h0) decide the other way round: the mean 1 rejects H1 = -1.
        #expect(test.decide(statistics, h0: 1.5, h1: -1, look: 1).decision == .acceptH0)
        // Near both hypotheses: undecided.
        #expect(test.decide(statistics, h0: 0.9, h1: 1.1, look: 1).decision == .undecided)
        // No spread: a t-test cannot decide.
        #expect(test.decide(RunningStatistics([1, 1, 1]), h0: 0, h1: 5, look: 1).decision == .undecided)
    }

    @Test("a run stops at the first deciding look and reads no further")
    func stopsEarly() {
        let values = (0..<1_000).map { Double($0 % 5) - 2 + 3 }  // mean 3, far above both hypotheses' H0 = 0
        let outcome = GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 10).run(values, h0: 0, h1: 1)
        #expect(outcome.decision == .acceptH1 && outcome.look == 1 && outcome.observations == 100)
    }

    @Test("simulated error rates stay at most nominal (the calibration engine's sequential-test rows)")
    func errorRates() {
        let rows = CalibrationSuite(replicates: 300, seed: 3).sequentialTestRows()
        #expect(!rows.isEmpty)
        for row in rows { #expect(row.passes, "\(row.name): \(row.observed)") }
    }
}
