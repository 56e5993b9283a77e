import PlaytestKit

/// A rare hand of the PokerSlam table of RULES.md that a planted deal puts on the opening grid (see ``PlantedDeal``).
///
/// Uniform deals play these rows in under 1.5% of games, too rarely for a check to show each in 2% of its games;
/// a check plants them in its swarmed games instead. The cards are the table's condition, written again from the
/// document: a royal flush is 10 J Q K A of one suit, a four of a kind the four cards of one rank, a nearly royal
/// flush J Q K A of one suit, a nearly straight flush four consecutive ranks of one suit other than J Q K A, a mini
/// royal flush J Q K of one suit.
public enum PlantedHand: String, CaseIterable, Sendable {
    /// Plants a royal flush on the opening grid.
    case royalFlush
    /// Plants a four of a kind on the opening grid.
    case fourOfAKind
    /// Plants a nearly royal flush on the opening grid.
    case nearlyRoyalFlush
    /// Plants a nearly straight flush on the opening grid.
    case nearlyStraightFlush
    /// Plants a mini royal flush on the opening grid.
    case miniRoyalFlush

    /// The table row the planted cards form.
    public var hand: HandType {
        switch self {
        case .royalFlush: .royalFlush
        case .fourOfAKind: .fourOfAKind
        case .nearlyRoyalFlush: .nearlyRoyalFlush
        case .nearlyStraightFlush: .nearlyStraightFlush
        case .miniRoyalFlush: .miniRoyalFlush
        }
    }

    /// The `plantedHand` parameter's value for no planting: a uniform deal.
    public static let none = "none"

    /// Every way to form the hand, as card sets: one per suit (per rank for four of a kind; per suit and run for a
    /// nearly straight flush, whose runs go from 2-5 up to 10-K: a straight with or without `aceWraps`, J Q K A
    /// being a nearly royal flush and the runs through the ace straights under one ace rule only).
    public var forms: [[Card]] {
        func run(_ ranks: ClosedRange<Int>, _ suit: Suit) -> [Card] { ranks.map { Card(rank: Rank(rawValue: $0)!, suit: suit) } }
        switch self {
        case .royalFlush: return Suit.allCases.map { run(10...14, $0) }
        case .nearlyRoyalFlush: return Suit.allCases.map { run(11...14, $0) }
        case .miniRoyalFlush: return Suit.allCases.map { run(11...13, $0) }
        case .nearlyStraightFlush: return Suit.allCases.flatMap { suit in (2...10).map { run($0...($0 + 3), suit) } }
        case .fourOfAKind: return Rank.allCases.map { rank in Suit.allCases.map { Card(rank: rank, suit: $0) } }
        }
    }

    /// Draws one form whose cards are all free of `used` (nil when none is).
    public func cards<R: RandomNumberGenerator>(avoiding used: Set<Card>, using rng: inout R) -> [Card]? {
        let free = forms.filter { $0.allSatisfy { !used.contains($0) } }
        return free.isEmpty ? nil : free[rng.draw(index: free.count)]
    }
}
