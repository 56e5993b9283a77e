import PlaytestKit

/// How the Square Color engine behaves: the document's rules, the built app's, or a deliberately broken one.
///
/// `shipped` (RULES.md, Square Color Game, "Shipped differs"): in easy the old grid stays
/// live from 0.3 s to 0.5 s after a correct tap, so a second tap on it scores
/// again; a wrong tap in easy keeps the streak. The faults exist so that tests
/// can inject each bug an invariant guards against.
public struct SquareColorRules: Sendable, Hashable {
    /// Shipped: in easy, taps 0.3 s to 0.5 s after a correct tap are judged against the old grid.
    public var easyGridLiveAfterCorrect: Bool
    /// Shipped: a wrong tap in easy keeps the streak.
    public var easyWrongTapKeepsStreak: Bool
    /// Injected bugs, for tests.
    public var faults: Set<SquareColorFault>

    /// Creates a rule set.
    public init(easyGridLiveAfterCorrect: Bool, easyWrongTapKeepsStreak: Bool, faults: Set<SquareColorFault> = []) {
        self.easyGridLiveAfterCorrect = easyGridLiveAfterCorrect
        self.easyWrongTapKeepsStreak = easyWrongTapKeepsStreak
        self.faults = faults
    }

    /// The design document's rules.
    public static let documented = SquareColorRules(easyGridLiveAfterCorrect: false, easyWrongTapKeepsStreak: false)
    /// The built app's rules.
    public static let shipped = SquareColorRules(easyGridLiveAfterCorrect: true, easyWrongTapKeepsStreak: true)

    /// `documented` or `shipped`.
    /// The planted faults a rule-set name switches on are added (`documented+tiesLaterDateFirst`).
    public static func named(_ name: String) -> SquareColorRules {
        let parsed = RuleSetName(name)
        var rules: SquareColorRules = parsed.base == "shipped" ? .shipped : .documented
        rules.faults = Set(parsed.faults.compactMap(SquareColorFault.init(rawValue:)))
        return rules
    }

    /// The documented rules with one fault injected.
    public static func documented(with fault: SquareColorFault) -> SquareColorRules {
        var rules = SquareColorRules.documented
        rules.faults = [fault]
        return rules
    }

    /// True when `fault` is injected.
    public func has(_ fault: SquareColorFault) -> Bool { faults.contains(fault) }
}
