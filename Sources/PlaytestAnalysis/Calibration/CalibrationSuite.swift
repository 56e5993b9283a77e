import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness
import Foundation

/// Simulated replicate runs that measure, for every kind of interval and test Playtest prints, how often it covers
/// the truth (or errs) against what it promises: `playtest bench --calibration` prints them and fails when any row
/// falls outside its ``CalibrationRow/acceptable`` range.
///
/// Every row is built with the code a report uses (``GateEvaluation/interval(of:confidence:sequential:tightestAt:range:)``,
/// `PairedDifference`, `GroupSequentialTest`), on data whose true value is known in closed form. Replicate r of
/// row k draws from the stream (seed, r, k) (`StreamSeed`), so the table is a function of (replicates, seed) alone.
public struct CalibrationSuite: Sendable {
    /// Replicate runs per row.
    public let replicates: Int
    /// The seed every row's streams derive from.
    public let seed: UInt64

    /// A suite of `replicates` runs per row from `seed`.
    /// - Precondition: `replicates >= 1`.
    public init(replicates: Int, seed: UInt64) {
        precondition(replicates >= 1, "CalibrationSuite: need at least one replicate")
        self.replicates = replicates
        self.seed = seed
    }

    /// Every row: fixed-count intervals, sequential intervals, tests, then the kinds registered beside their estimators
    /// and the rows of the unit of observation (seat groups, deals).
    public func rows() -> [CalibrationRow] {
        fixedIntervalRows() + sequentialIntervalRows() + sequentialTestRows() + equivalenceRows() + registeredRows() + skillRows()
            + unitOfObservationRows() + rareEventRows() + changeRows()
    }

    // MARK: - Registration point for kinds built on other branches

    /// Rows of interval kinds whose simulation lives beside their estimator: the per-game ratio (``RatioCalibration``:
    /// 200 games a replicate, each with 1 to 12 correlated sub-units), on a stream of its own derived from `seed`, then
    /// the quality measures' (``qualityRows()``) and a series' quantiles (``seriesRows()``).
    public func registeredRows() -> [CalibrationRow] {
        let ratio = RatioCalibration.coverage(replicates: replicates, seed: seed ^ 0x7261_7469_6F21)
        return [CalibrationRow(name: "sub-game ratio over games (cluster-robust)", kind: .coverage, nominal: 0.95,
                               hits: ratio.covered, total: ratio.total)] + qualityRows() + seriesRows()
    }

    /// A series' p10, p50 and p90 intervals (``SeriesCalibration``), through the runner and the report's
    /// ``SeriesFigure``: 200 games a replicate of a simulated one-seat ramp, checked at a step some games ended before
    /// (carried forward), on a stream of its own derived from `seed`. Order-statistic intervals promise at least 95%.
    public func seriesRows() -> [CalibrationRow] {
        SeriesCalibration.coverage(replicates: replicates, seed: seed ^ 0x7365_7269_6573).map { row in
            CalibrationRow(name: "series \(row.name) at step \(SeriesCalibration.step) (order statistics, through the runner)",
                           kind: .coverageAtLeast, nominal: 0.95, hits: row.covered, total: row.total)
        }
    }

    /// The quality measures' clustered ratios (``QualityCalibration``), each through the real runner: 200 games of a
    /// simulated two-seat duel a replicate, on a stream of its own derived from `seed`.
    public func qualityRows() -> [CalibrationRow] {
        QualityCalibration.coverage(replicates: replicates, seed: seed ^ 0x7175_616C_6974_79).map { row in
            CalibrationRow(name: "quality.\(row.name) (cluster-robust share, through the runner)", kind: .coverage, nominal: 0.95,
                           hits: row.covered, total: row.total)
        }
    }

    /// Interval kinds the suite does not measure yet (see ``registeredRows()``).
    public static let unregisteredKinds: [String] = []

    // MARK: - Drawing

    /// The generator of replicate `replicate` of row `row`.
    func generator(row: Int, replicate: Int) -> Xoshiro256StarStar {
        StreamSeed.generator(seed: seed, game: UInt64(replicate), stream: UInt64(row))
    }

    /// Counts the replicates for which `trial` returns true, replicate r on the stream (seed, r, row).
    func count(row: Int, _ trial: (inout Xoshiro256StarStar) -> Bool) -> Int {
        var hits = 0
        for replicate in 0..<replicates {
            var random = generator(row: row, replicate: replicate)
            if trial(&random) { hits += 1 }
        }
        return hits
    }

    /// A standard normal draw (Box-Muller, the cosine half).
    static func normal(_ random: inout Xoshiro256StarStar) -> Double {
        let u = 1 - random.drawUnitDouble()
        let v = random.drawUnitDouble()
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    /// An exponential draw with mean 1 (right-skewed: skewness 2).
    static func exponential(_ random: inout Xoshiro256StarStar) -> Double {
        -log(1 - random.drawUnitDouble())
    }

    /// A lognormal-like skewed draw: e^Z capped at 20, in [0, 20].
    static func cappedLognormal(_ random: inout Xoshiro256StarStar) -> Double {
        min(exp(normal(&random)), 20)
    }

    /// E[min(e^Z, 20)] = e^{1/2}·Φ(ln 20 − 1) + 20·(1 − Φ(ln 20)).
    static let cappedLognormalMean = exp(0.5) * NormalDistribution.cumulative(log(20.0) - 1) + 20 * (1 - NormalDistribution.cumulative(log(20.0)))
}
