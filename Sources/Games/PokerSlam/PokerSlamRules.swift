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
    public static func named(_ name: String) -> PokerSlamRules { name == "shipped" ? .shipped : .documented }

    /// The documented rules with one fault injected.
    public static func documented(with fault: PokerSlamFault) -> PokerSlamRules {
        PokerSlamRules(checksGameOverAfterDeal: true, faults: [fault])
    }

    /// True when `fault` is injected.
    @inlinable public func has(_ fault: PokerSlamFault) -> Bool { !faults.isEmpty && faults.contains(fault) }
}

/// A bug that tests inject into the engine to prove an invariant catches it.
public enum PokerSlamFault: String, CaseIterable, Sendable, Hashable {
    /// A refill deals the top card without taking it off the deck (one card twice). `cardsConserved` guards against it.
    case refillKeepsCard
    /// Cards above a hole do not drop; holes are refilled where they are. `noCardAboveHole` guards against it.
    case noShift
    /// Any card may be selected, adjacent or not. `selectionConnected` guards against it.
    case selectsAnywhere
    /// A five-card hand scores one point more than its table entry. `scoreIsSumOfHands` guards against it.
    case bonusPointOnFiveCards
    /// A royal flush is detected as a straight flush. `playedHandsValid` guards against it.
    case royalAsStraightFlush
    /// Game over is never set after a play. `gameOverMatchesSearch` guards against it.
    case missesGameOver
    /// A tap after game over still selects the card. `tapsAfterGameOverChangeNothing` guards against it.
    case tapsAfterGameOver
}
