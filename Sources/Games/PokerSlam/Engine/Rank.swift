/// A card's rank: 2 to 10, then jack (11), queen (12), king (13) and ace (14).
public enum Rank: Int, CaseIterable, Sendable, Hashable, Comparable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace

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
