/// One of the 52 cards of the deck.
///
/// The design document's `Card` also carries a UUID and the flags
/// `isSelected` and `isEligible`; here a card is its rank and suit (each of
/// the 52 is unique, so it is its own identity), and selection and
/// eligibility live in `CardSelectionManager`, as UI-free state.
public struct Card: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 0...51: `(rank - 2) * 4 + suit`.
    public let code: UInt8

    /// The card of this rank and suit.
    @inlinable
    public init(rank: Rank, suit: Suit) {
        code = UInt8((rank.rawValue - 2) * 4 + suit.rawValue)
    }

    /// The card with this code (0...51).
    @inlinable
    public init(code: UInt8) {
        precondition(code < 52, "a card code is 0...51")
        self.code = code
    }

    /// The rank.
    @inlinable public var rank: Rank { Rank(rawValue: Int(code >> 2) + 2)! }
    /// The suit.
    @inlinable public var suit: Suit { Suit(rawValue: Int(code & 3))! }

    /// The 52 cards, twos first, clubs first within a rank: the unshuffled deck.
    public static let fullDeck: [Card] = (0..<52).map { Card(code: UInt8($0)) }

    /// "AS", "TD", "2C".
    public var description: String { rank.symbol + suit.symbol }

    /// Reads "AS", "td", "10H" (rank then suit, either case); nil when it is not a card.
    public init?(_ text: String) {
        let upper = text.uppercased()
        guard let suitLetter = upper.last, let suit = Suit.allCases.first(where: { $0.symbol == String(suitLetter) }) else { return nil }
        let rankText = upper.dropLast()
        guard let rank = Rank.allCases.first(where: { $0.symbol == rankText || String($0.rawValue) == rankText }) else { return nil }
        self.init(rank: rank, suit: suit)
    }

    /// By code: rank, then suit.
    public static func < (lhs: Card, rhs: Card) -> Bool { lhs.code < rhs.code }
}
