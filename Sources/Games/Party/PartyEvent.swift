import PlaytestKit

/// What happens between taps as virtual time passes.
public enum PartyEvent: Sendable, Hashable, CustomStringConvertible {
    /// The turn's timer ticked and shows this many seconds.
    case tick(remaining: Int)
    /// The timer reached 0: the top card went to the bottom and the turn ended.
    case timeUp

    /// "tick 37", "time up".
    public var description: String {
        switch self {
        case .tick(let remaining): "tick \(remaining)"
        case .timeUp: "time up"
        }
    }
}
