import PlaytestKit

/// The dice document's promises as invariants, checked at the start, after every tap and after every event.
///
/// Each check is O(1) per event; the O(n) sweeps run once per Roll, save, or
/// final settle, so checking stays linear in the dice count.
public enum DiceInvariants {
    /// The six documented properties, then the two promises of the animation lifecycle and error handling.
    public static let all: [Invariant<DiceRollGame>] = [
        Invariant(
            name: "property1", title: "On Roll only unlocked dice animate; locked dice keep their value and isAnimating == false",
            citation: "dice-roll-animation.md, Correctness Properties, Property 1 (Requirements 1.1, 1.4)",
            moments: .action,
            check: { _, moment, state in onlyUnlockedDiceAnimate(moment, state) }),
        Invariant(
            name: "property2", title: "A die that finishes animating has isAnimating == false and a value 1..6",
            citation: "dice-roll-animation.md, Correctness Properties, Property 2 (Requirement 1.3)",
            moments: .event,
            check: { _, moment, state in settledDieIsAtRest(moment, state) }),
        Invariant(
            name: "property3", title: "When all animations are done, no die animates",
            citation: "dice-roll-animation.md, Correctness Properties, Property 3 (Requirement 1.5)",
            moments: [.action, .event],
            check: { _, moment, state in noDieAnimatesWhenAllDone(moment, state) }),
        Invariant(
            name: "property4", title: "Roll and End Turn are disabled if and only if at least one die animates",
            citation: "dice-roll-animation.md, Correctness Properties, Property 4 (Requirements 3.1, 3.2, 3.4)",
            moments: .all,
            check: { _, moment, state in buttonsDisabledIffAnimating(moment, state) }),
        Invariant(
            name: "property5", title: "toggleLock() on an animating die changes nothing",
            citation: "dice-roll-animation.md, Correctness Properties, Property 5 (Requirement 3.5)",
            moments: .action,
            check: { _, moment, state in animatingDieIgnoresLock(moment, state) }),
        Invariant(
            name: "property6", title: "Saving while dice animate succeeds, changes no isAnimating and stores no animation state",
            citation: "dice-roll-animation.md, Correctness Properties, Property 6 (Requirement 4.3)",
            moments: .action,
            check: { _, moment, state in savingLeavesAnimationAlone(moment, state) }),
        Invariant(
            name: "settledValueIsDecided", title: "A die settles on the value roll() decided",
            citation: "dice-roll-animation.md, Animation State Lifecycle: \"the final value is already determined by the initial roll() call\"",
            moments: .event,
            check: { _, moment, state in settlesOnDecidedValue(moment, state) }),
        Invariant(
            name: "rollWhileAnimatingIgnored", title: "Roll while dice animate does nothing",
            citation: "dice-roll-animation.md, Error Handling: \"If a roll is triggered while dice are already animating, the request should be ignored\"",
            moments: .action,
            check: { _, moment, state in rollWhileAnimatingDoesNothing(moment, state) }),
    ]
}

extension DiceRollGame {
    /// The dice invariants.
    public static var invariants: [Invariant<DiceRollGame>] { DiceInvariants.all }

    /// Calls the checks directly (the same functions the invariants' closures call), for speed.
    public func checkInvariant(_ index: Int, at moment: Moment<DiceRollGame>, in state: DiceSession) -> String? {
        switch index {
        case 0: DiceInvariants.onlyUnlockedDiceAnimate(moment, state)
        case 1: DiceInvariants.settledDieIsAtRest(moment, state)
        case 2: DiceInvariants.noDieAnimatesWhenAllDone(moment, state)
        case 3: DiceInvariants.buttonsDisabledIffAnimating(moment, state)
        case 4: DiceInvariants.animatingDieIgnoresLock(moment, state)
        case 5: DiceInvariants.savingLeavesAnimationAlone(moment, state)
        case 6: DiceInvariants.settlesOnDecidedValue(moment, state)
        case 7: DiceInvariants.rollWhileAnimatingDoesNothing(moment, state)
        default: Self.invariants[index].check(self, moment, state)
        }
    }
}
