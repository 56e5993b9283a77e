import PlaytestKit

/// How the PokerSlam engine behaves: the document's rules, the shipped app's, or one with a bug injected.
public struct PokerSlamRules: Sendable, Hashable {
    /// True when game over is checked right after the opening deal (the document); the shipped app never does.
    public var checksGameOverAfterDeal: Bool
    /// Injected bugs, for tests.
    public var faults: Set<PokerSlamFault>

    /// The document's rules.
    public static let documented = PokerSlamRules(checksGameOverAfterDeal: true, faults: [])
    /// The built app: a dead opening grid leaves the game stuck, not over.
    public static let shipped = PokerSlamRules(checksGameOverAfterDeal: false, faults: [])

    /// The rules for a rule-set name (`documented` for anything else).
    /// The planted faults a rule-set name switches on are added (`documented+refillRightToLeft`).
    public static func named(_ name: String) -> PokerSlamRules {
        let parsed = RuleSetName(name)
        var rules: PokerSlamRules = parsed.base == "shipped" ? .shipped : .documented
        rules.faults = Set(parsed.faults.compactMap(PokerSlamFault.init(rawValue:)))
        return rules
    }

    /// The documented rules with one fault injected.
    public static func documented(with fault: PokerSlamFault) -> PokerSlamRules {
        PokerSlamRules(checksGameOverAfterDeal: true, faults: [fault])
    }

    /// True when `fault` is injected.
    @inlinable public func has(_ fault: PokerSlamFault) -> Bool { !faults.isEmpty && faults.contains(fault) }
}
