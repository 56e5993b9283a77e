/// One tunable knob of a game: its name, meaning, kind, range and default.
public struct ParameterSpec: Sendable {
    /// The kinds of value a parameter takes, with their ranges.
    public enum Kind: Sendable {
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A real number in the range.
        case double(ClosedRange<Double>)
        /// true or false.
        case bool
        /// One of the listed words.
        case choice([String])
        /// One of the listed whole numbers (a timer's 60, 90, 120 or 180 s).
        case integerChoice([Int])
        /// The path of a file the game reads (a question bank), or "" for none. Only letters, digits and `/._-`,
        /// so that a replay token can carry it. The command line reads the file; the game validates its text.
        case file
        /// Free text a game reads (a fixed deal), normalised and checked by the spec's `normalizeText`; "" for none.
        /// A list of strings in a scenario is joined with '-'. The normalised text must keep to letters, digits and
        /// `-._/`, so that a replay token can carry it.
        case text(allowed: String)
    }

    /// Normalises a text parameter (or throws saying what is wrong).
    public typealias TextNormalizer = @Sendable (_ text: String) throws(ParameterError) -> String

    /// Checks a file parameter's text (the file as the user named it comes second, for messages).
    public typealias FileValidator = @Sendable (_ text: String, _ file: String) throws(JSONInputError) -> Void

    /// The name used in scenarios and `--param name=value`.
    public let name: String
    /// What it controls, in one line.
    public let summary: String
    /// Its kind and range.
    public let kind: Kind
    /// Its value when nothing sets it.
    public let defaultValue: ParameterValue
    /// True when a failing case may lower it (toward its minimum) while shrinking: a size, not a rule.
    public let isShrinkable: Bool
    /// For a file parameter: checks the file's text.
    public let validateFile: FileValidator?
    /// For a text parameter: its normal form.
    public let normalizeText: TextNormalizer?
    /// The values `playtest check` draws it from when it swarms over parameters; nil: never swarmed (see `swarming(_:)`).
    public private(set) var swarmRange: ParameterSwarmRange?

    /// True for a situational parameter: a biased set-up a check may plant (a deal with a rare hand on the grid) to
    /// reach situations uniform play almost never meets. Its default must be the uniform set-up; `run` plays it only
    /// where a scenario sets it; a configuration lists it only when set (see ``situational()``).
    public private(set) var isSituational = false

    /// This spec as a situational parameter: listed (in reports and replay tokens) only when it differs from its
    /// default. Give it a swarm range of the situations, so that `check` plants them in its swarmed games.
    public func situational() -> ParameterSpec {
        var copy = self
        copy.isSituational = true
        return copy
    }

    /// This spec with a swarm range: `check` draws the parameter from `range` in its swarmed games.
    /// Declare one from the design document (the settings it names or allows), kept to sizes a check can afford.
    public func swarming(_ range: ParameterSwarmRange) -> ParameterSpec {
        var copy = self
        copy.swarmRange = range
        return copy
    }

    /// Creates a parameter spec; `isShrinkable` (default false) lets shrinking lower a whole-number parameter.
    public init(name: String, summary: String, kind: Kind, defaultValue: ParameterValue, isShrinkable: Bool = false) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.defaultValue = defaultValue
        self.isShrinkable = isShrinkable
        self.validateFile = nil
        self.normalizeText = nil
    }

    /// A file parameter (default: none) whose text `validate` checks.
    public init(file name: String, summary: String, validate: @escaping FileValidator) {
        self.name = name
        self.summary = summary
        self.kind = .file
        self.defaultValue = .string("")
        self.isShrinkable = false
        self.validateFile = validate
        self.normalizeText = nil
    }

    /// A text parameter (default: empty) that `normalize` checks and writes in its normal form.
    public init(text name: String, summary: String, allowed: String, normalize: @escaping TextNormalizer) {
        self.name = name
        self.summary = summary
        self.kind = .text(allowed: allowed)
        self.defaultValue = .string("")
        self.isShrinkable = false
        self.validateFile = nil
        self.normalizeText = normalize
    }

    /// What the parameter accepts, in words: "a whole number from 1 to 10000".
    public var allowed: String {
        switch kind {
        case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .double(let range): "a number from \(range.lowerBound) to \(range.upperBound)"
        case .bool: "true or false"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case .integerChoice(let numbers): "one of " + numbers.map(String.init).joined(separator: ", ")
        case .file: "a file path of letters, digits and /._- (or nothing)"
        case .text(let allowed): allowed
        }
    }

    /// Checks a value against the kind and range.
    ///
    /// - Throws: `ParameterError` saying what was wrong and what is allowed.
    public func validate(_ value: ParameterValue) throws(ParameterError) -> ParameterValue {
        switch (kind, value) {
        case (.integer(let range), .integer(let number)):
            if number < range.lowerBound {
                throw ParameterError(parameter: name, problem: "is \(number), below the minimum \(range.lowerBound)", allowed: allowed)
            }
            if number > range.upperBound {
                throw ParameterError(parameter: name, problem: "is \(number), above the maximum \(range.upperBound)", allowed: allowed)
            }
            return value
        case (.double(let range), .double(let number)):
            guard range.contains(number) else {
                throw ParameterError(parameter: name, problem: "is \(number), outside the range", allowed: allowed)
            }
            return value
        case (.double, .integer(let number)):
            return try validate(.double(Double(number)))
        case (.integerChoice(let numbers), .integer(let number)):
            guard numbers.contains(number) else {
                throw ParameterError(parameter: name, problem: "is \(number)", allowed: allowed)
            }
            return value
        case (.file, .string(let path)):
            guard path.unicodeScalars.allSatisfy({ ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || "/._-".unicodeScalars.contains($0) }) else {
                throw ParameterError(parameter: name, problem: "is \"\(path)\"", allowed: allowed)
            }
            return value
        case (.text, .string(let text)):
            let normal = try normalizeText?(text) ?? text
            guard normal.unicodeScalars.allSatisfy({ ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || "/._-".unicodeScalars.contains($0) }) else {
                throw ParameterError(parameter: name, problem: "is \"\(text)\"", allowed: allowed)
            }
            return .string(normal)
        case (.bool, .bool):
            return value
        case (.choice(let words), .string(let word)):
            guard words.contains(word) else {
                throw ParameterError(parameter: name, problem: "is \"\(word)\"", allowed: allowed)
            }
            return value
        default:
            throw ParameterError(parameter: name, problem: "is \(value.kindDescription)", allowed: allowed)
        }
    }

    /// Parses a command-line value (`--param name=value`) for this parameter.
    ///
    /// - Throws: `ParameterError` when the text is not of the parameter's kind or out of range.
    public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
        switch kind {
        case .integer, .integerChoice:
            guard let number = Int(text) else {
                throw ParameterError(parameter: name, problem: "is \"\(text)\", not a whole number", allowed: allowed)
            }
            return try validate(.integer(number))
        case .double:
            guard let number = Double(text), number.isFinite else {
                throw ParameterError(parameter: name, problem: "is \"\(text)\", not a number", allowed: allowed)
            }
            return try validate(.double(number))
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: throw ParameterError(parameter: name, problem: "is \"\(text)\"", allowed: allowed)
            }
        case .choice, .file, .text:
            return try validate(.string(text))
        }
    }
}
