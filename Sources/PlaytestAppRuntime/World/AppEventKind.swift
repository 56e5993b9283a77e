/// What a scheduled item is: the runtime reports each firing as an event of this kind.
public enum AppEventKind: String, Sendable, Hashable, CaseIterable {
    /// A block given to `DispatchQueue.asyncAfter` or `async`.
    case dispatch
    /// A `Timer` firing.
    case timer
    /// A sleeping task (`Task.sleep`, a clock's `sleep`) resumed.
    case taskResume
    /// An animation's completion (`withAnimation(_:_:completion:)`).
    case animation
}

/// One firing: what fired and the virtual time it fired at.
public struct AppFiring: Sendable, Hashable {
    /// What fired.
    public let kind: AppEventKind
    /// The virtual time, in microseconds.
    public let time: Int64
}

/// A scheduled item's ticket, to cancel it.
public struct AppTicket: Sendable, Hashable {
    /// The world's identifier of the item.
    public let rawValue: UInt64
}
