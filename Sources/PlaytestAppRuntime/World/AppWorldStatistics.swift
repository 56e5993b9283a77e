/// What a world has done: the runtime's work, for `bench` to divide its time by.
public struct AppWorldStatistics: Sendable, Hashable {
    /// Scheduled closures fired (dispatch blocks, timer ticks, animation completions).
    public var closures = 0
    /// Sleeping tasks resumed by the clock.
    public var taskResumes = 0
    /// Task jobs run (a task's start, and each resumption after an await).
    public var jobs = 0
    /// Draws from the generator of the current call.
    public var draws = 0
    /// Nanoseconds in the app's own code, when profiling (`AppProfiling`); 0 otherwise.
    public var appNanoseconds: UInt64 = 0
    /// Nanoseconds taking snapshots of the app, when profiling; 0 otherwise.
    public var snapshotNanoseconds: UInt64 = 0

    /// Nothing done.
    public init() {}
}
