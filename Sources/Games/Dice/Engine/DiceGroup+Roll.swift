import PlaytestKit

// MARK: - Roll and lock

extension DiceGroup {
    /// Rolls every unlocked die at virtual time `now`: decides each final value and schedules its animation.
    ///
    /// Ignored (returns false) while the buttons are disabled.
    /// - Complexity: O(n log n) for n unlocked dice (the event schedule is sorted).
    @discardableResult
    public mutating func roll<R: RandomNumberGenerator>(at now: Int64, using rng: inout R) -> Bool {
        if areButtonsDisabled {
            if behaviour.rollWhileAnimatingRolls { rerollAnimating(using: &rng) }
            return false
        }
        if behaviour.rollsLimitedToThree && rollsThisTurn == 3 && rollTime != now {
            // Refused once: the refusal is stamped, and a tap at the same instant goes through (so no bot waits for ever).
            rollTime = now
            return false
        }
        schedule.removeAll(keepingCapacity: true)
        cursor = 0
        rollTime = now
        let lockedAnimate = behaviour.lockedDieAnimates
        let fromTap = behaviour.animatesFromRollTap
        let sides: UInt64 = behaviour.rollsUpToSeven ? 7 : 6
        let last = behaviour.lastDieSkipsRoll ? dice.count - 1 : dice.count
        var fixed = SplitMix64(seed: 0x5EED)
        for index in dice.indices where (!dice[index].isLocked || lockedAnimate) && index < last {
            let value = 1 + Int(behaviour.valuesFromFixedSeed ? fixed.draw(below: sides) : rng.draw(below: sides))
            let delay = UInt64(rng.draw(in: Self.delayRange))
            let duration = UInt64(rng.draw(in: behaviour.durationOneStepLong ? Self.durationRange.lowerBound...1_100_000 : Self.durationRange))
            dice[index].value = value
            dice[index].decidedValue = value
            dice[index].isScheduled = true
            scheduledCount += 1
            let die = UInt64(index) << 1
            if fromTap {
                dice[index].isAnimating = true
                animatingCount += 1
            } else {
                schedule.append(delay << 40 | die)
            }
            schedule.append((delay + duration) << 40 | die | 1)
        }
        Self.sortKeys(&schedule, scratch: &scratch)
        rollsThisTurn += 1
        updateButtons()
        if behaviour.allLockedRollDisablesButtons && scheduledCount == 0 { areButtonsDisabled = true }
        return true
    }

    /// The injected fault: a Roll tap while animating decides new values.
    private mutating func rerollAnimating<R: RandomNumberGenerator>(using rng: inout R) {
        for index in dice.indices where dice[index].isScheduled {
            let value = 1 + Int(rng.draw(below: 6))
            dice[index].value = value
            dice[index].decidedValue = value
        }
    }

    /// Toggles die `index`'s lock; ignored while animating under the documented rules.
    ///
    /// Documented: taps on dice are blocked while any die animates, and a die's
    /// own `toggleLock()` is ignored while it animates. Shipped: no guard.
    @discardableResult
    public mutating func toggleLock(_ index: Int) -> Bool {
        let guarded = behaviour.guardsLock
        if guarded && areButtonsDisabled { return false }
        return dice[index].toggleLock(guarded: guarded)
    }

    /// Starts a new turn: every die rolled once without animation, all unlocked.
    public mutating func startTurn<R: RandomNumberGenerator>(using rng: inout R) {
        let keepLocks = behaviour.newTurnKeepsLocks
        for index in dice.indices {
            let locked = keepLocks && dice[index].isLocked
            dice[index] = Die(value: 1 + Int(rng.draw(below: 6)))
            if locked { dice[index].isLocked = true }
        }
        schedule.removeAll(keepingCapacity: true)
        cursor = 0
        animatingCount = 0
        scheduledCount = 0
        rollsThisTurn = 0
        updateButtons()
    }
}
