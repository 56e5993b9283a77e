import PlaytestKit

/// One six-sided die: its value, its lock and whether it is animating.
///
/// `value` is the model's value; while a die animates the app shows other
/// faces, which are visual only and not modelled. The schedule fields are
/// transient animation state, never persisted.
public struct Die: Sendable, Hashable {
    /// The value, 1 through 6.
    public internal(set) var value: Int {
        get { Int(face) }
        set { face = Int8(truncatingIfNeeded: newValue) }
    }
    /// True when the player has locked the die (the document's `locked`): Roll leaves it alone.
    public internal(set) var isLocked: Bool
    /// True while the die's roll animation runs (the document's `isAnimating`).
    public internal(set) var isAnimating: Bool
    /// The value `roll()` decided for the running animation, if one is scheduled.
    public internal(set) var decidedValue: Int? {
        get { decidedFace == 0 ? nil : Int(decidedFace) }
        set { decidedFace = Int8(truncatingIfNeeded: newValue ?? 0) }
    }
    /// True from the Roll tap until the die's animation has settled (it may still be in its start delay).
    public internal(set) var isScheduled: Bool

    // One byte each, so that a group of dice copies cheaply (the runner keeps the state before each action).
    private var face: Int8
    private var decidedFace: Int8 = 0

    /// A die at rest showing `value`.
    public init(value: Int, isLocked: Bool = false) {
        precondition((1...6).contains(value), "a die shows 1 through 6")
        self.init(restoring: value, isLocked: isLocked)
    }

    /// A die exactly as saved, even with a value a broken engine wrote (so an invariant can report it, not trap).
    init(restoring value: Int, isLocked: Bool) {
        self.face = Int8(truncatingIfNeeded: value)
        self.isLocked = isLocked
        self.isAnimating = false
        self.isScheduled = false
    }

    /// Locks an unlocked die and unlocks a locked one; ignored while the die animates.
    ///
    /// Returns true when the lock changed. With `guarded` false (the shipped
    /// app) there is no guard and an animating die toggles too.
    @discardableResult
    public mutating func toggleLock(guarded: Bool = true) -> Bool {
        if guarded && isAnimating { return false }
        isLocked.toggle()
        return true
    }
}
