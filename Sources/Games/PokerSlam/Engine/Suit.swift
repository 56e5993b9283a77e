/// A card's suit.
public enum Suit: Int, CaseIterable, Sendable, Hashable {
    case clubs, diamonds, hearts, spades

    /// "C", "D", "H", "S".
    public var symbol: String {
        switch self {
        case .clubs: "C"
        case .diamonds: "D"
        case .hearts: "H"
        case .spades: "S"
        }
    }
}
