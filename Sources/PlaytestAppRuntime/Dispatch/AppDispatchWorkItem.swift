/// `DispatchWorkItem` for the bound world: a block that can be cancelled before it runs.
public final class AppDispatchWorkItem: @unchecked Sendable {
    let block: @Sendable () -> Void
    /// True once `cancel()` was called.
    public private(set) var isCancelled = false

    /// A work item that runs `block`.
    public init(qos: AnyHashable? = nil, flags: AnyHashable? = nil, block: @escaping @Sendable () -> Void) {
        self.block = block
    }

    /// Runs the block now, unless cancelled.
    public func perform() {
        guard !isCancelled else { return }
        block()
    }

    /// Cancels the block if it has not run yet.
    public func cancel() {
        isCancelled = true
    }
}
