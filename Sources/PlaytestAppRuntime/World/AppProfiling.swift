import Synchronization

/// Where a live game's time goes, for `bench`: while a clock is set, every world made afterwards times the app's own
/// code (the taps it performs, the blocks and timers it scheduled, its task jobs) and adds its counts to the totals
/// here when it is torn down. Off by default: a game's results never depend on it, and a world made while it is off
/// reads no clock.
public enum AppProfiling {
    /// The clock worlds time the app's code with (nanoseconds, monotonic); nil when profiling is off. Set it only
    /// while no world is running.
    nonisolated(unsafe) public static var clock: (@Sendable () -> UInt64)?

    /// Nanoseconds spent in the app's own code by worlds torn down since `reset()`.
    public static var appNanoseconds: UInt64 { totals.appNanoseconds.load(ordering: .relaxed) }
    /// Nanoseconds spent taking snapshots (the adapter reading the app through its getters) by worlds torn down since
    /// `reset()`.
    public static var snapshotNanoseconds: UInt64 { totals.snapshotNanoseconds.load(ordering: .relaxed) }
    /// Scheduled closures fired (not counting task resumptions).
    public static var closures: UInt64 { totals.closures.load(ordering: .relaxed) }
    /// Sleeping tasks resumed.
    public static var taskResumes: UInt64 { totals.taskResumes.load(ordering: .relaxed) }
    /// Task jobs run.
    public static var jobs: UInt64 { totals.jobs.load(ordering: .relaxed) }

    /// Zeroes the totals.
    public static func reset() {
        totals.appNanoseconds.store(0, ordering: .relaxed)
        totals.snapshotNanoseconds.store(0, ordering: .relaxed)
        totals.closures.store(0, ordering: .relaxed)
        totals.taskResumes.store(0, ordering: .relaxed)
        totals.jobs.store(0, ordering: .relaxed)
    }

    /// Adds a world's figures.
    static func add(_ statistics: AppWorldStatistics) {
        totals.appNanoseconds.add(statistics.appNanoseconds, ordering: .relaxed)
        totals.snapshotNanoseconds.add(statistics.snapshotNanoseconds, ordering: .relaxed)
        totals.closures.add(UInt64(statistics.closures), ordering: .relaxed)
        totals.taskResumes.add(UInt64(statistics.taskResumes), ordering: .relaxed)
        totals.jobs.add(UInt64(statistics.jobs), ordering: .relaxed)
    }

    static let totals = Totals()

    final class Totals: Sendable {
        let appNanoseconds = Atomic<UInt64>(0)
        let snapshotNanoseconds = Atomic<UInt64>(0)
        let closures = Atomic<UInt64>(0)
        let taskResumes = Atomic<UInt64>(0)
        let jobs = Atomic<UInt64>(0)
    }
}
