import PlaytestHarness
import PlaytestStatistics

// MARK: - A measurement's mean, spread and interval, whatever its kind

extension Measurement {
    /// The mean of the observations, its standard error, the standard deviation and the count, for a summary, a
    /// histogram or a rate (a rate's observations are 0 or 1); for a sub-game ratio, the games, the ratio and its
    /// cluster-robust standard error (the standard deviation is that of the linearised per-game values); nil for a
    /// scalar, a chi-square test, no observations or a descriptive distribution of sub-game units (``Observation/subunit``).
    public var estimate: (count: Int, mean: Double, standardError: Double, standardDeviation: Double)? {
        guard observation != .subunit else { return nil }
        switch value {
        case .summary, .histogram:
            let stats = summaryStatistics
            guard stats.count > 0 else { return nil }
            return (stats.count, stats.mean, stats.standardError, stats.standardDeviation)
        case .rate(let successes, let trials):
            guard trials > 0 else { return nil }
            let p = Double(successes) / Double(trials)
            let sd = (p * (1 - p)).squareRoot()
            return (trials, p, sd / Double(trials).squareRoot(), sd)
        case .ratio(let ratio):
            guard let mean = ratio.ratio else { return nil }
            return (ratio.clusters, mean, ratio.standardError, ratio.standardError * Double(ratio.clusters).squareRoot())
        case .scalar, .chiSquare:
            return nil
        }
    }

    /// The 95% interval of the mean: Student's t for a summary or a histogram, clipped at zero when no observation
    /// was negative (a count or a time cannot have a negative mean); Wilson's for a rate (always inside 0...1);
    /// for a sub-game ratio, t on games - 1 degrees of freedom with the cluster-robust standard error (``ClusteredRatio``);
    /// nil for a scalar, a chi-square test, fewer than two observations or a descriptive distribution of sub-game units.
    public var meanInterval: ConfidenceInterval? {
        guard observation != .subunit else { return nil }
        switch value {
        case .summary, .histogram:
            let stats = summaryStatistics
            guard let interval = stats.meanInterval95 else { return nil }
            guard let minimum = stats.minimum, minimum >= 0, interval.lower < 0 else { return interval }
            return ConfidenceInterval(estimate: interval.estimate, lower: 0, upper: interval.upper)
        case .rate(let successes, let trials):
            return ConfidenceInterval.wilson(successes: successes, trials: trials)
        case .ratio(let ratio):
            return ratio.interval95
        case .scalar, .chiSquare:
            return nil
        }
    }

    /// True when ``meanInterval`` was cut at zero: its lower end is exactly 0 while the estimate is above it (a count
    /// or a time with few observations). A chart says "clipped at 0" only where this holds.
    public var isIntervalClippedAtZero: Bool {
        guard let interval = meanInterval else { return false }
        return interval.lower == 0 && interval.estimate > 0
    }
}
