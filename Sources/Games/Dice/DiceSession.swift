import PlaytestKit

/// The dice screen's model: the group, the virtual clock, the turn and the saved history.
///
/// Roll and End Turn act on the group; End Turn saves the group to history
/// and ends the turn; New Turn starts the next with every die rolled once and
/// unlocked. `save()` persists without ending the turn, as the app's store
/// may at any moment (even mid-roll).
public struct DiceSession: Sendable {
    /// The dice.
    public internal(set) var group: DiceGroup
    /// Virtual time.
    public internal(set) var clock = VirtualClock()
    /// Saved groups.
    public internal(set) var store = DiceHistoryStore()
    /// True between End Turn and New Turn.
    public internal(set) var isTurnOver = false
    /// Turns ended so far.
    public internal(set) var turnsCompleted = 0

    /// A session whose first turn has begun: `count` dice rolled once, all unlocked.
    public init<R: RandomNumberGenerator>(count: Int, rules: DiceRules, using rng: inout R) {
        group = DiceGroup(count: count, rules: rules, using: &rng)
    }

    /// Taps Roll; ignored while the buttons are disabled or the turn is over.
    @discardableResult
    public mutating func roll<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        guard !isTurnOver else { return false }
        return group.roll(at: clock.now, using: &rng)
    }

    /// Taps die `index`; ignored when the turn is over or the rules block it.
    @discardableResult
    public mutating func toggleLock(_ index: Int) -> Bool {
        guard !isTurnOver else { return false }
        return group.toggleLock(index)
    }

    /// Taps End Turn: saves the group and ends the turn; ignored while disabled.
    @discardableResult
    public mutating func endTurn() -> Bool {
        guard !isTurnOver, group.isEndTurnEnabled else { return false }
        store.save(group, at: clock.now)
        isTurnOver = true
        turnsCompleted += 1
        return true
    }

    /// Taps New Turn: only after End Turn.
    @discardableResult
    public mutating func newTurn<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        guard isTurnOver else { return false }
        group.startTurn(using: &rng)
        isTurnOver = false
        return true
    }

    /// Persists the group now, whatever it is doing.
    public mutating func save() {
        store.save(group, at: clock.now)
        if group.rules.has(.saveStopsAnimation) { group.stopAllAnimations() }
    }
}

// MARK: - Virtual time

extension DiceSession: TimedGameState {
    /// The group's next animation event: by time, then die, a start before a settle.
    public var nextEventTime: Int64? { group.nextEventTime }

    /// Moves the session's clock.
    public mutating func moveClock(to time: Int64) {
        clock.advance(to: time)
    }

    /// Processes the group's next animation event.
    public mutating func fireNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> DiceEvent? {
        group.processNextEvent(using: &rng)
    }
}

extension DiceGroup {
    /// The injected fault: stops every animation at once.
    mutating func stopAllAnimations() {
        for index in dice.indices where dice[index].isAnimating {
            dice[index].isAnimating = false
        }
        animatingCount = 0
        updateButtons()
    }
}
