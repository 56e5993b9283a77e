/// The 17 hands of PokerSlam, with the design document's raw values as their default points.
///
/// Every selected card takes part in the hand (no kickers), and a selection
/// that matches several hands is scored as the one worth the most points.
public enum HandType: Int, CaseIterable, Sendable, Hashable, Comparable {
    // 5-card hands
    /// Ten, jack, queen, king and ace of one suit.
    case royalFlush = 100
    /// Five cards in sequence, all of one suit.
    case straightFlush = 95
    /// Three cards of one rank and two of another.
    case fullHouse = 90
    /// Five cards of one suit, not in sequence.
    case flush = 85
    /// Five cards in sequence, not all of one suit.
    case straight = 80
    // 4-card hands
    /// Four cards of one rank.
    case fourOfAKind = 75
    /// Four of ten, jack, queen, king and ace, all of one suit.
    case nearlyRoyalFlush = 70
    /// Four cards in sequence, all of one suit.
    case nearlyStraightFlush = 65
    /// Four cards of one suit, not in sequence.
    case nearlyFlush = 60
    /// Four cards in sequence, not all of one suit.
    case nearlyStraight = 55
    /// Two cards of one rank and two of another.
    case twoPair = 50
    // 3-card hands
    /// Three cards of one rank.
    case threeOfAKind = 45
    /// Three of ten, jack, queen, king and ace, all of one suit.
    case miniRoyalFlush = 40
    /// Three cards in sequence, all of one suit.
    case miniStraightFlush = 35
    /// Three cards of one suit, not in sequence.
    case miniFlush = 30
    /// Three cards in sequence, not all of one suit.
    case miniStraight = 25
    // 2-card hands
    /// Two cards of one rank.
    case pair = 15

    /// The number of cards the hand is made of.
    public var cardCount: Int {
        switch self {
        case .royalFlush, .straightFlush, .fullHouse, .flush, .straight: 5
        case .fourOfAKind, .nearlyRoyalFlush, .nearlyStraightFlush, .nearlyFlush, .nearlyStraight, .twoPair: 4
        case .threeOfAKind, .miniRoyalFlush, .miniStraightFlush, .miniFlush, .miniStraight: 3
        case .pair: 2
        }
    }

    /// The name the hand reference shows: "Nearly Straight Flush".
    public var displayName: String {
        switch self {
        case .pair: "Pair"
        case .miniStraight: "Mini Straight"
        case .miniFlush: "Mini Flush"
        case .miniStraightFlush: "Mini Straight Flush"
        case .miniRoyalFlush: "Mini Royal Flush"
        case .threeOfAKind: "Three of a Kind"
        case .twoPair: "Two Pair"
        case .nearlyStraight: "Nearly Straight"
        case .nearlyFlush: "Nearly Flush"
        case .nearlyStraightFlush: "Nearly Straight Flush"
        case .nearlyRoyalFlush: "Nearly Royal Flush"
        case .fourOfAKind: "Four of a Kind"
        case .straight: "Straight"
        case .flush: "Flush"
        case .fullHouse: "Full House"
        case .straightFlush: "Straight Flush"
        case .royalFlush: "Royal Flush"
        }
    }

    /// The name of several such hands: "Royal Flushes", "Fours of a Kind", "Two Pairs", "Full Houses".
    public var pluralName: String {
        let name = displayName
        if name.hasSuffix(" of a Kind") {
            return String(name.dropLast(" of a Kind".count)) + "s of a Kind"
        }
        return name.hasSuffix("sh") ? name + "es" : name + "s"
    }

    /// True for the hands that are runs of ranks (straights and straight flushes of 3, 4 or 5 cards, royal ones included).
    public var isStraight: Bool {
        switch self {
        case .royalFlush, .straightFlush, .straight, .nearlyRoyalFlush, .nearlyStraightFlush, .nearlyStraight,
             .miniRoyalFlush, .miniStraightFlush, .miniStraight: true
        default: false
        }
    }

    /// The case's name, as reports and parameters spell it: `nearlyStraightFlush`.
    public var name: String { Self.names[index] }

    /// Each case's name by `index`, spelt out: asking the runtime for a case's name reflects on the type, which costs
    /// about 3.5 million instructions the first time in a process (a test checks these against the runtime's names).
    static let names: [String] = [
        "royalFlush", "straightFlush", "fullHouse", "flush", "straight",
        "fourOfAKind", "nearlyRoyalFlush", "nearlyStraightFlush", "nearlyFlush", "nearlyStraight", "twoPair",
        "threeOfAKind", "miniRoyalFlush", "miniStraightFlush", "miniFlush", "miniStraight",
        "pair",
    ]

    /// The hand's position in the document's order, 0 (royal flush) to 16 (pair): a compact index.
    @inlinable
    public var index: Int {
        switch self {
        case .royalFlush: 0
        case .straightFlush: 1
        case .fullHouse: 2
        case .flush: 3
        case .straight: 4
        case .fourOfAKind: 5
        case .nearlyRoyalFlush: 6
        case .nearlyStraightFlush: 7
        case .nearlyFlush: 8
        case .nearlyStraight: 9
        case .twoPair: 10
        case .threeOfAKind: 11
        case .miniRoyalFlush: 12
        case .miniStraightFlush: 13
        case .miniFlush: 14
        case .miniStraight: 15
        case .pair: 16
        }
    }

    /// The hand at `index` in the document's order (0 royal flush ... 16 pair); no array is built.
    @inlinable
    public init(index: Int) {
        switch index {
        case 0: self = .royalFlush
        case 1: self = .straightFlush
        case 2: self = .fullHouse
        case 3: self = .flush
        case 4: self = .straight
        case 5: self = .fourOfAKind
        case 6: self = .nearlyRoyalFlush
        case 7: self = .nearlyStraightFlush
        case 8: self = .nearlyFlush
        case 9: self = .nearlyStraight
        case 10: self = .twoPair
        case 11: self = .threeOfAKind
        case 12: self = .miniRoyalFlush
        case 13: self = .miniStraightFlush
        case 14: self = .miniFlush
        case 15: self = .miniStraight
        default: self = .pair
        }
    }

    /// By raw value (the document's points).
    public static func < (lhs: HandType, rhs: HandType) -> Bool { lhs.rawValue < rhs.rawValue }
}
