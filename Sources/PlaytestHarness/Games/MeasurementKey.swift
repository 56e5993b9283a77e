import PlaytestStatistics
import PlaytestProperties

/// A measurement's name and kind, declared once by its game and used both to make the figure and to read it back.
///
/// A game declares its keys in one place (`SnakesssMetrics.Key.rightVotes`), builds its measurements with
/// ``Measurement/init(_:label:unit:value:expected:digits:isDetail:observation:)`` and its report section reads them with
/// ``ConfigurationResult/subscript(_:)``: a misspelt key does not compile, and a key read as the wrong kind is caught
/// where the measurement is made.
public struct MeasurementKey<Figure>: Sendable {
    /// The stable id: a CSV `metric` value, a chart's file name, a scenario's gate metric.
    public let name: String
    /// Reads the figure from a measurement's value, nil when the value is of another kind.
    @usableFromInline let read: @Sendable (Measurement.Value) -> Figure?

    @usableFromInline
    init(name: String, read: @escaping @Sendable (Measurement.Value) -> Figure?) {
        self.name = name
        self.read = read
    }

    /// The figure of `measurement` when it has this key's name and kind.
    public func figure(of measurement: Measurement) -> Figure? {
        measurement.name == name ? read(measurement.value) : nil
    }
}

extension MeasurementKey where Figure == RunningStatistics {
    /// A summary's key: reads its running statistics.
    public static func summary(_ name: String) -> MeasurementKey {
        MeasurementKey(name: name) { value in
            if case .summary(let statistics) = value { return statistics }
            return nil
        }
    }
}

extension MeasurementKey where Figure == IntegerHistogram {
    /// A histogram's key: reads its exact counts.
    public static func histogram(_ name: String) -> MeasurementKey {
        MeasurementKey(name: name) { value in
            if case .histogram(let histogram) = value { return histogram }
            return nil
        }
    }
}

extension MeasurementKey where Figure == RateCount {
    /// A rate's key: reads its successes and trials.
    public static func rate(_ name: String) -> MeasurementKey {
        MeasurementKey(name: name) { value in
            if case .rate(let successes, let trials) = value { return RateCount(successes: successes, trials: trials) }
            return nil
        }
    }
}

extension MeasurementKey where Figure == ClusteredRatio {
    /// A sub-game ratio's key: reads its clustered ratio.
    public static func ratio(_ name: String) -> MeasurementKey {
        MeasurementKey(name: name) { value in
            if case .ratio(let ratio) = value { return ratio }
            return nil
        }
    }
}

extension MeasurementKey where Figure == Double {
    /// A scalar's key: reads its number.
    public static func scalar(_ name: String) -> MeasurementKey {
        MeasurementKey(name: name) { value in
            if case .scalar(let number) = value { return number }
            return nil
        }
    }
}

extension MeasurementKey where Figure == ChiSquareTest.Result {
    /// A chi-square test's key: reads its result.
    public static func chiSquare(_ name: String) -> MeasurementKey {
        MeasurementKey(name: name) { value in
            if case .chiSquare(let test) = value { return test }
            return nil
        }
    }
}
