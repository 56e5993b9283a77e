/// A rule set's name as a configuration carries it: a rule set of the game, optionally followed by planted faults
/// switched on, each after a `+` (`documented`, `documented+twoMongooses`).
///
/// The faults are bugs compiled into an engine but off by default; `playtest mutants` switches them on one at a
/// time to show that `check` catches each. A replay token carries the whole name, so a mutant's failure replays.
public struct RuleSetName: Sendable, Hashable {
    /// The rule set: `documented`, `shipped`, ...
    public let base: String
    /// The planted faults switched on, in the order named.
    public let faults: [String]

    /// Splits `documented+a+b` into its rule set and faults.
    public init(_ text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        base = parts[0]
        faults = Array(parts.dropFirst())
    }

    /// A rule set with faults switched on.
    public init(base: String, faults: [String] = []) {
        self.base = base
        self.faults = faults
    }

    /// The name as configurations and tokens carry it.
    public var text: String { ([base] + faults).joined(separator: "+") }
}
