#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AppWorld {
    /// The world bound to this thread, if any: what the app's clock, queues, tasks and randomness act on.
    public static var current: AppWorld? {
        guard let pointer = pthread_getspecific(AppWorld.threadKey) else { return nil }
        return Unmanaged<AppWorld>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with this world bound to the thread (restoring whatever was bound before).
    ///
    /// While it is bound, task jobs this thread enqueues (a `Task {}`'s start, a resumed continuation, main-actor
    /// hops) join this world's queue instead of the system's executors, and main-actor isolation checks pass: the
    /// world is this thread's main actor.
    public func bind<T>(_ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(AppWorld.threadKey)
        let this = Unmanaged.passUnretained(self).toOpaque()
        if previous == this { return try body() }
        ConcurrencyHooks.install()
        pthread_setspecific(AppWorld.threadKey, this)
        defer { pthread_setspecific(AppWorld.threadKey, previous) }
        return try body()
    }

    /// Runs `body` bound to this world with `generator` as the source of every draw the app makes.
    public func bind<R: RandomNumberGenerator, T>(drawingFrom generator: inout R, _ body: () throws -> T) rethrows -> T {
        try withUnsafeMutablePointer(to: &generator) { pointer in
            let previous = self.generator
            self.generator = AppGeneratorBinding { pointer.pointee.next() }
            defer { self.generator = previous }
            return try bind(body)
        }
    }

    /// Runs main-actor code of the app synchronously on this thread, as the world's main actor.
    ///
    /// The world is the app's main actor while it is bound (`bind(_:)`): this is how a driver calls a view model's
    /// `@MainActor` methods. Binds the world if it is not bound yet.
    public func main<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        typealias Unisolated = () throws -> T
        return try bind {
            try withoutActuallyEscaping(body) { escaping in
                try unsafeBitCast(escaping, to: Unisolated.self)()
            }
        }
    }

    /// The next word from the generator of the current call (or the world's own, outside a call).
    public func nextRandomWord() -> UInt64 {
        statistics.draws += 1
        if let generator { return generator.next() }
        return fallback.next()
    }

    /// Adds a sleeping task, to be cancelled at tear-down.
    func register(_ sleeper: AppSleeper) {
        sleepers[sleeper.identifier] = sleeper
    }

    /// Removes a sleeping task that woke or was cancelled.
    func unregister(_ sleeper: AppSleeper) {
        sleepers[sleeper.identifier] = nil
    }

    /// Counts a resumed task: the clock woke a sleeper.
    func enqueue(_ job: UnownedJob) {
        jobs.append(job)
    }

    /// The thread-local slot that holds the bound world.
    static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "PlaytestAppRuntime could not create its thread-local slot (pthread_key_create: \(status))")
        return key
    }()
}

/// The generator of the current call, behind a closure over the caller's `inout` generator.
struct AppGeneratorBinding {
    let next: () -> UInt64
}
