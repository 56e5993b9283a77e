import PlaytestKit

/// What happens to a die between taps, as virtual time passes.
public enum DiceEvent: Sendable, Hashable, CustomStringConvertible {
    /// The die's start delay ended and it began animating (shipped rules only; documented dice animate from the tap).
    case started(die: Int)
    /// The die's animation ended and it shows its final value.
    case settled(die: Int)

    /// "die 3 settled".
    public var description: String {
        switch self {
        case .started(let die): "die \(die) started animating"
        case .settled(let die): "die \(die) settled"
        }
    }
}
