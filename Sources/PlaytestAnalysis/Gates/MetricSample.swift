import PlaytestHarness
import PlaytestStatistics

/// What one configuration's result says about a metric: the data an interval is built from.
public enum MetricSample: Sendable, Equatable {
    /// Observations with a mean and spread (a summary, a histogram, scores).
    case mean(RunningStatistics)
    /// Successes out of trials (a rate, a win rate, a coverage share).
    case proportion(successes: Int, trials: Int)
    /// A ratio over games (a per-round, per-seat, team or role figure): the game is the unit, its sub-game units the
    /// denominator (`ClusteredRatio`).
    case ratio(ClusteredRatio)
    /// A number known exactly (a count of broken games, a scalar).
    case exact(Double)
    /// Nothing to go on (no observations, or a figure of another kind).
    case missing

    /// The point estimate, if any.
    public var estimate: Double? {
        switch self {
        case .mean(let statistics): return statistics.isEmpty ? nil : statistics.mean
        case .proportion(let successes, let trials): return trials == 0 ? nil : Double(successes) / Double(trials)
        case .ratio(let ratio): return ratio.ratio
        case .exact(let value): return value
        case .missing: return nil
        }
    }
}

extension ConfigurationResult {
    /// The data behind a metric reference in this result.
    public func sample(of reference: MetricReference) -> MetricSample {
        switch reference {
        case .measurement(let name):
            // A descriptive distribution of sub-game units gates nothing: its ratio over games does.
            guard let measurement = measurements.first(where: { $0.name == name }), measurement.observation != .subunit else { return .missing }
            switch measurement.value {
            case .summary(let statistics): return .mean(statistics)
            case .histogram(let histogram): return .mean(histogram.statistics)
            case .rate(let successes, let trials): return .proportion(successes: successes, trials: trials)
            case .scalar(let value): return .exact(value)
            case .chiSquare(let result): return .exact(result.pValue)
            case .ratio(let ratio): return .ratio(ratio)
            }
        case .seatScore(let group):
            return seats.groups.first { MetricReference.matches(key: $0.key, group: group) }.map { .ratio($0.score) } ?? .missing
        case .seatWinRate(let group):
            return seats.groups.first { MetricReference.matches(key: $0.key, group: group) }.map(\.winSample) ?? .missing
        case .coverage(let label):
            return coverage.first { $0.info.name == label }.map { .proportion(successes: $0.games, trials: $0.trials) } ?? .missing
        case .invariant(let name):
            return tallies.first { $0.info.name == name }.map { .exact(Double($0.brokenGames)) } ?? .missing
        case .invariants:
            return .exact(Double(tallies.reduce(0) { $0 + $1.brokenGames }))
        case .steps:
            return .mean(steps.statistics)
        case .skill, .answer:
            return .missing

        }
    }
}

extension SeatSummary.Group {
    /// The data behind the group's win rate: decided games won of decided games when its seats win together (a seat,
    /// a team), else its seat-games' share as a ratio over games.
    public var winSample: MetricSample {
        winsWholeGames ? .proportion(successes: gamesWon, trials: decidedGames) : .ratio(wins)
    }
}
