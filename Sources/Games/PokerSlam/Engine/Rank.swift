/// A card's rank: 2 to 10, then jack (11), queen (12), king (13) and ace (14).
public enum Rank: Int, CaseIterable, Sendable, Hashable, Comparable {
    /// The 2.
    case two = 2
    /// The 3.
    case three
    /// The 4.
    case four
    /// The 5.
    case five
    /// The 6.
    case six
    /// The 7.
    case seven
    /// The 8.
    case eight
    /// The 9.
    case nine
    /// The 10.
    case ten
    /// The jack, worth 11 in a sequence.
    case jack
    /// The queen, 12 in a sequence.
    case queen
    /// The king, 13 in a sequence.
    case king
    /// The ace, 14 in a sequence (and 1 where the rules let a straight wrap through it).
    case ace

    /// "2" ... "9", "T", "J", "Q", "K", "A".
    public var symbol: String {
        switch self {
        case .ten: "T"
        case .jack: "J"
        case .queen: "Q"
        case .king: "K"
        case .ace: "A"
        default: String(rawValue)
        }
    }

    /// The rank's bit in a 13-bit rank mask (two is bit 0, ace bit 12).
    @inlinable public var bit: UInt16 { 1 << UInt16(rawValue - 2) }

    /// Ranks compare by value, ace high.
    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}
