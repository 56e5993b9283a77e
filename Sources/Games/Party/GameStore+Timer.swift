import PlaytestKit

// MARK: - The turn's timer, in whole seconds on the virtual clock

extension GameStore: TimedGameState {
    /// Microseconds in one second.
    public static let second: Int64 = VirtualClock.microsecondsPerSecond

    /// Starts ticking: the first tick a whole second from now.
    ///
    /// At most one tick is ever scheduled (`pendingTick`): starting the timer schedules it, each tick schedules the
    /// next, and stopping the timer cancels it. A cancelled tick would change nothing if it fired, so none is kept.
    mutating func startTimer() {
        nextTickAt = clock.now + Self.second
        pendingTick = clock.now + Self.second
    }

    /// Stops the timer: the scheduled tick is cancelled.
    mutating func stopTimer() {
        nextTickAt = nil
        pendingTick = nil
    }

    /// Microseconds until the running timer reaches 0; nil while it is stopped.
    public var microsecondsToZero: Int64? {
        guard let nextTickAt, let turn else { return nil }
        return nextTickAt - clock.now + Int64(max(0, turn.timeRemaining - 1)) * Self.second
    }

    /// The scheduled tick's time.
    public var nextEventTime: Int64? { pendingTick }

    /// Moves the store's clock.
    public mutating func moveClock(to time: Int64) {
        clock.advance(to: time)
    }

    /// Fires the scheduled tick; nil when there is none, or when it changes nothing (no turn under way).
    public mutating func fireNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> PartyEvent? {
        guard pendingTick != nil else { return nil }
        pendingTick = nil
        guard stage == .turn, var current = turn else { return nil }
        current.timeRemaining -= rules.has(.timerSkipsBelowZero) && current.timeRemaining == 1 ? 2 : 1
        turn = current
        guard current.timeRemaining <= 0 else {
            nextTickAt = clock.now + Self.second
            pendingTick = clock.now + Self.second
            return .tick(remaining: current.timeRemaining)
        }
        if !deck.isEmpty { deck.append(deck.removeFirst()) }
        finishTurn(.timer, to: .recap)
        return .timeUp
    }
}
