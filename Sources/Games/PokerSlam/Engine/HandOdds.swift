/// The exact number of k-card subsets of the 52-card deck that form each hand, for k = 2 to 5.
///
/// Counted combinatorially, not by sampling: for every multiset of ranks of
/// size k (at most 4 of a rank) the number of ways to give its cards suits is
/// the product of C(4, count) over its ranks, of which 4 are one suit when
/// the ranks are distinct; one representative of each (one-suit and
/// mixed-suit) is classified. A subset matching several hands counts under
/// the one the document ranks highest (its raw value), whatever the scoring
/// table: rarity belongs to the hand, not to the table.
public enum HandOdds {
    /// One row: hands of `cards` cards of type `hand`, and how many subsets form it.
    public struct Row: Sendable, Hashable {
        /// The subset size.
        public let cards: Int
        /// The hand.
        public let hand: HandType
        /// The number of `cards`-card subsets forming it.
        public let combinations: Int
    }

    /// Every (size, hand) with at least one subset, by size then the document's order.
    public static func table(aceWraps: Bool) -> [Row] {
        let detector = PokerHandDetector(aceWraps: aceWraps)
        var rows: [Row] = []
        for size in 2...5 {
            var counts = [Int](repeating: 0, count: 17)
            var rankCounts = [Int](repeating: 0, count: 13)
            func visit(rank: Int, left: Int) {
                if left == 0 {
                    classify(rankCounts, size: size, detector: detector, into: &counts)
                    return
                }
                guard rank < 13 else { return }
                for take in stride(from: min(4, left), through: 0, by: -1) {
                    rankCounts[rank] = take
                    visit(rank: rank + 1, left: left - take)
                }
                rankCounts[rank] = 0
            }
            visit(rank: 0, left: size)
            for hand in HandType.allCases where counts[hand.index] > 0 {
                rows.append(Row(cards: size, hand: hand, combinations: counts[hand.index]))
            }
        }
        return rows
    }

    /// The number of k-card subsets of the deck: C(52, k).
    public static func subsets(of size: Int) -> Int {
        (0..<size).reduce(1) { $0 * (52 - $1) / ($1 + 1) }
    }

    /// Adds the suit assignments of one rank multiset to the hand counts.
    static func classify(_ rankCounts: [Int], size: Int, detector: PokerHandDetector, into counts: inout [Int]) {
        let choose = [1, 4, 6, 4, 1]
        let ways = rankCounts.reduce(1) { $0 * choose[$1] }
        let distinct = rankCounts.allSatisfy { $0 <= 1 }
        // A mixed-suit representative: each rank's cards take suits 0, 1, ...; with distinct ranks the first card takes suit 1.
        var mixed: [Card] = []
        var oneSuit: [Card] = []
        for (index, count) in rankCounts.enumerated() where count > 0 {
            let rank = Rank(rawValue: index + 2)!
            for copy in 0..<count {
                mixed.append(Card(rank: rank, suit: Suit(rawValue: distinct && mixed.isEmpty ? 1 : copy)!))
                oneSuit.append(Card(rank: rank, suit: .clubs))
            }
        }
        if distinct {
            if let hand = topHand(detector.matches(cards: oneSuit)) { counts[hand.index] += 4 }
            if let hand = topHand(detector.matches(cards: mixed)) { counts[hand.index] += ways - 4 }
        } else if let hand = topHand(detector.matches(cards: mixed)) {
            counts[hand.index] += ways
        }
    }

    /// The matching hand the document ranks highest (the lowest index).
    static func topHand(_ matches: UInt32) -> HandType? {
        matches == 0 ? nil : HandType.allCases[matches.trailingZeroBitCount]
    }

    /// `hand-odds.csv`: `cards,hand,combinations`.
    public static func csv(aceWraps: Bool) -> String {
        csv(table(aceWraps: aceWraps))
    }

    /// `hand-odds.csv` of a table already counted (`table(aceWraps:)`), so a report that shows the table does not
    /// count it twice.
    public static func csv(_ rows: [Row]) -> String {
        "cards,hand,combinations\n" + rows.map { "\($0.cards),\($0.hand.name),\($0.combinations)\n" }.joined()
    }
}
