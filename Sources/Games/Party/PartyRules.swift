import PlaytestKit

/// How the party engine behaves: the document's rules, the built app's, or a deliberately broken one.
///
/// `shipped` (RULES.md, Party game, "Shipped differs"): a turn that skipped at
/// least once and then emptied the deck ends as "skip cycle complete" and
/// saves no bonus; undo is not reachable: the recap's toggle un-highlights a
/// card instead, which goes to the bottom of the deck with its point taken
/// back (and, as the document's data flow says, the bonus removed). The
/// faults exist so that tests can inject each bug an invariant guards against.
public struct PartyRules: Sendable, Hashable {
    /// Shipped: emptying the deck after a skip ends the turn as skip cycle complete, with no bonus.
    public var emptyAfterSkipEndsAsSkipCycle: Bool
    /// Shipped: the recap's undo is a highlight toggle that sends the card to the bottom of the deck.
    public var undoSendsCardToBottom: Bool
    /// Injected bugs, for tests.
    public var faults: Set<PartyFault>

    /// Creates a rule set.
    public init(emptyAfterSkipEndsAsSkipCycle: Bool, undoSendsCardToBottom: Bool, faults: Set<PartyFault> = []) {
        self.emptyAfterSkipEndsAsSkipCycle = emptyAfterSkipEndsAsSkipCycle
        self.undoSendsCardToBottom = undoSendsCardToBottom
        self.faults = faults
    }

    /// The design document's rules.
    public static let documented = PartyRules(emptyAfterSkipEndsAsSkipCycle: false, undoSendsCardToBottom: false)
    /// The built app's rules.
    public static let shipped = PartyRules(emptyAfterSkipEndsAsSkipCycle: true, undoSendsCardToBottom: true)

    /// `documented` or `shipped`.
    /// The planted faults a rule-set name switches on are added (`documented+timerStartsOneShort`).
    public static func named(_ name: String) -> PartyRules {
        let parsed = RuleSetName(name)
        var rules: PartyRules = parsed.base == "shipped" ? .shipped : .documented
        rules.faults = Set(parsed.faults.compactMap(PartyFault.init(rawValue:)))
        return rules
    }

    /// The documented rules with one fault injected.
    public static func documented(with fault: PartyFault) -> PartyRules {
        var rules = PartyRules.documented
        rules.faults = [fault]
        return rules
    }

    /// True when `fault` is injected.
    @inlinable
    public func has(_ fault: PartyFault) -> Bool { !faults.isEmpty && faults.contains(fault) }
}
