/// `Task` for an app's logic layer: a real Swift task whose jobs run on the bound world (through the runtime's
/// hooks), with `sleep`, `yield` and the clocks on the world's virtual time.
///
/// The binding file makes `Task` in the app's module this type, so that `Task { ... }`, `Task.detached`,
/// `try await Task.sleep(for: .seconds(1))` and `Task.isCancelled` compile as written and replay. Outside a world
/// it is the system's task and sleeps for real.
public struct AppTask<Success: Sendable, Failure: Error>: Sendable, Hashable {
    /// The underlying task.
    public let base: _Concurrency.Task<Success, Failure>

    /// Wraps a task.
    public init(base: _Concurrency.Task<Success, Failure>) {
        self.base = base
    }

    /// Cancels the task.
    public func cancel() { base.cancel() }

    /// True once the task was cancelled.
    public var isCancelled: Bool { base.isCancelled }

    /// The task's result, once it finishes.
    public var result: Result<Success, Failure> {
        get async { await base.result }
    }
}

extension AppTask where Failure == Never {
    /// Starts a task that runs `operation` with the caller's isolation (the main actor in a view model).
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext operation: sending @escaping @isolated(any) () async -> Success) {
        ConcurrencyHooks.install()
        base = _Concurrency.Task(priority: priority, operation: operation)
    }

    /// Starts a task that inherits nothing from the caller.
    @discardableResult
    public static func detached(name: String? = nil, priority: TaskPriority? = nil,
                                operation: sending @escaping @isolated(any) () async -> Success) -> AppTask {
        ConcurrencyHooks.install()
        return AppTask(base: _Concurrency.Task.detached(priority: priority, operation: operation))
    }

    /// The task's value, once it finishes.
    public var value: Success {
        get async { await base.value }
    }
}

extension AppTask where Failure == any Error {
    /// Starts a throwing task that runs `operation` with the caller's isolation.
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext operation: sending @escaping @isolated(any) () async throws -> Success) {
        ConcurrencyHooks.install()
        base = _Concurrency.Task(priority: priority, operation: operation)
    }

    /// Starts a throwing task that inherits nothing from the caller.
    @discardableResult
    public static func detached(name: String? = nil, priority: TaskPriority? = nil,
                                operation: sending @escaping @isolated(any) () async throws -> Success) -> AppTask {
        ConcurrencyHooks.install()
        return AppTask(base: _Concurrency.Task.detached(priority: priority, operation: operation))
    }

    /// The task's value, once it finishes; throws what it threw.
    public var value: Success {
        get async throws { try await base.value }
    }
}
