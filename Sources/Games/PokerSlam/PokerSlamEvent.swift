/// PokerSlam has no events between moves.
public enum PokerSlamEvent: Sendable, CustomStringConvertible {
    /// Never happens.
    case none
    /// "none".
    public var description: String { "none" }
}
