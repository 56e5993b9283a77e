import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - What changed since a baseline run

extension CalibrationSuite {
    /// Figures compared per replicate of the family-wise row: about one game's figures in a report.
    static let changeFamilySize = 30

    /// The intervals and marks of `run --baseline` (``ChangeAnalysis``), each on two simulated runs read back as their
    /// results tables hold them (rounded as `results.csv` prints them):
    /// - a mean's change (Welch, from each run's sd and games), skewed data, 60 against 100 games;
    /// - a share's change (Newcombe, independent), p = 0.3 against 0.4, 80 against 120 games;
    /// - a ratio's change (normal, from each run's cluster-robust interval), 100 games each (``RatioCalibration``'s games);
    /// - the family-wise false-alarm rate of the moved marks (Holm) over 30 figures that did not change.
    ///
    /// Replicate r of row k draws the stream (seed, r, 600 + k).
    public func changeRows() -> [CalibrationRow] {
        let welch = count(row: 600) { random in
            let a = Self.meanFigure((0..<60).map { _ in Self.exponential(&random) })
            let b = Self.meanFigure((0..<100).map { _ in Self.exponential(&random) * 1.5 })
            return Self.covers(current: b, baseline: a, truth: 0.5)
        }
        let newcombe = count(row: 601) { random in
            let a = Self.rateFigure(successes: (0..<80).filter { _ in random.drawBool(probability: 0.3) }.count, trials: 80)
            let b = Self.rateFigure(successes: (0..<120).filter { _ in random.drawBool(probability: 0.4) }.count, trials: 120)
            return Self.covers(current: b, baseline: a, truth: 0.1)
        }
        let ratio = count(row: 602) { random in
            let a = Self.ratioFigure(RatioCalibration.replicate(games: 100, using: &random))
            let b = Self.ratioFigure(RatioCalibration.replicate(games: 100, using: &random))
            return Self.covers(current: b, baseline: a, truth: 0)
        }
        let alarms = count(row: 603) { random in
            var before: [ResultFigure] = []
            var after: [ResultFigure] = []
            for index in 0..<Self.changeFamilySize {
                let name = "figure\(index)"
                before.append(Self.meanFigure((0..<50).map { _ in Self.normal(&random) }, metric: name))
                after.append(Self.meanFigure((0..<50).map { _ in Self.normal(&random) }, metric: name))
            }
            return !ChangeAnalysis(baseline: before, current: after).moved.isEmpty
        }
        return [
            CalibrationRow(name: "change of a mean since a baseline (Welch), skewed, 60 against 100 games", kind: .coverage, nominal: 0.95,
                           hits: welch, total: replicates),
            CalibrationRow(name: "change of a share since a baseline (Newcombe), p 0.3 against 0.4, 80 against 120 games", kind: .coverage,
                           nominal: 0.95, hits: newcombe, total: replicates),
            CalibrationRow(name: "change of a ratio over games since a baseline (two cluster-robust errors), 100 games each", kind: .coverage,
                           nominal: 0.95, hits: ratio, total: replicates),
            CalibrationRow(name: "moved marks, family-wise false alarm (Holm), \(Self.changeFamilySize) unchanged figures", kind: .errorRate,
                           nominal: 0.05, hits: alarms, total: replicates),
        ]
    }

    /// True when the change's 95% interval covers `truth`.
    static func covers(current: ResultFigure, baseline: ResultFigure, truth: Double) -> Bool {
        guard let (interval, _, _) = FigureChange.unadjusted(current: current, baseline: baseline) else { return false }
        return interval.lower <= truth && truth <= interval.upper
    }

    /// A mean over games as `results.csv` prints it (4 decimals).
    static func meanFigure(_ values: [Double], metric: String = "x") -> ResultFigure {
        var statistics = RunningStatistics()
        for value in values { statistics.add(value) }
        return ResultFigure(game: "g", configuration: "c", metric: metric, kind: "summary", count: values.count,
                            mean: printed(statistics.mean), standardDeviation: printed(statistics.standardDeviation))
    }

    /// A rate as `results.csv` prints it.
    static func rateFigure(successes: Int, trials: Int) -> ResultFigure {
        ResultFigure(game: "g", configuration: "c", metric: "x", kind: "rate", count: trials,
                     mean: printed(Double(successes) / Double(trials)), successes: successes)
    }

    /// A ratio over games as `results.csv` prints it.
    static func ratioFigure(_ ratio: ClusteredRatio) -> ResultFigure {
        let interval = ratio.interval95
        return ResultFigure(game: "g", configuration: "c", metric: "x", kind: "ratio", count: ratio.clusters,
                            mean: printed(ratio.ratio ?? 0), lower: interval.map { printed($0.lower) }, upper: interval.map { printed($0.upper) })
    }

    /// A number rounded to the 4 decimals `results.csv` prints.
    static func printed(_ value: Double) -> Double {
        Double(NumberFormat.fixed(value, digits: 4)) ?? value
    }
}
