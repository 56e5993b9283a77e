import PlaytestKit

/// One running copy of an app: its virtual clock, the closures and tasks it has scheduled, its randomness and its
/// stored settings.
///
/// An app's logic layer (view models, services, `@Model` classes) runs inside a world: `bind(_:)` makes the world
/// current on this thread, and while it is, the app's `DispatchQueue`, `Timer`, `Task {}`, `Task.sleep`, clocks,
/// `Date()`, `UUID()`, `UserDefaults` and `Int.random(in:)` (through the binding file the `PlaytestAppBinding` plugin
/// adds to the app's module) act on this world instead of the system: nothing sleeps, nothing reads the wall clock,
/// and every draw comes from the generator of the current call. Time moves only when a driver calls
/// `advance(by:onEvent:)` or `settle(maximumEvents:onEvent:)`, which fire what is due in order of time and then of
/// scheduling, and run every task job each firing made ready before the next.
///
/// A world belongs to one thread at a time and is never shared between two copies of a game: the live game kind
/// (`LiveGame`) forks a fresh world by replaying the actions instead. Worlds on different threads are independent.
public final class AppWorld: @unchecked Sendable {
    /// Virtual microseconds since the world started.
    public private(set) var now: Int64 = 0
    /// What the world has done so far: closures fired, tasks resumed, jobs run.
    public internal(set) var statistics = AppWorldStatistics()
    /// The world's own `UserDefaults` contents, empty at the start.
    public let defaults = AppDefaultsStore()

    var schedule = AppSchedule()
    var jobs = AppJobQueue()
    var generator: AppGeneratorBinding?
    /// Draws made when no call's generator was bound (set-up code reading randomness outside a call), from a
    /// generator of the world's own, seeded 0.
    var fallback = SplitMix64(seed: 0)
    var nextIdentifier: UInt64 = 0
    /// The profiling clock, when `AppProfiling` was on as the world was made.
    let profileClock = AppProfiling.clock
    var sleepers: [UInt64: AppSleeper] = [:]

    /// A world at time zero with nothing scheduled.
    public init() {}

    /// True when nothing is scheduled and no task job is waiting: the app has settled.
    public var isSettled: Bool { schedule.isEmpty && jobs.isEmpty }

    /// The virtual time of the earliest scheduled closure, if any.
    public var nextEventTime: Int64? { schedule.nextTime }

    /// The number of closures and task resumptions scheduled.
    public var scheduledCount: Int { schedule.count }

    /// A fresh identifier: for `UUID()` and scheduled items, counted per world so that they replay.
    func makeIdentifier() -> UInt64 {
        nextIdentifier += 1
        return nextIdentifier
    }

    /// Schedules `work` at virtual time `time` (never earlier than now); returns its ticket for `cancel(_:)`.
    @discardableResult
    public func schedule(at time: Int64, kind: AppEventKind, _ work: @escaping () -> Void) -> AppTicket {
        let ticket = AppTicket(rawValue: makeIdentifier())
        schedule.insert(time: max(time, now), ticket: ticket, kind: kind, work: work)
        return ticket
    }

    /// Schedules `work` after `microseconds` of virtual time.
    @discardableResult
    public func schedule(afterMicroseconds microseconds: Int64, kind: AppEventKind, _ work: @escaping () -> Void) -> AppTicket {
        schedule(at: now &+ max(0, microseconds), kind: kind, work)
    }

    /// Cancels a scheduled closure; nothing happens if it has fired or was cancelled.
    public func cancel(_ ticket: AppTicket) {
        schedule.remove(ticket)
    }

    /// Runs every task job that is ready, in the order they became ready, including those they make ready.
    ///
    /// Stops after `AppWorld.jobLimit` jobs in one call (a task that yields for ever), leaving the rest queued.
    /// Binds the world to the calling thread for the duration (a driver need not bind it first).
    public func runJobs() {
        bind {
            var ran = 0
            while ran < AppWorld.jobLimit, let job = jobs.popFirst() {
                ran += 1
                statistics.jobs += 1
                timingApp { job.runSynchronously(on: AppMainExecutor.shared.asUnownedSerialExecutor()) }
            }
        }
    }

    /// The most task jobs one `runJobs()` runs.
    public static let jobLimit = 100_000

    /// Fires the earliest scheduled closure: moves the clock to its time, runs it, then runs the task jobs it made
    /// ready, with the world bound to the calling thread. Returns what fired, or nil when nothing is scheduled.
    @discardableResult
    public func fireNext() -> AppFiring? {
        guard let (time, entry) = schedule.popFirst() else { return nil }
        if time > now { now = time }
        // Bound while it runs, so that what the closure schedules, draws or resumes lands on this world even when
        // a driver calls `advance` or `settle` without binding the world first.
        bind {
            switch entry.kind {
            case .taskResume:
                statistics.taskResumes += 1
                entry.work()
            default:
                statistics.closures += 1
                timingApp(entry.work)
            }
            runJobs()
        }
        return AppFiring(kind: entry.kind, time: now)
    }

    /// Lets `microseconds` of virtual time pass: fires every closure due by then, in order, calling `onEvent` after
    /// each with what fired, then moves the clock to the end.
    public func advance(by microseconds: Int64, onEvent: (AppFiring) -> Void) {
        runJobs()
        let target = now &+ max(0, microseconds)
        while let time = schedule.nextTime, time <= target, let fired = fireNext() {
            onEvent(fired)
        }
        if target > now { now = target }
    }

    /// Fires scheduled closures in order until none is left or `maximumEvents` have fired (a repeating timer never
    /// settles); returns true when the world settled.
    @discardableResult
    public func settle(maximumEvents: Int = 10_000, onEvent: (AppFiring) -> Void) -> Bool {
        runJobs()
        var fired = 0
        while fired < maximumEvents, let event = fireNext() {
            fired += 1
            onEvent(event)
        }
        return isSettled
    }

    /// Runs app code, adding its time to `statistics.appNanoseconds` when profiling.
    @inline(__always)
    public func timingApp<T>(_ body: () throws -> T) rethrows -> T {
        guard let profileClock else { return try body() }
        let start = profileClock()
        defer { statistics.appNanoseconds &+= profileClock() &- start }
        return try body()
    }

    /// Runs the adapter's snapshot, adding its time to `statistics.snapshotNanoseconds` when profiling.
    @inline(__always)
    public func timingSnapshot<T>(_ body: () throws -> T) rethrows -> T {
        guard let profileClock else { return try body() }
        let start = profileClock()
        defer { statistics.snapshotNanoseconds &+= profileClock() &- start }
        return try body()
    }

    /// Ends the world: every sleeping task is resumed with `CancellationError` and its jobs run (so that its memory
    /// is freed), then everything still scheduled is dropped. The world stays usable but empty of work.
    public func tearDown() {
        bind {
            for _ in 0..<4 where !sleepers.isEmpty {
                let waiting = sleepers.values.sorted { $0.identifier < $1.identifier }
                sleepers.removeAll()
                schedule.removeAll()
                for sleeper in waiting { sleeper.resumeCancelled() }
                runJobs()
            }
            schedule.removeAll()
            jobs.removeAll()
        }
        if profileClock != nil {
            AppProfiling.add(statistics)
            statistics = AppWorldStatistics()
        }
    }
}
