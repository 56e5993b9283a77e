import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness
import Foundation

/// One line of the calibration suite: how often one kind of interval covered its truth, or one test erred,
/// over simulated replicate runs, against the rate it promises.
public struct CalibrationRow: Sendable, Equatable {
    /// What a row measures.
    public enum Kind: String, Sendable {
        /// Coverage of an interval that promises exactly its confidence: must land in the band around it.
        case coverage
        /// Coverage of an interval that promises at least its confidence (anytime-valid, conservative by design):
        /// must not fall below the band's lower end.
        case coverageAtLeast = "coverage (at least)"
        /// The rate of a test's error: must not exceed the nominal rate plus Monte Carlo slack.
        case errorRate = "error rate"
    }

    /// The interval or test, and the data it was tried on.
    public let name: String
    /// What is counted.
    public let kind: Kind
    /// The promised rate (0.95 coverage, 0.05 alpha).
    public let nominal: Double
    /// Replicates that covered (coverage) or erred (error rate).
    public let hits: Int
    /// Replicates run.
    public let total: Int

    /// Creates a row.
    public init(name: String, kind: Kind, nominal: Double, hits: Int, total: Int) {
        precondition(total >= 1 && hits >= 0 && hits <= total, "CalibrationRow: need 0 <= hits <= total, total >= 1")
        self.name = name
        self.kind = kind
        self.nominal = nominal
        self.hits = hits
        self.total = total
    }

    /// hits / total.
    public var observed: Double { Double(hits) / Double(total) }

    /// One Monte Carlo standard error of a rate at the nominal value over ``total`` replicates.
    public var monteCarloStandardError: Double { (nominal * (1 - nominal) / Double(total)).squareRoot() }

    /// The acceptance range.
    ///
    /// - Coverage: 93% to 97% for a 95% interval from 500 replicates up (2 points either side); below 500 replicates,
    ///   where the Monte Carlo error alone would often cross that band, nominal ± 2.576 Monte Carlo standard errors
    ///   (a 99% band), never narrower than 2 points.
    /// - Error rate: at most nominal + 2.326 Monte Carlo standard errors (one-sided 99%: 0.05 + 0.0227 at 500).
    public var acceptable: ClosedRange<Double> {
        switch kind {
        case .coverage, .coverageAtLeast:
            let half = total >= 500 ? 0.02 : max(0.02, 2.576 * monteCarloStandardError)
            return kind == .coverage ? (nominal - half)...min(1, nominal + half) : (nominal - half)...1
        case .errorRate:
            return 0...(nominal + 2.326 * monteCarloStandardError)
        }
    }

    /// True when ``observed`` lies in ``acceptable``.
    public var passes: Bool { acceptable.contains(observed) }
}
