import PlaytestKit

/// One saved group: when it was saved and its dice.
public struct SavedDiceGroup: Sendable, Hashable {
    /// Virtual time of the save, in microseconds (the app's date).
    public let date: Int64
    /// The dice, in display order.
    public let dice: [SavedDie]
}
