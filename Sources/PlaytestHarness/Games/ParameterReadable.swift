import PlaytestStatistics
import PlaytestProperties

/// A Swift type a parameter's value reads as: `Int`, `Double`, `Bool` or `String`.
public protocol ParameterReadable: Sendable {
    /// The value, or nil when `value` is of another kind.
    static func read(_ value: ParameterValue) -> Self?
}

extension Int: ParameterReadable {
    /// A whole number.
    public static func read(_ value: ParameterValue) -> Int? {
        if case .integer(let number) = value { return number }
        return nil
    }
}

extension Double: ParameterReadable {
    /// A real number, or a whole number as one.
    public static func read(_ value: ParameterValue) -> Double? {
        switch value {
        case .double(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }
}

extension Bool: ParameterReadable {
    /// A flag.
    public static func read(_ value: ParameterValue) -> Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }
}

extension String: ParameterReadable {
    /// A word, a path or a text.
    public static func read(_ value: ParameterValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
