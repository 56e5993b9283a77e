import PlaytestKit

/// The dice document's promises, declared once: checked at the start, after every tap and after every event.
///
/// The six documented properties, then the two promises of the animation
/// lifecycle and error handling. Each check is O(1) per event; the O(n)
/// sweeps run once per Roll, save, or final settle, so checking stays linear
/// in the dice count. The checks themselves are in `DiceInvariant+Checks.swift`.
public enum DiceInvariant: String, GameInvariant {
    /// On Roll only unlocked dice animate; locked dice keep their value and isAnimating == false.
    case property1
    /// A die that finishes animating has isAnimating == false and a value 1..6.
    case property2
    /// When all animations are done, no die animates.
    case property3
    /// Roll and End Turn are disabled if and only if at least one die animates.
    case property4
    /// toggleLock() on an animating die changes nothing.
    case property5
    /// Saving while dice animate succeeds, changes no isAnimating and stores no animation state; a save changes no
    /// earlier record.
    case property6
    /// A die settles on the value roll() decided.
    case settledValueIsDecided
    /// Roll while dice animate does nothing.
    case rollWhileAnimatingIgnored
    /// A Roll with the buttons enabled is accepted (no limit on rolls) and rolls every unlocked die (each is scheduled to
    /// settle on a decided value 1..6).
    case rollRollsEveryUnlockedDie
    /// New Turn rolls every die once, all unlocked, none animating, no rolls yet.
    case newTurnStartsFresh
    /// A die starts animating within 0.25 s of its Roll and settles 0.5 s to 1.25 s after it (delay 0 to 0.25 s, then
    /// 0.5 to 1.0 s); a Roll is timed by the clock.
    case animationTiming

    /// Title, citation and moments of each.
    public var facts: InvariantFacts {
        switch self {
        case .property1:
            InvariantFacts(
                title: "On Roll only unlocked dice animate; locked dice keep their value and isAnimating == false",
                citation: "dice-roll-animation.md, Correctness Properties, Property 1 (Requirements 1.1, 1.4)", moments: .action,
                because: "a rule about Roll, which only an action is")
        case .property2:
            InvariantFacts(
                title: "A die that finishes animating has isAnimating == false and a value 1..6",
                citation: "dice-roll-animation.md, Correctness Properties, Property 2 (Requirement 1.3)", moments: .event,
                because: "a rule about a die that finishes animating, which only a settle (an event) does")
        case .property3:
            InvariantFacts(
                title: "When all animations are done, no die animates",
                citation: "dice-roll-animation.md, Correctness Properties, Property 3 (Requirement 1.5)", moments: [.action, .event])
        case .property4:
            InvariantFacts(
                title: "Roll and End Turn are disabled if and only if at least one die animates",
                citation: "dice-roll-animation.md, Correctness Properties, Property 4 (Requirements 3.1, 3.2, 3.4)", moments: .all)
        case .property5:
            InvariantFacts(
                title: "toggleLock() on an animating die changes nothing",
                citation: "dice-roll-animation.md, Correctness Properties, Property 5 (Requirement 3.5)", moments: .action,
                because: "a rule about toggleLock(), which only an action is")
        case .property6:
            InvariantFacts(
                title: "Saving while dice animate succeeds, changes no isAnimating and stores no animation state; a save changes no earlier record",
                citation: "dice-roll-animation.md, Correctness Properties, Property 6 (Requirement 4.3); RULES.md, Dice roll animation, Dice: End Turn saves the group to history", moments: .action,
                because: "a rule about saving (End Turn), which only an action is")
        case .settledValueIsDecided:
            InvariantFacts(
                title: "A die settles on the value roll() decided",
                citation: "dice-roll-animation.md, Animation State Lifecycle: \"the final value is already determined by the initial roll() call\"",
                moments: .event, because: "a rule about a die settling, which only an event does")
        case .rollWhileAnimatingIgnored:
            InvariantFacts(
                title: "Roll while dice animate does nothing",
                citation: "dice-roll-animation.md, Error Handling: \"If a roll is triggered while dice are already animating, the request should be ignored\"",
                moments: .action, because: "a rule about Roll, which only an action is")
        case .rollRollsEveryUnlockedDie:
            InvariantFacts(
                title: "A Roll with the buttons enabled is accepted (no limit on rolls) and rolls every unlocked die (each is scheduled to settle on a decided value 1..6)",
                citation: "dice-roll-animation.md, Animation Flow 3 (each unlocked Die starts animation); RULES.md, Dice roll animation, Dice: Roll: every unlocked die gets a new value; no limit on rolls",
                moments: .action, because: "a rule about what Roll starts, which only an action is")
        case .animationTiming:
            InvariantFacts(
                title: "A die starts animating within 0.25 s of its Roll and settles 0.5 s to 1.25 s after it (delay 0 to 0.25 s, then 0.5 to 1.0 s); a Roll is timed by the clock",
                citation: "dice-roll-animation.md, Animation Parameters (start delay 0.0 to 0.25 s, duration 0.5 to 1.0 s); RULES.md, Dice roll animation, Animation",
                moments: [.action, .event])
        case .newTurnStartsFresh:
            InvariantFacts(
                title: "New Turn rolls every die once, all unlocked, none animating, no rolls yet",
                citation: "dice-roll-animation.md is silent; RULES.md, Dice roll animation, Dice (the built app): New turn: every die rolled once, all unlocked",
                moments: .action, because: "a rule about New Turn, which only an action is")
        }
    }

    /// Runs the check.
    @inlinable
    public func check(_ moment: Moment<DiceRollGame>, in state: DiceSession, of game: DiceRollGame) -> String? {
        switch self {
        case .property1: Self.onlyUnlockedDiceAnimate(moment, state)
        case .property2: Self.settledDieIsAtRest(moment, state)
        case .property3: Self.noDieAnimatesWhenAllDone(moment, state)
        case .property4: Self.buttonsDisabledIffAnimating(moment, state)
        case .property5: Self.animatingDieIgnoresLock(moment, state)
        case .property6: Self.savingLeavesAnimationAlone(moment, state)
        case .settledValueIsDecided: Self.settlesOnDecidedValue(moment, state)
        case .rollWhileAnimatingIgnored: Self.rollWhileAnimatingDoesNothing(moment, state)
        case .rollRollsEveryUnlockedDie: Self.rollRollsEveryUnlockedDie(moment, state)
        case .newTurnStartsFresh: Self.newTurnStartsFresh(moment, state)
        case .animationTiming: Self.animationTiming(moment, state)
        }
    }
}
