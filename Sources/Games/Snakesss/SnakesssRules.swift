import PlaytestKit

/// How the Snakesss engine behaves: the document's rules or a deliberately broken one.
///
/// RULES.md lists no shipped departures for Snakesss, so `shipped` plays as
/// `documented`; the faults exist so that tests can inject each bug an
/// invariant guards against.
public struct SnakesssRules: Sendable, Hashable {
    /// Injected bugs, for tests.
    public var faults: Set<SnakesssFault>

    /// The document's rules (and the built app's).
    public static let documented = SnakesssRules(faults: [])

    /// The documented rules with one fault injected.
    public static func documented(with fault: SnakesssFault) -> SnakesssRules {
        SnakesssRules(faults: [fault])
    }

    /// The rules of a rule-set name: `documented` (or `shipped`, which plays as documented), with the planted
    /// faults it names (`documented+roleTableOffByOne`).
    public static func named(_ name: String) -> SnakesssRules {
        SnakesssRules(faults: Set(RuleSetName(name).faults.compactMap(SnakesssFault.init(rawValue:))))
    }

    /// True when `fault` is injected.
    public func has(_ fault: SnakesssFault) -> Bool { faults.contains(fault) }
}
