/// A player's move (DESIGN.md 2.1).
public enum HogAction: Hashable, Sendable, CustomStringConvertible, CaseIterable {
    /// Roll both dice.
    case roll
    /// Bank the turn total and pass the turn.
    case hold

    /// `roll` or `hold`.
    public var description: String {
        switch self {
        case .roll: "roll"
        case .hold: "hold"
        }
    }
}
