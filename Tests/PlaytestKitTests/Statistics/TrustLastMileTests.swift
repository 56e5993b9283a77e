import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

/// Issue 34, items 1-5: each test failed before its fix.
@Suite("trust, the last mile (issue 34)")
struct TrustLastMileTests {
    /// A share ratio over `games` games of `units` units each, with `events` single events in distinct games.
    static func share(games: Int, units: Int, events: Int) -> ClusteredRatio {
        var ratio = ClusteredRatio(isShare: true)
        for game in 0..<games { ratio.add(numerator: game < events ? 1 : 0, denominator: Double(units)) }
        return ratio
    }

    @Test("a share ratio of a rare event never gets a zero-width interval; none seen gives Wilson on the games")
    func rareShareRatio() throws {
        let none = try #require(Self.share(games: 200, units: 5, events: 0).interval95)
        #expect(none.lower == 0 && none.upper > 0.01)
        let wilson = try #require(ConfidenceInterval.wilson(successes: 0, trials: 200, z: RunningStatistics.studentT975(degreesOfFreedom: 199)))
        #expect(abs(none.upper - wilson.upper) < 1e-12)
        let one = try #require(Self.share(games: 200, units: 5, events: 1).interval95)
        #expect(one.lower > 0 && one.lower < 0.001 && one.upper > 0.004)
        var all = ClusteredRatio(isShare: true)
        for _ in 0..<50 { all.add(numerator: 3, denominator: 3) }
        let full = try #require(all.interval95)
        #expect(full.upper == 1 && full.lower < 0.95)
    }

    @Test("a gate 'at most 0' does not pass on a rare share, a constant mean or a constant ratio")
    func atMostZero() {
        let gate = Gate(id: "none", metric: .measurement("x"), atMost: 0)
        let share = GateEvaluation.interval(of: .ratio(Self.share(games: 300, units: 4, events: 0)), confidence: 0.95, sequential: false, tightestAt: 1).0
        #expect(GateEvaluation.verdict(share, gate) == .inconclusive)
        let mean = GateEvaluation.interval(of: .mean(RunningStatistics(Array(repeating: 0.0, count: 300))), confidence: 0.95, sequential: false, tightestAt: 1)
        #expect(mean.0 == nil && GateEvaluation.verdict(mean.0, gate) == .inconclusive)
        var counts = ClusteredRatio()
        for _ in 0..<300 { counts.add(numerator: 0, denominator: 3) }
        #expect(GateEvaluation.verdict(GateEvaluation.interval(of: .ratio(counts), confidence: 0.95, sequential: false, tightestAt: 1).0, gate) == .inconclusive)
        // An exact count still passes: no broken invariant is known exactly.
        #expect(GateEvaluation.verdict(GateEvaluation.interval(of: .exact(0), confidence: 0.95, sequential: false, tightestAt: 1).0, gate) == .pass)
    }

    @Test("a skill win-rate cell no game of which the row won keeps a width (it was [0, 0])")
    func lopsidedSkillCell() throws {
        let figure = try #require(SkillAnalysis.shareFigure(name: "skill.winRate.random-vs-greedy", label: "", values: Array(repeating: 0, count: 100)))
        let interval = try #require(figure.interval())
        #expect(interval.lower == 0 && interval.upper > 0.02)
    }

    @Test("compare: a rare 0/1 metric's paired difference keeps a width; a sequential run's intervals are repeated ones")
    func compareRare() throws {
        let zeros = Array(repeating: 0.0, count: 400)
        let difference = try #require(PairedDifference(zeros, zeros))
        #expect(difference.isBinary && difference.paired.width > 0 && difference.unpaired.width > 0)
        #expect(difference.paired.contains(0))
        var b = zeros
        b[3] = 1
        let rare = try #require(PairedDifference(zeros, b))
        #expect(rare.paired.lower < 0.0025 && rare.paired.upper > 0.01)
        #expect(abs(GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 10).repeatedConfidence(0.95) - 0.995) < 1e-12)
    }

    @Test("a sequential gate on a ratio over games is refused, and a mean outside the range is refused, not a crash")
    func sequentialRatio() {
        var ratio = ClusteredRatio()
        for game in 0..<100 { ratio.add(numerator: Double(30 + game % 7), denominator: 2) }
        let (interval, method) = GateEvaluation.interval(of: .ratio(ratio), confidence: 0.95, sequential: true, tightestAt: 100, range: 0...20)
        #expect(interval == nil && method.hasPrefix(GateEvaluation.refusedPrefix) && method.contains("remove \"sequential\""))
        // Statistics restored without their extremes (as a ratio's pseudo-values are): the mean outside the range is refused.
        let restored = RunningStatistics(restoringCount: 100, mean: 33.7, sumOfSquaredDeviations: 50, sum: 3370, minimum: nil, maximum: nil)
        let (outside, why) = GateEvaluation.interval(of: .mean(restored), confidence: 0.95, sequential: true, tightestAt: 100, range: 0...20)
        #expect(outside == nil && why.contains("outside the declared range"))
    }

    @Test("an equivalence gate prints its interval at 90% (TOST), on the line and in gates.csv's level")
    func equivalenceLabel() {
        let gate = Gate(id: "fair", metric: .measurement("share"), atLeast: 0.45, atMost: 0.55, isEquivalenceTest: true)
        let result = GateResult(gate: gate, configurationIndex: 0, configurationLabel: "toy", games: 400,
                                interval: ConfidenceInterval(estimate: 0.5, lower: 0.47, upper: 0.53), verdict: .pass, method: "Wilson share (fixed, equivalence (TOST))")
        let line = BalanceReport.gateLine(result)
        #expect(line.contains("at 90% (TOST, 5% each side)"), "\(line)")
        #expect(!line.contains("95%"))
        #expect(BalanceReport.levelText(Gate(id: "plain", metric: .measurement("share"), atMost: 1)) == "95%")
    }

    @Test("the rare-event calibration rows land in their ranges at 300 replicates")
    func rareRows() {
        let rows = CalibrationSuite(replicates: 300, seed: 1).rareEventRows()
        #expect(rows.count >= 6)
        for row in rows { #expect(row.passes, "\(row.name): \(row.observed)") }
    }
}
