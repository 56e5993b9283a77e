// MARK: - JSONInputError

/// Well-formed JSON whose content is not what a scenario allows: a missing
/// key, a wrong type, a value out of range, an unknown key.
///
/// Every error names where (``path``), what is wrong (``problem``, phrased to
/// follow the path) and what would be accepted (``fix``):
///
/// ```text
/// $.games is -5, below the minimum 1; use a whole number from 1 to 1000000
/// $.status is "shiped"; allowed: documented, shipped; did you mean "shipped"?
/// $.gmaes is not a known key; allowed keys: games, seed; did you mean "games"?
/// ```
public struct JSONInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the offending value is (or, for a missing key, would be).
    public var path: JSONPath
    /// What is wrong, phrased to follow the path: `is missing`,
    /// `is a string; expected an object`, `is 2.5, not a whole number`.
    public var problem: String
    /// What would be accepted: `use a whole number from 1 to 1000000`,
    /// `allowed keys: games, seed; did you mean "games"?`.
    public var fix: String

    /// Creates an error from its three parts.
    public init(path: JSONPath, problem: String, fix: String) {
        self.path = path
        self.problem = problem
        self.fix = fix
    }

    // MARK: - Rendering

    /// The error as one sentence: `<path> <problem>; <fix>`.
    public var description: String {
        "\(path) \(problem); \(fix)"
    }

    /// The error prefixed with the file it came from, e.g.
    /// `scenarios/dice.json: $.games is -5, below the minimum 1; use a whole number from 1 to 1000000`.
    public func formatted(file: String) -> String {
        "\(file): \(description)"
    }

    // MARK: - Common errors

    /// The error for a value of the wrong JSON type: `is a string; expected an object`.
    static func wrongType(_ value: JSONValue, at path: JSONPath, expected: String, fix: String) -> JSONInputError {
        JSONInputError(path: path, problem: "is \(value.kindDescription); expected \(expected)", fix: fix)
    }

    /// A value shown in a problem: numbers as written, strings quoted (long
    /// ones shortened), booleans and null as literals, containers by kind.
    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .null, .bool, .number:
            return value.description
        case .string(let text):
            let limit = 60
            guard text.count > limit else { return JSONValue.quoted(text) }
            return JSONValue.quoted(String(text.prefix(limit))) + "…"
        case .array, .object:
            return value.kindDescription
        }
    }
}
