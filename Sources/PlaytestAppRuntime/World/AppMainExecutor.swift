/// The executor that stands for the main actor while a world is bound: jobs enqueued on it join the bound world's
/// queue, which the world runs when it fires a closure or a driver calls `runJobs()`.
public final class AppMainExecutor: SerialExecutor, @unchecked Sendable {
    /// The one executor: the world it serves is the one bound to the enqueuing thread.
    public static let shared = AppMainExecutor()

    /// Adds the job to the bound world's queue; with no world bound, hands it to the system's main executor.
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if let world = AppWorld.current {
            world.enqueue(unowned)
        } else {
            MainActor.shared.enqueue(unowned)
        }
    }

    /// This executor as the runtime refers to it.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Isolation holds while a world is bound to this thread.
    public func checkIsolated() {
        precondition(AppWorld.current != nil, "main-actor code of an app ran outside its world: bind the world first (AppWorld.bind or main)")
    }
}
