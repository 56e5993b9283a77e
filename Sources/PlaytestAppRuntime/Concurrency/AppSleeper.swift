/// A task asleep on a world's clock: resumed by its scheduled wake-up, by cancellation, or at tear-down.
final class AppSleeper: @unchecked Sendable {
    let identifier: UInt64
    unowned let world: AppWorld
    private var continuation: UnsafeContinuation<Void, any Error>?
    private var ticket: AppTicket?
    private var cancelledEarly = false

    init(world: AppWorld) {
        self.world = world
        self.identifier = world.makeIdentifier()
    }

    /// Suspends the calling task until `microseconds` of virtual time have passed; throws `CancellationError` if
    /// the task is or becomes cancelled first.
    func sleep(microseconds: Int64) async throws {
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                if cancelledEarly || _Concurrency.Task<Never, Never>.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                self.continuation = continuation
                world.register(self)
                ticket = world.schedule(afterMicroseconds: microseconds, kind: .taskResume) { [self] in wake() }
            }
        } onCancel: {
            cancel()
        }
    }

    /// The clock reached the wake-up time.
    private func wake() {
        guard let continuation else { return }
        self.continuation = nil
        world.unregister(self)
        continuation.resume()
    }

    /// The task was cancelled: the wake-up is dropped and the sleep throws.
    private func cancel() {
        guard let continuation else {
            cancelledEarly = true
            return
        }
        self.continuation = nil
        if let ticket { world.cancel(ticket) }
        world.unregister(self)
        continuation.resume(throwing: CancellationError())
    }

    /// Tear-down: the sleep throws `CancellationError` so that the task can finish and be freed.
    func resumeCancelled() {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(throwing: CancellationError())
    }
}
