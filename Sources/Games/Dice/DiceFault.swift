import PlaytestKit

/// A bug that tests inject into the engine to prove an invariant catches it.
public enum DiceFault: Int, Sendable, Hashable, CaseIterable {
    /// Roll animates (and re-rolls) a locked die. Property 1 guards against it.
    case lockedDieAnimates
    /// A settled die stays `isAnimating`. Properties 2 and 3 guard against it.
    case settledDieKeepsAnimating
    /// A settled die shows 0. Property 2 guards against it.
    case settlesOnZero
    /// The buttons re-enable when the first die settles, not the last. Property 4 guards against it.
    case buttonsEnableEarly
    /// `toggleLock()` works on an animating die. Property 5 guards against it.
    case lockTogglesWhileAnimating
    /// Saving stops every animation. Property 6 guards against it.
    case saveStopsAnimation
    /// Saving stores `isAnimating`, so a reload shows dice animating. Property 6 guards against it.
    case savesAnimationState
    /// A die settles on a fresh draw, not the decided value.
    case settlesOnFreshDraw
    /// Roll while animating rolls again.
    case rollWhileAnimatingRolls

    // Planted bugs for the mutation check (`playtest mutants`): no invariant was written for any of them.

    /// Roll draws a value from 1 to 7 (an off-by-one in the die's sides).
    case rollsUpToSeven
    /// New Turn keeps the previous turn's locks.
    case newTurnKeepsLocks
    /// Roll skips the last die (an off-by-one in the loop): it neither animates nor gets a new value.
    case lastDieSkipsRoll
    /// A Roll with every die locked disables the buttons until a settle that never comes (the buttons are disabled
    /// at the tap and re-enabled by the last settle). Only a Roll with every die locked exposes it: Property 4.
    case allLockedRollDisablesButtons
    /// A settle at the same virtual instant as the settle before it is lost (events keyed by their time): the die
    /// animates for ever. Only two dice settling at one instant expose it: Property 3 (all done, a die animates).
    case sharedInstantSettleLost
    /// An animation may last up to 1.1 s, one 0.1 s step past the document's 1.0 s (a rule no invariant stated: the
    /// timing draws were left to the engine's own tests).
    case durationOneStepLong
    /// Every Roll draws its values from a generator seeded the same way (the injected one is used only for the
    /// timing): each value is still 1..6 and settles as decided, but every game's first Roll shows the same faces.
    /// Only the stated share of faces over many games sees it.
    case valuesFromFixedSeed
    /// The fourth Roll of a turn is refused once (nothing rolls, nothing is counted; a second tap at the same instant
    /// goes through) although the buttons are enabled: RULES.md says no limit on rolls. The invariant that every unlocked die rolls read the engine's own
    /// count of accepted Rolls, so a refused Roll was never checked; it now works out from the buttons (which
    /// Property 4 ties to the dice) whether the Roll was due.
    case rollsLimitedToThree
    /// A save (or End Turn) writes the dice into the record before it as well, as if both records shared the live
    /// dice: the newest record is right, so Property 6, which compared the newest record only, saw nothing; the
    /// history before the save is now compared whole.
    case previousRecordSharesDice

    /// The fault of a planted-fault name, e.g. `rollsUpToSeven`.
    public init?(name: String) {
        guard let fault = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = fault
    }

    /// The fault's bit in `DiceRules.faultMask`.
    @inlinable
    public var bit: UInt32 { 1 << UInt32(rawValue) }
}

extension DiceFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it): the first faults break a rule an
    /// invariant stated from the start; the later ones, one class each of the bugs `check` once let through.
    public var faultClass: PlantedFaultClass {
        switch self {
        case .newTurnKeepsLocks, .lastDieSkipsRoll, .allLockedRollDisablesButtons: .unstatedRule
        case .rollsUpToSeven, .durationOneStepLong: .limitPlusOne
        case .sharedInstantSettleLost: .swarmOnly
        case .valuesFromFixedSeed: .statedShare
        case .rollsLimitedToThree: .engineRecord
        case .previousRecordSharesDice: .partialState
        case .lockedDieAnimates, .settledDieKeepsAnimating, .settlesOnZero, .buttonsEnableEarly,
             .lockTogglesWhileAnimating, .saveStopsAnimation, .savesAnimationState, .settlesOnFreshDraw,
             .rollWhileAnimatingRolls:
            .statedRule
        }
    }
}
