import PlaytestKit

/// Snakesss has no events between moves.
public enum SnakesssEvent: Sendable, CustomStringConvertible {
    /// Never happens.
    case none
    /// "none".
    public var description: String { "none" }
}
