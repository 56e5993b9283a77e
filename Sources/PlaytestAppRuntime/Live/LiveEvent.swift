/// Something that happened inside a live app without a tap: a dispatch block, a timer, an animation completion or
/// a sleeping task's resumption, named by the adapter from the snapshots around it.
public struct LiveEvent: Sendable, Hashable, CustomStringConvertible {
    /// What fired and when.
    public let firing: AppFiring
    /// The adapter's name for it.
    public let label: String

    /// An event.
    public init(firing: AppFiring, label: String) {
        self.firing = firing
        self.label = label
    }

    /// The label.
    public var description: String { label }
}
