import PlaytestKit

/// A driver's tap on the dice screen, or time passing.
public enum DiceAction: Hashable, Sendable, CustomStringConvertible {
    /// Tap Roll.
    case roll
    /// Tap a die to toggle its lock.
    case toggleLock(Int)
    /// Let virtual time pass, in microseconds.
    case advance(microseconds: Int64)
    /// Persist the group now (the app's store saving at any moment).
    case save
    /// Tap End Turn.
    case endTurn
    /// Tap New Turn.
    case newTurn

    /// `roll`, `toggleLock(3)`, `advance 0.40 s`.
    public var description: String {
        switch self {
        case .roll: "roll"
        case .toggleLock(let index): "toggleLock(\(index))"
        case .advance(let microseconds): "advance \(VirtualClock.format(microseconds: microseconds))"
        case .save: "save"
        case .endTurn: "endTurn"
        case .newTurn: "newTurn"
        }
    }

    /// True for a tap on a die.
    public var isLockTap: Bool {
        if case .toggleLock = self { return true }
        return false
    }
}
