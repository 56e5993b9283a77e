import PlaytestStatistics
import PlaytestProperties

/// A rate's raw counts, as a ``MeasurementKey`` reads them: successes out of trials.
public struct RateCount: Sendable, Equatable {
    /// Trials that succeeded.
    public let successes: Int
    /// Trials.
    public let trials: Int

    /// Creates counts.
    public init(successes: Int, trials: Int) {
        self.successes = successes
        self.trials = trials
    }

    /// The share of successes, nil with no trials.
    public var share: Double? { trials == 0 ? nil : Double(successes) / Double(trials) }
}
