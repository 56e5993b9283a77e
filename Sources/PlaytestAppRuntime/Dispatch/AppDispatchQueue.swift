import Dispatch

/// `DispatchQueue` for an app's logic layer: on the bound world's virtual clock, the real queue when no world is
/// bound.
///
/// Every queue of a world (main, global, labelled) runs its blocks on the world's one thread in order of time and
/// then of scheduling: a world is serial, which is what an app's logic may assume of the main queue and what makes
/// a game replay. `sync` runs the block at once.
public final class AppDispatchQueue: @unchecked Sendable {
    /// The main queue.
    public static let main = AppDispatchQueue(system: .main)

    /// A global queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> AppDispatchQueue {
        AppDispatchQueue(system: .global(qos: qos))
    }

    let system: DispatchQueue
    /// The queue's label.
    public let label: String

    init(system: DispatchQueue) {
        self.system = system
        self.label = system.label
    }

    /// A queue of the app's own.
    public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
                autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.system = DispatchQueue(label: label, qos: qos, attributes: attributes, autoreleaseFrequency: autoreleaseFrequency, target: target)
        self.label = label
    }

    /// Runs `work` as soon as the world gets to it (after what is already due now).
    public func async(group: AnyHashable? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: .now(), execute: work)
    }

    /// Runs `work` at `deadline`.
    public func asyncAfter(deadline: AppDispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable () -> Void) {
        if let world = AppWorld.current {
            world.schedule(at: deadline.microseconds, kind: .dispatch) { work() }
        } else {
            system.asyncAfter(deadline: deadline.systemTime) { work() }
        }
    }

    /// Runs the work item at `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: AppDispatchTime, execute item: AppDispatchWorkItem) {
        if let world = AppWorld.current {
            world.schedule(at: deadline.microseconds, kind: .dispatch) { item.perform() }
        } else {
            system.asyncAfter(deadline: deadline.systemTime) { item.perform() }
        }
    }

    /// Runs the work item soon, unless it is cancelled first.
    public func async(execute item: AppDispatchWorkItem) {
        asyncAfter(deadline: .now(), execute: item)
    }

    /// Runs `work` now and returns its result.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }
}
