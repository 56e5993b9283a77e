/// A second, deliberately plain hand evaluator, written apart from `PokerHandDetector`: the invariants judge
/// every played hand and the game-over flag with it, so a bug in the fast path cannot hide behind itself.
///
/// It sorts the ranks, counts them, and tests each row of the rules' table
/// in turn, with straights checked by listing every run explicitly.
public struct ReferenceHandEvaluator: Sendable {
    /// True when the ace joins king and two.
    public let aceWraps: Bool

    /// An evaluator for one ace rule.
    public init(aceWraps: Bool = true) {
        self.aceWraps = aceWraps
    }

    /// Every hand type `cards` form (no kickers: all cards take part).
    public func matchingHands(_ cards: [Card]) -> [HandType] {
        let n = cards.count
        guard (2...5).contains(n) else { return [] }
        let ranks = cards.map { $0.rank.rawValue }.sorted()
        var counts: [Int] = []
        var index = 0
        while index < ranks.count {
            var end = index
            while end < ranks.count && ranks[end] == ranks[index] { end += 1 }
            counts.append(end - index)
            index = end
        }
        counts.sort(by: >)
        let sameSuit = cards.allSatisfy { $0.suit == cards[0].suit }
        let distinct = counts.count == n
        let straight = distinct && isStraight(ranks)
        let royal5 = ranks == [10, 11, 12, 13, 14]
        let royal4 = ranks == [11, 12, 13, 14]
        let royal3 = ranks == [11, 12, 13]
        var result: [HandType] = []
        switch n {
        case 2:
            if counts == [2] { result.append(.pair) }
        case 3:
            if counts == [3] { result.append(.threeOfAKind) }
            if sameSuit && royal3 { result.append(.miniRoyalFlush) }
            if sameSuit && straight { result.append(.miniStraightFlush) }
            if sameSuit { result.append(.miniFlush) }
            if straight { result.append(.miniStraight) }
        case 4:
            if counts == [4] { result.append(.fourOfAKind) }
            if sameSuit && royal4 { result.append(.nearlyRoyalFlush) }
            if sameSuit && straight { result.append(.nearlyStraightFlush) }
            if sameSuit { result.append(.nearlyFlush) }
            if straight { result.append(.nearlyStraight) }
            if counts == [2, 2] { result.append(.twoPair) }
        default:
            if sameSuit && royal5 { result.append(.royalFlush) }
            if sameSuit && straight { result.append(.straightFlush) }
            if counts == [3, 2] { result.append(.fullHouse) }
            if sameSuit { result.append(.flush) }
            if straight { result.append(.straight) }
        }
        return result
    }

    /// The hand `cards` score as under `points` (hand to points): the matching hand worth most, ties to the document's order.
    public func bestHand(_ cards: [Card], points: (HandType) -> Int = { $0.rawValue }) -> HandType? {
        let hands = matchingHands(cards)
        return hands.max { a, b in points(a) != points(b) ? points(a) < points(b) : a.index > b.index }
    }

    /// True when the sorted, distinct ranks equal one of the runs listed for their length.
    func isStraight(_ sortedRanks: [Int]) -> Bool {
        let runs = aceWraps ? Self.wrappingRuns : Self.linearRuns
        guard sortedRanks.count < runs.count else { return false }
        return runs[sortedRanks.count].contains(sortedRanks)
    }

    /// Every run of n ranks (index n), each as its sorted rank values (ace 14), listed by walking the ranks:
    /// 2...14 and round again with the wrap; the ace first (as low) then 2...14 without it.
    static let wrappingRuns: [[[Int]]] = (0...5).map { n in
        n < 2 ? [] : (0..<13).map { start in (0..<n).map { 2 + (start + $0) % 13 }.sorted() }
    }
    static let linearRuns: [[[Int]]] = (0...5).map { n in
        let walk = [14] + Array(2...14)
        return n < 2 ? [] : (0...(walk.count - n)).map { Array(walk[$0..<($0 + n)]).sorted() }
    }
}
