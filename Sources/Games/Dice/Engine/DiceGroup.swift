import PlaytestKit

/// The dice of one turn and their roll animation: the document's `DiceGroup`.
///
/// On Roll every unlocked die's final value is decided at once; each animates
/// after a start delay uniform in [0, 0.25] s for a duration uniform in
/// [0.5, 1.0] s (drawn in whole microseconds), then settles. Roll and End Turn
/// are disabled while any die animates. Time is passed in, never read.
public struct DiceGroup: Sendable {
    /// The dice, in display order.
    public internal(set) var dice: [Die]
    /// The behaviour: documented, shipped, or with injected faults.
    public let rules: DiceRules
    /// How many dice have `isAnimating` set (kept in step with `dice`).
    public internal(set) var animatingCount = 0
    /// How many dice are between the Roll tap and their settling.
    public internal(set) var scheduledCount = 0
    /// True while Roll and End Turn are disabled.
    public internal(set) var areButtonsDisabled = false
    /// Rolls since the turn began.
    public internal(set) var rollsThisTurn = 0
    /// Virtual time of the last accepted Roll tap, in microseconds.
    public internal(set) var rollTime: Int64 = 0

    /// Pending animation events of the current roll, sorted: offset << 40 | die << 1 | kind.
    var schedule: [UInt64] = []
    var cursor = 0
    /// The radix sort's second buffer, kept between rolls.
    var scratch: [UInt64] = []
    /// The rules resolved once into the flags the hot paths test.
    let behaviour: Behaviour

    /// The earliest start delay, in microseconds.
    public static let delayRange: ClosedRange<Int> = 0...250_000
    /// The animation duration range, in microseconds.
    public static let durationRange: ClosedRange<Int> = 500_000...1_000_000

    /// A group of `count` dice, each rolled once, all unlocked, none animating.
    public init<R: RandomNumberGenerator>(count: Int, rules: DiceRules = .documented, using rng: inout R) {
        precondition(count > 0, "a dice group has at least one die")
        self.rules = rules
        self.behaviour = Behaviour(rules)
        self.dice = (0..<count).map { _ in Die(value: 1 + Int(rng.draw(below: 6))) }
    }

    /// A group restored from saved dice: values and locks, nothing animating.
    public init(restoring saved: [SavedDie], rules: DiceRules = .documented) {
        self.rules = rules
        self.behaviour = Behaviour(rules)
        self.dice = saved.map { Die(restoring: $0.value, isLocked: $0.isLocked) }
        for index in dice.indices where saved[index].isAnimating {
            dice[index].isAnimating = true
            animatingCount += 1
        }
    }

    /// True when Roll is enabled.
    public var isRollEnabled: Bool { !areButtonsDisabled }
    /// True when End Turn is enabled.
    public var isEndTurnEnabled: Bool { !areButtonsDisabled }
    /// True while at least one die animates.
    public var isAnyDieAnimating: Bool { animatingCount > 0 }
    /// Virtual time of the next animation event, if one is pending.
    public var nextEventTime: Int64? {
        cursor < schedule.count ? rollTime + Int64(schedule[cursor] >> 40) : nil
    }

    // MARK: - Buttons

    /// Recomputes the buttons after a change: the documented rule or the shipped one.
    mutating func updateButtons() {
        areButtonsDisabled = behaviour.animatesFromRollTap ? animatingCount > 0 : scheduledCount > 0
    }

    /// The rule set resolved into plain flags, once per group.
    struct Behaviour: Sendable {
        let animatesFromRollTap: Bool
        let guardsLock: Bool
        let settlesOnFreshDraw: Bool
        let lockedDieAnimates: Bool
        let settlesOnZero: Bool
        let keepsAnimating: Bool
        let enablesEarly: Bool
        let rollWhileAnimatingRolls: Bool
        let rollsUpToSeven: Bool
        let newTurnKeepsLocks: Bool
        let lastDieSkipsRoll: Bool
        let allLockedRollDisablesButtons: Bool
        let sharedInstantSettleLost: Bool
        let durationOneStepLong: Bool
        let valuesFromFixedSeed: Bool
        let rollsLimitedToThree: Bool

        init(_ rules: DiceRules) {
            animatesFromRollTap = rules.animatesFromRollTap
            guardsLock = rules.guardsLockWhileAnimating && !rules.has(.lockTogglesWhileAnimating)
            settlesOnFreshDraw = !rules.settlesOnDecidedValue || rules.has(.settlesOnFreshDraw)
            lockedDieAnimates = rules.has(.lockedDieAnimates)
            settlesOnZero = rules.has(.settlesOnZero)
            keepsAnimating = rules.has(.settledDieKeepsAnimating)
            enablesEarly = rules.has(.buttonsEnableEarly)
            rollWhileAnimatingRolls = rules.has(.rollWhileAnimatingRolls)
            rollsUpToSeven = rules.has(.rollsUpToSeven)
            newTurnKeepsLocks = rules.has(.newTurnKeepsLocks)
            lastDieSkipsRoll = rules.has(.lastDieSkipsRoll)
            allLockedRollDisablesButtons = rules.has(.allLockedRollDisablesButtons)
            sharedInstantSettleLost = rules.has(.sharedInstantSettleLost)
            durationOneStepLong = rules.has(.durationOneStepLong)
            valuesFromFixedSeed = rules.has(.valuesFromFixedSeed)
            rollsLimitedToThree = rules.has(.rollsLimitedToThree)
        }
    }
}
