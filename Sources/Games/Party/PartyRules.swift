/// How the party engine behaves: the document's rules, the built app's, or a deliberately broken one.
///
/// `shipped` (RULES.md section 3, "Shipped differs"): a turn that skipped at
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
    public static func named(_ name: String) -> PartyRules {
        name == "shipped" ? .shipped : .documented
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

/// A bug that tests inject into the engine to prove an invariant catches it.
public enum PartyFault: String, CaseIterable, Sendable, Hashable {
    /// The deck is reshuffled when a paused turn resumes. `deckOrder` guards against it.
    case reshuffleOnResume
    /// Undo puts the card back on top but keeps its Correct: the card is both in the deck and scored. `deckPartition` guards against it.
    case undoDuplicatesCard
    /// A reroll pressed during a round draws a new card into play. `cardsFixedWithinRound` guards against it.
    case rerollAddsCardMidRound
    /// Skip works in round 1. `noSkipInRoundOne` guards against it.
    case skipsInRoundOne
    /// Intake compares titles case-sensitively (candidates and de-dupe). `noDuplicateTitles` guards against it.
    case caseSensitiveTitles
    /// The title filters are off. `filtersApplied` guards against it.
    case filtersOff
    /// Submit accepts fewer picks than `picksPerPlayer`. `picksPerPlayer` guards against it.
    case acceptsShortSubmit
    /// Undo takes the card back but not its point. `teamScores` guards against it.
    case undoKeepsPoint
    /// A round ends in the recap when one card is left. `totalPoints` guards against it.
    case roundEndsEarly
    /// The timer's last tick takes two seconds. `timerNonNegative` guards against it.
    case timerSkipsBelowZero
    /// A bonus stays pending after its turn used it. `oneBonusPending` guards against it.
    case bonusNeverConsumed
    /// Emptying the deck saves no bonus. `bonusSaved` guards against it.
    case noBonusOnEmptyDeck
    /// Undo in the recap of a bonus-earning turn keeps the bonus. `undoCancelsBonus` guards against it.
    case undoKeepsBonus
    /// The recap of the round's last turn goes straight to the next round's intro. `stageMachine` guards against it.
    case recapSkipsRoundEnd
}
