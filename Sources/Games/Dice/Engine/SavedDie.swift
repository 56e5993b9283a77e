import PlaytestKit

/// One die as persisted: value and lock.
public struct SavedDie: Sendable, Hashable {
    /// The value.
    public let value: Int
    /// The lock.
    public let isLocked: Bool
    /// Animation state must never be persisted (Property 6): the documented
    /// engine always writes false here. The field exists so that a store that
    /// leaks the transient state can be modelled, and caught.
    public let isAnimating: Bool

    /// Creates a saved die.
    public init(value: Int, isLocked: Bool, isAnimating: Bool = false) {
        self.value = value
        self.isLocked = isLocked
        self.isAnimating = isAnimating
    }
}
