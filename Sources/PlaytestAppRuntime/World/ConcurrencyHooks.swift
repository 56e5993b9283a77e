#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift runtime's hooks that route a bound thread's task jobs to its world.
///
/// The concurrency runtime exports hook variables (`swift_task_enqueueGlobal_hook`,
/// `swift_task_getMainExecutor_hook`, `swift_task_checkIsolated_hook`) that a process may set once: each takes the
/// original behaviour as an argument. Playtest's hooks act only on a thread with a world bound and call the original
/// everywhere else, so the rest of the process (Swift Testing, the command line) is untouched. Installed the first
/// time a world is bound.
enum ConcurrencyHooks {
    typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
    typealias MainOriginal = @convention(thin) () -> UnownedSerialExecutor
    typealias MainHook = @convention(thin) (MainOriginal) -> UnownedSerialExecutor
    typealias CheckOriginal = @convention(thin) (UnownedSerialExecutor) -> Void
    typealias CheckHook = @convention(thin) (UnownedSerialExecutor, CheckOriginal) -> Void
    typealias IsMainOriginal = @convention(thin) (UnownedSerialExecutor) -> Bool
    typealias IsMainHook = @convention(thin) (UnownedSerialExecutor, IsMainOriginal) -> Bool

    /// True once the hooks are set.
    static let installed: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        func slot(_ name: String) -> UnsafeMutableRawPointer {
            guard let symbol = dlsym(process, name) else {
                fatalError("PlaytestAppRuntime: this Swift runtime has no \(name); the app runtime needs Swift 6.0 or later")
            }
            return symbol
        }
        slot("swift_task_enqueueGlobal_hook").assumingMemoryBound(to: EnqueueHook?.self).pointee = { job, original in
            if let world = AppWorld.current { world.enqueue(job) } else { original(job) }
        }
        slot("swift_task_getMainExecutor_hook").assumingMemoryBound(to: MainHook?.self).pointee = { original in
            AppWorld.current == nil ? original() : AppMainExecutor.shared.asUnownedSerialExecutor()
        }
        // The isolation checks of main-actor code ask whether an executor is the main one: for the world's, answer
        // at once (the runtime would otherwise ask the executor's Swift witness, a slow path on every check).
        slot("swift_task_isMainExecutor_hook").assumingMemoryBound(to: IsMainHook?.self).pointee = { executor, original in
            if AppWorld.current != nil, identity(of: executor) == identity(of: AppMainExecutor.shared.asUnownedSerialExecutor()) { return true }
            return original(executor)
        }
        slot("swift_task_checkIsolated_hook").assumingMemoryBound(to: CheckHook?.self).pointee = { executor, original in
            if AppWorld.current == nil { original(executor) }
        }
        return true
    }()

    /// The executor's identity: the first word of its reference.
    static func identity(of executor: UnownedSerialExecutor) -> UInt {
        unsafeBitCast(executor, to: (UInt, UInt).self).0
    }

    /// Sets the hooks, once per process.
    static func install() {
        _ = installed
    }
}
