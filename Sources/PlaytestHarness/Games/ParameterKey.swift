import PlaytestStatistics
import PlaytestProperties

/// A game's parameter declared once, typed: its name, meaning, kind, range and default in one value.
///
/// A game declares its keys as static constants, builds its descriptor's parameters from them
/// (`parameters: [Keys.target.spec, Keys.seats.spec]`) and reads a configuration with them
/// (`configuration[Keys.target]`), so a parameter's name is written once and a misspelt or mistyped read does
/// not compile:
///
/// ```swift
/// enum PigKeys {
///     static let target = ParameterKey<Int>.integer("target", summary: "points to win", in: 10...200, default: 100)
///     static let seats = ParameterKey<Int>.integer("seats", summary: "players, 2 to 4", in: 2...4, default: 2, shrinkable: true)
/// }
/// let target = configuration[PigKeys.target]   // an Int
/// ```
public struct ParameterKey<Value: ParameterReadable>: Sendable {
    /// The parameter's spec, for the descriptor.
    public let spec: ParameterSpec

    /// A key for a spec whose kind holds values of type `Value` (the typed constructors below are the usual way).
    public init(spec: ParameterSpec) {
        self.spec = spec
    }

    /// The name used in scenarios and `--param name=value`.
    public var name: String { spec.name }

    /// This key with a swarm range: `check` draws the parameter from `range` in its swarmed games
    /// (see `ParameterSpec.swarming(_:)`).
    public func swarming(_ range: ParameterSwarmRange) -> ParameterKey<Value> {
        ParameterKey(spec: spec.swarming(range))
    }

    /// This key as a situational parameter (see `ParameterSpec.situational()`).
    public func situational() -> ParameterKey<Value> {
        ParameterKey(spec: spec.situational())
    }

    /// The value when nothing sets it.
    public var defaultValue: Value {
        guard let value = Value.read(spec.defaultValue) else { preconditionFailure("parameter \(name)'s default is not a \(Value.self)") }
        return value
    }
}

extension ParameterKey where Value == Int {
    /// A whole number in `range`, `defaultValue` when nothing sets it; `shrinkable` lets shrinking lower it.
    public static func integer(
        _ name: String, summary: String, in range: ClosedRange<Int>, default defaultValue: Int, shrinkable: Bool = false
    ) -> ParameterKey<Int> {
        ParameterKey(spec: ParameterSpec(name: name, summary: summary, kind: .integer(range), defaultValue: .integer(defaultValue),
                                         isShrinkable: shrinkable))
    }

    /// One of the listed whole numbers, `defaultValue` when nothing sets it.
    public static func integer(
        _ name: String, summary: String, oneOf choices: [Int], default defaultValue: Int, shrinkable: Bool = false
    ) -> ParameterKey<Int> {
        ParameterKey(spec: ParameterSpec(name: name, summary: summary, kind: .integerChoice(choices), defaultValue: .integer(defaultValue),
                                         isShrinkable: shrinkable))
    }
}

extension ParameterKey where Value == Int {
    /// This key swarmed uniformly over `range` (see `ParameterSpec.swarming(_:)`).
    public func swarming(in range: ClosedRange<Int>) -> ParameterKey<Int> { swarming(.integers(range)) }

    /// This key swarmed over the listed numbers, equally likely.
    public func swarming(oneOf numbers: [Int]) -> ParameterKey<Int> { swarming(.values(numbers.map { .integer($0) })) }
}

extension ParameterKey where Value == Double {
    /// This key swarmed uniformly over `range`, two decimals (see `ParameterSpec.swarming(_:)`).
    public func swarming(in range: ClosedRange<Double>) -> ParameterKey<Double> { swarming(.numbers(range)) }
}

extension ParameterKey where Value == Bool {
    /// This key swarmed over true and false (see `ParameterSpec.swarming(_:)`).
    public func swarmingBoth() -> ParameterKey<Bool> { swarming(.values([.bool(false), .bool(true)])) }
}

extension ParameterKey where Value == String {
    /// This key swarmed over the listed words, equally likely (see `ParameterSpec.swarming(_:)`).
    public func swarming(oneOf words: [String]) -> ParameterKey<String> { swarming(.values(words.map { .string($0) })) }
}

extension ParameterKey where Value == Double {
    /// A real number in `range`, `defaultValue` when nothing sets it.
    public static func double(_ name: String, summary: String, in range: ClosedRange<Double>, default defaultValue: Double) -> ParameterKey<Double> {
        ParameterKey(spec: ParameterSpec(name: name, summary: summary, kind: .double(range), defaultValue: .double(defaultValue)))
    }
}

extension ParameterKey where Value == Bool {
    /// A flag, `defaultValue` when nothing sets it.
    public static func bool(_ name: String, summary: String, default defaultValue: Bool) -> ParameterKey<Bool> {
        ParameterKey(spec: ParameterSpec(name: name, summary: summary, kind: .bool, defaultValue: .bool(defaultValue)))
    }
}

extension ParameterKey where Value == String {
    /// One of the listed words, `defaultValue` when nothing sets it.
    public static func choice(_ name: String, summary: String, oneOf words: [String], default defaultValue: String) -> ParameterKey<String> {
        ParameterKey(spec: ParameterSpec(name: name, summary: summary, kind: .choice(words), defaultValue: .string(defaultValue)))
    }

    /// The path of a file the game reads, "" for none (see `ParameterSpec.Kind.file`); read its text with
    /// `GameConfiguration.attachment(_:)`.
    public static func file(_ name: String, summary: String, validate: @escaping ParameterSpec.FileValidator) -> ParameterKey<String> {
        ParameterKey(spec: ParameterSpec(file: name, summary: summary, validate: validate))
    }

    /// Free text in its normal form, "" for none (see `ParameterSpec.Kind.text`).
    public static func text(
        _ name: String, summary: String, allowed: String, normalize: @escaping ParameterSpec.TextNormalizer
    ) -> ParameterKey<String> {
        ParameterKey(spec: ParameterSpec(text: name, summary: summary, allowed: allowed, normalize: normalize))
    }
}
