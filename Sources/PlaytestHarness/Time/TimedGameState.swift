/// A game state with a virtual clock and events due at virtual times: the one scheduler every timed game uses.
///
/// Time moves only when a driver's action lets it pass (`advance(by:)`), as
/// in swift-nio's embedded event loop. `advance(by:using:observer:)` is the
/// one loop: while the earliest pending event is due by the target time, it
/// moves the clock to that event's time, lets the state fire it, and hands
/// the event to the observer (the runner's invariant checks, coverage and
/// metrics) with the state as it left it; then it moves the clock to the
/// target. The order of events is the state's to define and document; a
/// game without special needs keeps an `EventQueue`, which fires events by
/// time and then in the order they were scheduled.
///
/// How the built-in games keep theirs: the party game's one-second turn timer
/// holds its one pending tick (re-scheduled as each fires); Square Color keeps a
/// few fixed slots (`SquareColorSchedule`) numbered in one sequence with its
/// pending tick, so events fire in exactly `EventQueue`'s order; the dice group
/// keeps its own radix-sorted schedule of starts and settles, ordered by time,
/// then die, start before settle.
public protocol TimedGameState: Sendable {
    /// The events the state fires as time passes.
    associatedtype Event

    /// The state's virtual clock.
    var clock: VirtualClock { get }

    /// The virtual time of the earliest pending event, if any.
    var nextEventTime: Int64? { get }

    /// Moves the clock forward to `time` (never backwards).
    mutating func moveClock(to time: Int64)

    /// Fires the earliest pending event (the clock is at its time); nil when it turned out to change nothing.
    mutating func fireNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> Event?
}

extension TimedGameState {
    /// Lets `duration` microseconds of virtual time pass, firing every event due, in order, and reporting each to `observer`.
    ///
    /// - Complexity: O(events due), plus the events' own work.
    @inlinable
    public mutating func advance<R: RandomNumberGenerator, O: GameObserver>(
        by duration: Int64, using rng: inout R, observer: inout O
    ) where O.Game.State == Self, O.Game.Event == Event {
        let target = clock.now + max(0, duration)
        while let time = nextEventTime, time <= target {
            moveClock(to: time)
            if let event = fireNextEvent(using: &rng) {
                observer.observe(event, in: self)
            }
        }
        moveClock(to: target)
    }
}
