import PlaytestKit

// MARK: - The turn's timer, in whole seconds on the virtual clock

extension GameStore: TimedGameState {
    /// Microseconds in one second.
    public static let second: Int64 = VirtualClock.microsecondsPerSecond

    /// Starts ticking: the first tick a whole second from now.
    mutating func startTimer() {
        timerGeneration += 1
        nextTickAt = clock.now + Self.second
        queue.schedule(.tick(generation: timerGeneration), at: clock.now + Self.second)
    }

    /// Stops the timer: any tick already scheduled is stale.
    mutating func stopTimer() {
        timerGeneration += 1
        nextTickAt = nil
    }

    /// Microseconds until the running timer reaches 0; nil while it is stopped.
    public var microsecondsToZero: Int64? {
        guard let nextTickAt, let turn else { return nil }
        return nextTickAt - clock.now + Int64(max(0, turn.timeRemaining - 1)) * Self.second
    }

    /// The earliest scheduled tick.
    public var nextEventTime: Int64? { queue.nextTime }

    /// Moves the store's clock.
    public mutating func moveClock(to time: Int64) {
        clock.advance(to: time)
    }

    /// Fires the earliest tick; nil for one made stale by a pause or the turn's end.
    public mutating func fireNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> PartyEvent? {
        guard let next = queue.popNext() else { return nil }
        switch next.event {
        case .tick(let generation):
            guard generation == timerGeneration, stage == .turn, var current = turn else { return nil }
            current.timeRemaining -= rules.has(.timerSkipsBelowZero) && current.timeRemaining == 1 ? 2 : 1
            turn = current
            guard current.timeRemaining <= 0 else {
                nextTickAt = clock.now + Self.second
                queue.schedule(.tick(generation: generation), at: clock.now + Self.second)
                return .tick(remaining: current.timeRemaining)
            }
            if !deck.isEmpty { deck.append(deck.removeFirst()) }
            finishTurn(.timer, to: .recap)
            return .timeUp
        }
    }
}
