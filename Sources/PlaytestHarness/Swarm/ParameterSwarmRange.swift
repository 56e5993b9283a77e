import PlaytestProperties

/// The values `playtest check` may draw a parameter from when it swarms over parameters.
///
/// A parameter's validated range says what a scenario may set; its swarm range says what a check should explore:
/// the settings the design document allows or names (a timer of 60, 90, 120 or 180 s; 4 to 12 players), kept to
/// sizes a check can afford (a few dozen dice rather than 100,000). A parameter without one is never swarmed.
public enum ParameterSwarmRange: Sendable, Hashable {
    /// A whole number, uniform in the range.
    case integers(ClosedRange<Int>)
    /// A real number, uniform in the range, rounded to two decimals.
    case numbers(ClosedRange<Double>)
    /// One of the listed values, equally likely.
    case values([ParameterValue])

    /// Draws one value.
    public func draw<R: RandomNumberGenerator>(using rng: inout R) -> ParameterValue {
        switch self {
        case .integers(let range):
            return .integer(rng.draw(in: range))
        case .numbers(let range):
            let raw = range.lowerBound + (range.upperBound - range.lowerBound) * rng.drawUnitDouble()
            return .double(min(range.upperBound, max(range.lowerBound, (raw * 100).rounded() / 100)))
        case .values(let values):
            return values[rng.draw(index: values.count)]
        }
    }

    /// `1-60`, `0.0-0.2`, `60|90|120|180`: as the check's header shows it.
    public var description: String {
        switch self {
        case .integers(let range): "\(range.lowerBound)-\(range.upperBound)"
        case .numbers(let range): "\(range.lowerBound)-\(range.upperBound)"
        case .values(let values):
            if values.count > 6, let numbers = Self.integers(values), let low = numbers.min(), let high = numbers.max() {
                "\(low)-\(high) (\(values.count) values)"
            } else {
                values.map(\.description).joined(separator: "|")
            }
        }
    }

    /// The numeric regions, in report order.
    static let ordered = ["low", "default", "high"]

    /// The values as whole numbers, when they all are.
    static func integers(_ values: [ParameterValue]) -> [Int]? {
        let numbers = values.compactMap { value -> Int? in if case .integer(let number) = value { number } else { nil } }
        return numbers.count == values.count ? numbers : nil
    }

    /// True when each value is its own region: words, flags, and lists of at most 4 numbers.
    var regionPerValue: Bool {
        guard case .values(let values) = self else { return false }
        return values.count <= 4 || Self.integers(values) == nil
    }

    /// The region a value falls in, relative to the default: `low`, `default` or `high` for numbers (a list of more
    /// than 4 numbers too), the value itself for words, flags and short lists of numbers (each is its own region).
    public func region(of value: ParameterValue, default defaultValue: ParameterValue) -> String {
        if regionPerValue { return value.description }
        switch (value, defaultValue) {
        case (.integer(let number), .integer(let base)): return number < base ? "low" : number == base ? "default" : "high"
        case (.double(let number), .double(let base)): return number < base ? "low" : number == base ? "default" : "high"
        default: return value == defaultValue ? "default" : "other"
        }
    }

    /// Every region a value can fall in, in the order a report lists them.
    public func regions(default defaultValue: ParameterValue) -> [String] {
        if regionPerValue, case .values(let values) = self { return values.map(\.description) }
        // Only the regions the range reaches: a range that ends at the default has no `high`.
        return Self.ordered.filter { region in
            switch self {
            case .integers(let range):
                region == "low" ? range.lowerBound < (Int(parameter: defaultValue) ?? .min)
                    : region == "high" ? range.upperBound > (Int(parameter: defaultValue) ?? .max) : true
            case .numbers(let range):
                region == "low" ? range.lowerBound < (Double(parameter: defaultValue) ?? -.infinity)
                    : region == "high" ? range.upperBound > (Double(parameter: defaultValue) ?? .infinity) : true
            case .values(let values):
                values.contains { self.region(of: $0, default: defaultValue) == region }
            }
        }
    }
}
