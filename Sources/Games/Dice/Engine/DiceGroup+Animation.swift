// MARK: - Animation events

extension DiceGroup {
    /// Processes the next scheduled animation event; nil when it changed nothing.
    ///
    /// The caller advances its clock to `nextEventTime` first. Shipped rules draw
    /// the final value here, and a die locked during its delay stops on a random face.
    public mutating func processNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> DiceEvent? {
        let key = schedule[cursor]
        cursor += 1
        let index = Int(truncatingIfNeeded: (key & 0xFF_FFFF_FFFF) >> 1)
        guard dice[index].isScheduled else { return nil }
        if behaviour.sharedInstantSettleLost, key & 1 == 1, cursor >= 2, schedule[cursor - 2] & 1 == 1, schedule[cursor - 2] >> 40 == key >> 40 {
            return nil
        }
        if key & 1 == 0 {
            return start(index, using: &rng)
        }
        return settle(index, using: &rng)
    }

    /// The end of die `index`'s start delay (shipped rules).
    mutating func start<R: RandomNumberGenerator>(_ index: Int, using rng: inout R) -> DiceEvent {
        if dice[index].isLocked {
            // Shipped: locked during its delay, the die never animates and keeps an in-between face.
            dice[index].value = 1 + Int(rng.draw(below: 6))
            finish(index)
            return .settled(die: index)
        }
        dice[index].isAnimating = true
        animatingCount += 1
        updateButtons()
        return .started(die: index)
    }

    /// The end of die `index`'s animation.
    mutating func settle<R: RandomNumberGenerator>(_ index: Int, using rng: inout R) -> DiceEvent {
        var die = dice[index]
        if behaviour.settlesOnFreshDraw {
            die.value = 1 + Int(rng.draw(below: 6))
        } else if let decided = die.decidedValue {
            die.value = decided
        }
        if behaviour.settlesOnZero { die.value = 0 }
        if die.isAnimating && !behaviour.keepsAnimating {
            die.isAnimating = false
            animatingCount -= 1
        }
        die.isScheduled = false
        dice[index] = die
        scheduledCount -= 1
        updateButtons()
        if behaviour.enablesEarly { areButtonsDisabled = false }
        return .settled(die: index)
    }

    mutating func finish(_ index: Int) {
        dice[index].isScheduled = false
        scheduledCount -= 1
        updateButtons()
        if behaviour.enablesEarly { areButtonsDisabled = false }
    }
}
