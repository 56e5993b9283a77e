extension AppTask where Success == Never, Failure == Never {
    /// Suspends for `nanoseconds` of the world's virtual time (real time outside a world); throws
    /// `CancellationError` when the task is cancelled first.
    public static func sleep(nanoseconds: UInt64) async throws {
        guard let world = AppWorld.current else {
            return try await _Concurrency.Task<Never, Never>.sleep(nanoseconds: nanoseconds)
        }
        let microseconds = nanoseconds >= UInt64(Int64.max) ? Int64.max / 2 : Int64((nanoseconds + 999) / 1_000)
        try await AppSleeper(world: world).sleep(microseconds: microseconds)
    }

    /// Suspends for `duration` of the world's virtual time.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard AppWorld.current != nil else {
            return try await _Concurrency.Task<Never, Never>.sleep(for: duration, tolerance: tolerance)
        }
        try await sleep(nanoseconds: duration.playtestNanoseconds)
    }

    /// Suspends until `deadline` on `clock`: the time from the clock's now to the deadline, on the world's clock.
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = AppContinuousClock()) async throws
    where C.Duration == Duration {
        guard AppWorld.current != nil else {
            return try await clock.sleep(until: deadline, tolerance: tolerance)
        }
        try await sleep(for: clock.now.duration(to: deadline))
    }

    /// Lets the other ready jobs of the world run first.
    public static func yield() async {
        await _Concurrency.Task<Never, Never>.yield()
    }

    /// True when the current task was cancelled.
    public static var isCancelled: Bool { _Concurrency.Task<Never, Never>.isCancelled }

    /// Throws `CancellationError` when the current task was cancelled.
    public static func checkCancellation() throws {
        try _Concurrency.Task<Never, Never>.checkCancellation()
    }

    /// The current task's priority.
    public static var currentPriority: TaskPriority { _Concurrency.Task<Never, Never>.currentPriority }
}

extension Duration {
    /// Whole nanoseconds, negative durations as 0, at most about 292 years.
    var playtestNanoseconds: UInt64 {
        let parts = components
        guard parts.seconds >= 0 else { return 0 }
        let seconds = UInt64(parts.seconds)
        guard seconds < 9_000_000_000 else { return UInt64(Int64.max) }
        return seconds * 1_000_000_000 + UInt64(max(0, parts.attoseconds / 1_000_000_000))
    }
}
