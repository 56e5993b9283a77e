/// A field of a search tuning that cannot be used: which, why, and what to write instead.
public struct SearchTuneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field, as the command line's option is named without its dashes: `explorations`.
    public let field: String
    /// What is wrong.
    public let problem: String
    /// What to write instead.
    public let fix: String

    /// Creates an error.
    public init(field: String, problem: String, fix: String) {
        self.field = field
        self.problem = problem
        self.fix = fix
    }

    /// `--explorations: -1 is not an exploration constant; give numbers of 0 or more, e.g. 0.3,0.7,1.4`.
    public var description: String { "--\(field): \(problem); \(fix)" }
}
