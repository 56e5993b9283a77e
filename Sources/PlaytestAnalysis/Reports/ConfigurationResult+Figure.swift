import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Reading one figure of a result, for the games' design answers

extension ConfigurationResult {
    /// The measurement of this name, if the result has it.
    public func figure(_ name: String) -> Measurement? {
        measurements.first { $0.name == name }
    }

    /// A rate's successes and trials, if the measurement of this name is a rate.
    public func rate(_ name: String) -> (successes: Int, trials: Int)? {
        if case .rate(let successes, let trials)? = figure(name)?.value { return (successes, trials) }
        return nil
    }

    /// The running statistics of a summary or histogram of this name (nil for any other kind, or none).
    public func statistics(_ name: String) -> RunningStatistics? {
        switch figure(name)?.value {
        case .summary(let statistics): statistics
        case .histogram(let histogram): histogram.statistics
        default: nil
        }
    }
}
