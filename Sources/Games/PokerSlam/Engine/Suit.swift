/// A card's suit.
public enum Suit: Int, CaseIterable, Sendable, Hashable {
    /// The suit of clubs.
    case clubs
    /// The suit of diamonds.
    case diamonds
    /// The suit of hearts.
    case hearts
    /// The suit of spades.
    case spades

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
