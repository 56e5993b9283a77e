import PlaytestKit

// MARK: - The checks

extension DiceInvariant {
    /// Property 1, after an accepted Roll: every locked die kept its value and is not animating.
    public static func onlyUnlockedDiceAnimate(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .action(.roll, let before) = moment, before.group.isRollEnabled, !before.isTurnOver else { return nil }
        for (index, old) in before.group.dice.enumerated() where old.isLocked {
            let die = state.group.dice[index]
            if die.isAnimating { return "locked die \(index) is animating after Roll" }
            if die.value != old.value { return "locked die \(index) changed from \(old.value) to \(die.value) on Roll" }
        }
        return nil
    }

    /// Property 2, when a die settles: it is at rest and shows 1 through 6.
    public static func settledDieIsAtRest(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .event(.settled(let index), _) = moment else { return nil }
        let die = state.group.dice[index]
        if die.isAnimating { return "die \(index) finished animating but isAnimating is still true" }
        if !(1...6).contains(die.value) { return "die \(index) settled on \(die.value), not 1..6" }
        return nil
    }

    /// The longest a Roll's animations last (RULES.md, Dice roll animation: a start delay of at most 0.25 s, then at most 1.0 s).
    public static let longestAnimation: Int64 = 1_250_000

    /// Property 3, when the last animation ends (or time passes with none pending): no die animates.
    ///
    /// "All done" is read three ways, so that a die the engine forgot is still caught: no die scheduled (the
    /// group's count), no animation event left to fire, or 1.25 s past the Roll (the document's longest animation).
    public static func noDieAnimatesWhenAllDone(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        switch moment {
        case .event(.settled, _), .action(.advance, _): break
        default: return nil
        }
        let group = state.group
        guard group.scheduledCount == 0 || group.nextEventTime == nil || state.clock.now - group.rollTime >= longestAnimation else { return nil }
        if let index = group.dice.firstIndex(where: \.isAnimating) {
            return "every animation is done but die \(index) is still animating"
        }
        return nil
    }

    /// Property 4, at every moment: the buttons are disabled exactly when a die animates.
    ///
    /// Events use the group's animating count; after Roll, time passing, End
    /// Turn, New Turn and saves the count itself is checked against the dice.
    public static func buttonsDisabledIffAnimating(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        let group = state.group
        if case .action(let action, _) = moment, !action.isLockTap {
            let counted = group.dice.reduce(0) { $0 + ($1.isAnimating ? 1 : 0) }
            if counted != group.animatingCount {
                return "\(counted) dice animate but the group counts \(group.animatingCount)"
            }
        }
        let animating = group.animatingCount > 0
        if group.isRollEnabled == animating || group.isEndTurnEnabled == animating {
            return animating
                ? "Roll and End Turn are enabled while \(group.animatingCount) dice animate"
                : "Roll and End Turn are disabled but no die animates"
        }
        return nil
    }

    /// Property 5, after a tap on a die: if it was animating, its lock is unchanged.
    public static func animatingDieIgnoresLock(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .action(.toggleLock(let index), let before) = moment,
              before.group.dice.indices.contains(index), before.group.dice[index].isAnimating
        else { return nil }
        let die = state.group.dice[index]
        if die.isLocked != before.group.dice[index].isLocked {
            return "die \(index) was animating and toggleLock() changed its lock to \(die.isLocked ? "locked" : "unlocked")"
        }
        return nil
    }

    /// Property 6, after a save (or End Turn): it was stored, no `isAnimating` changed, a reload shows none animating.
    public static func savingLeavesAnimationAlone(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .action(let action, let before) = moment, action == .save || action == .endTurn else { return nil }
        let saved = state.store.count - before.store.count
        if action == .save, saved != 1 { return "save did not store the group (\(saved) groups stored)" }
        guard saved == 1, let record = state.store.newest else { return nil }
        for (index, old) in before.group.dice.enumerated() where state.group.dice[index].isAnimating != old.isAnimating {
            return "saving changed die \(index)'s isAnimating from \(old.isAnimating) to \(!old.isAnimating)"
        }
        guard let reloaded = state.store.reloadNewest() else { return "the saved group could not be reloaded" }
        if let index = reloaded.dice.firstIndex(where: \.isAnimating) {
            return "the saved group reloads with die \(index) animating: animation state was persisted"
        }
        for (index, die) in before.group.dice.enumerated()
        where record.dice[index].value != die.value || record.dice[index].isLocked != die.isLocked {
            return "die \(index) was saved as \(record.dice[index].value) but showed \(die.value)"
        }
        // The history before the save, whole: a save adds the newest record and changes none before it (records
        // left alone share their storage, so comparing them costs little).
        for (age, (now, then)) in zip(state.store.history.dropFirst(), before.store.history).enumerated() where now != then {
            return "saving changed the record saved \(age + 1) before it (dice \(then.dice.map(\.value)) -> \(now.dice.map(\.value)))"
        }
        return nil
    }

    /// When a die settles after a Roll, it shows the value `roll()` decided.
    public static func settlesOnDecidedValue(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .event(.settled(let index), _) = moment else { return nil }
        let die = state.group.dice[index]
        guard let decided = die.decidedValue else { return "die \(index) settled but roll() decided no value" }
        if die.value != decided { return "die \(index) settled on \(die.value) but roll() decided \(decided)" }
        return nil
    }

    /// After a Roll tap while dice animate: nothing changed.
    public static func rollWhileAnimatingDoesNothing(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .action(.roll, let before) = moment, before.group.areButtonsDisabled else { return nil }
        if before.group.rollsThisTurn != state.group.rollsThisTurn { return "Roll while animating counted as a roll" }
        if before.group.dice != state.group.dice {
            let index = before.group.dice.indices.first { before.group.dice[$0] != state.group.dice[$0] } ?? 0
            return "Roll while animating changed die \(index)"
        }
        return nil
    }

    /// After a Roll tap with the buttons enabled in a turn not over: the Roll was accepted (counted once; RULES.md
    /// sets no limit on rolls), and every unlocked die was rolled (scheduled to settle on a decided value 1..6).
    /// Whether the Roll was due is worked out from the buttons, which Property 4 ties to the dice, not from the
    /// engine's count of accepted Rolls.
    public static func rollRollsEveryUnlockedDie(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .action(.roll, let before) = moment, before.group.isRollEnabled, !before.isTurnOver else { return nil }
        if state.group.rollsThisTurn != before.group.rollsThisTurn + 1 {
            return "Roll with the buttons enabled was counted \(state.group.rollsThisTurn - before.group.rollsThisTurn) times after \(before.group.rollsThisTurn) rolls this turn"
        }
        for (index, old) in before.group.dice.enumerated() where !old.isLocked {
            let die = state.group.dice[index]
            guard die.isScheduled, let decided = die.decidedValue, (1...6).contains(decided) else {
                return "unlocked die \(index) was not rolled (scheduled \(die.isScheduled), decided \(die.decidedValue.map(String.init) ?? "nothing"))"
            }
        }
        return nil
    }

    /// After an accepted New Turn: every die unlocked, at rest, showing 1..6, and no roll counted yet.
    public static func newTurnStartsFresh(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        guard case .action(.newTurn, let before) = moment, before.isTurnOver, !state.isTurnOver else { return nil }
        if state.group.rollsThisTurn != 0 { return "a new turn starts with \(state.group.rollsThisTurn) rolls counted" }
        for (index, die) in state.group.dice.enumerated() {
            if die.isLocked { return "die \(index) is still locked at the start of a new turn" }
            if die.isAnimating { return "die \(index) animates at the start of a new turn" }
            if !(1...6).contains(die.value) { return "die \(index) shows \(die.value) at the start of a new turn" }
        }
        return nil
    }

    /// The animation's times, from the clock: an accepted Roll is stamped with the time of its tap (so the stamp is not
    /// taken on trust); a die's start comes 0 to 0.25 s after it and its settle 0.5 to 1.25 s after it.
    public static func animationTiming(_ moment: Moment<DiceRollGame>, _ state: DiceSession) -> String? {
        switch moment {
        case .start: return nil
        case .action(.roll, let before):
            guard state.group.rollsThisTurn != before.group.rollsThisTurn else { return nil }
            return state.group.rollTime == state.clock.now ? nil : "a Roll at \(state.clock.now) µs was stamped \(state.group.rollTime) µs"
        case .action: return nil
        case .event(.started(let index), _):
            let elapsed = state.clock.now - state.group.rollTime
            return (0...250_000).contains(elapsed) ? nil : "die \(index) started animating \(elapsed) µs after its Roll, outside 0 to 0.25 s"
        case .event(.settled(let index), _):
            let elapsed = state.clock.now - state.group.rollTime
            // A die locked while it animates stops early: Property 5's matter (the documented rules ignore the lock), not a timing.
            let earliest: Int64 = state.group.dice.indices.contains(index) && state.group.dice[index].isLocked ? 0 : 500_000
            return (earliest...1_250_000).contains(elapsed) ? nil : "die \(index) settled \(elapsed) µs after its Roll, outside 0.5 to 1.25 s"
        case .event: return nil
        }
    }
}
