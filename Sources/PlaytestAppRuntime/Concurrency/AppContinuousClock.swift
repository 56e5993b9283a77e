/// `ContinuousClock` (and `SuspendingClock`) for an app's logic layer: the world's virtual time while a world is
/// bound, the system's continuous clock otherwise.
public struct AppContinuousClock: Clock, Sendable {
    /// An instant: a duration since the clock's start.
    public struct Instant: InstantProtocol, Sendable, Hashable {
        /// Time since the clock's start.
        public let offset: Duration

        /// An instant `offset` after the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// From this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Earlier first.
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    /// The clock.
    public init() {}

    /// The present.
    public var now: Instant {
        if let world = AppWorld.current { return Instant(offset: .microseconds(world.now)) }
        return Instant(offset: ContinuousClock.now - AppContinuousClock.systemStart)
    }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until `deadline`.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wait = now.duration(to: deadline)
        guard AppWorld.current != nil else {
            return try await ContinuousClock().sleep(for: wait, tolerance: tolerance)
        }
        try await AppTask<Never, Never>.sleep(nanoseconds: wait.playtestNanoseconds)
    }

    /// The time `work` takes, on this clock.
    public func measure(_ work: () throws -> Void) rethrows -> Duration {
        let start = now
        try work()
        return start.duration(to: now)
    }

    static let systemStart = ContinuousClock.now
}
