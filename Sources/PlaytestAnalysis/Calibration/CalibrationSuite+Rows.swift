import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness
import Foundation

extension CalibrationSuite {
    // MARK: - Fixed-count intervals

    /// Game-level means (t), rates (Wilson), paired differences (t) and Welch differences, at 95%.
    public func fixedIntervalRows() -> [CalibrationRow] {
        func meanCovers(_ values: [Double], truth: Double) -> Bool {
            GateEvaluation.interval(of: .mean(RunningStatistics(values)), confidence: 0.95, sequential: false, tightestAt: 1).0?.contains(truth) ?? false
        }
        func rateCovers(successes: Int, trials: Int, truth: Double) -> Bool {
            GateEvaluation.interval(of: .proportion(successes: successes, trials: trials), confidence: 0.95, sequential: false, tightestAt: 1)
                .0?.contains(truth) ?? false
        }
        var rows: [CalibrationRow] = []
        func add(_ name: String, _ trial: (inout Xoshiro256StarStar) -> Bool) {
            rows.append(CalibrationRow(name: name, kind: .coverage, nominal: 0.95, hits: count(row: 100 + rows.count, trial), total: replicates))
        }
        add("game-level mean (t), normal, n = 10") { random in
            meanCovers((0..<10).map { _ in 5 + 2 * Self.normal(&random) }, truth: 5)
        }
        add("game-level mean (t), skewed (exponential), n = 100") { random in
            meanCovers((0..<100).map { _ in Self.exponential(&random) }, truth: 1)
        }
        add("rate (Wilson), p = 0.3, n = 50") { random in
            rateCovers(successes: (0..<50).filter { _ in random.drawBool(probability: 0.3) }.count, trials: 50, truth: 0.3)
        }
        add("rate (Wilson), p = 0.02, n = 400") { random in
            rateCovers(successes: (0..<400).filter { _ in random.drawBool(probability: 0.02) }.count, trials: 400, truth: 0.02)
        }
        add("paired difference (t), correlated normal arms, n = 10") { random in
            var a: [Double] = []
            var b: [Double] = []
            for _ in 0..<10 {
                let deal = Self.normal(&random)
                a.append(deal + 0.5 * Self.normal(&random))
                b.append(deal + 0.3 + 0.5 * Self.normal(&random))
            }
            return PairedDifference(a, b)?.paired.contains(0.3) ?? false
        }
        add("Welch difference (t, Welch-Satterthwaite df), sd 1 against 3, n = 10") { random in
            let a = (0..<10).map { _ in Self.normal(&random) }
            let b = (0..<10).map { _ in 1 + 3 * Self.normal(&random) }
            return PairedDifference(a, b)?.unpaired.contains(1) ?? false
        }
        return rows
    }

    // MARK: - Sequential intervals

    /// Confidence sequences looked at after every 20 games up to 1,000 (50 looks): a replicate covers when the truth
    /// stays inside at every look. These promise at least 95%.
    public func sequentialIntervalRows() -> [CalibrationRow] {
        let looks = 50
        let batch = 20
        func sequenceCovers(_ random: inout Xoshiro256StarStar, truth: Double, range: ClosedRange<Double>?, draw: (inout Xoshiro256StarStar) -> Double,
                            proportion: Bool) -> Bool {
            var statistics = RunningStatistics()
            var successes = 0
            for look in 1...looks {
                for _ in 0..<batch {
                    let x = draw(&random)
                    statistics.add(x)
                    if x == 1 { successes += 1 }
                }
                let sample: MetricSample = proportion ? .proportion(successes: successes, trials: look * batch) : .mean(statistics)
                let (interval, _) = GateEvaluation.interval(of: sample, confidence: 0.95, sequential: true, tightestAt: looks * batch / 4, range: range)
                guard let interval, interval.contains(truth) else { return false }
            }
            return true
        }
        var rows: [CalibrationRow] = []
        func add(_ name: String, truth: Double, range: ClosedRange<Double>?, proportion: Bool = false, draw: @escaping (inout Xoshiro256StarStar) -> Double) {
            let hits = count(row: 200 + rows.count) { random in sequenceCovers(&random, truth: truth, range: range, draw: draw, proportion: proportion) }
            rows.append(CalibrationRow(name: name, kind: .coverageAtLeast, nominal: 0.95, hits: hits, total: replicates))
        }
        add("sequential rate, p = 0.3, 50 looks", truth: 0.3, range: nil, proportion: true) { random in random.drawBool(probability: 0.3) ? 1 : 0 }
        add("sequential bounded mean, lognormal-like in [0, 20], 50 looks", truth: Self.cappedLognormalMean, range: 0...20) { random in
            Self.cappedLognormal(&random)
        }
        add("sequential bounded mean, rare event (10 w.p. 0.002) in [0, 10], 50 looks", truth: 0.02, range: 0...10) { random in
            random.drawBool(probability: 0.002) ? 10 : 0
        }
        return rows
    }

    // MARK: - Tests

    /// The group sequential t-test `compare` runs (10 looks up to 500 paired games, alpha 0.05, beta 0.1, H0: 0 against
    /// H1: 0.3 standard deviations): alpha with the truth at H0, beta with it at H1, on normal and on skewed
    /// (exponential, skewness 2) differences.
    public func sequentialTestRows() -> [CalibrationRow] {
        let test = GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 10)
        let games = 500
        var rows: [CalibrationRow] = []
        func add(_ name: String, nominal: Double, truth: Double, wrong: GroupSequentialTest.Decision, skewed: Bool) {
            let hits = count(row: 300 + rows.count) { random in
                let values = (0..<games).map { _ in truth + (skewed ? Self.exponential(&random) - 1 : Self.normal(&random)) }
                return test.run(values, h0: 0, h1: 0.3).decision == wrong
            }
            rows.append(CalibrationRow(name: name, kind: .errorRate, nominal: nominal, hits: hits, total: replicates))
        }
        add("sequential t-test alpha (accept H1 under H0), normal", nominal: 0.05, truth: 0, wrong: .acceptH1, skewed: false)
        add("sequential t-test alpha (accept H1 under H0), skewed", nominal: 0.05, truth: 0, wrong: .acceptH1, skewed: true)
        add("sequential t-test beta (accept H0 under H1), normal", nominal: 0.1, truth: 0.3, wrong: .acceptH0, skewed: false)
        add("sequential t-test beta (accept H0 under H1), skewed", nominal: 0.1, truth: 0.3, wrong: .acceptH0, skewed: true)
        return rows
    }

    /// The equivalence gate's TOST (`equivalentTo` 0.5, margin 0.05, 400 games) with the true share on the margin's
    /// edge, 0.55: a PASS there is the test's error, at most alpha = 0.05.
    public func equivalenceRows() -> [CalibrationRow] {
        let gate = Gate(id: "fair", metric: .measurement("share"), atLeast: 0.45, atMost: 0.55, isEquivalenceTest: true)
        let hits = count(row: 400) { random in
            let successes = (0..<400).filter { _ in random.drawBool(probability: 0.55) }.count
            let (interval, _) = GateEvaluation.interval(of: .proportion(successes: successes, trials: 400), confidence: gate.intervalConfidence,
                                                        sequential: false, tightestAt: 1)
            return GateEvaluation.verdict(interval, gate) == .pass
        }
        return [CalibrationRow(name: "equivalence (TOST) alpha, share on the margin 0.55, n = 400", kind: .errorRate, nominal: 0.05,
                               hits: hits, total: replicates)]
    }
}
