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

    /// True when the sorted, distinct ranks form one run: on the cycle 2..K, A, 2 with the ace wrapping, else with the ace high or low.
    func isStraight(_ sortedRanks: [Int]) -> Bool {
        let n = sortedRanks.count
        let wanted = Set(sortedRanks)
        // Sequences of positions: 2...14 then (wrapping) around, or the ace as 1 (no wrap).
        let cycle = aceWraps ? Array(2...14) + Array(2...14) : [14] + Array(2...14)
        let starts = aceWraps ? 13 : cycle.count - n + 1
        for start in 0..<starts {
            let run = Set(cycle[start..<(start + n)])
            if run.count == n && run == wanted { return true }
        }
        return false
    }
}

/// The unpruned search the game-over invariant trusts: every connected set of 2 to 5 cards, judged by
/// `ReferenceHandEvaluator`, grown cell by cell with a plain list of visited sets (slow, independent, simple).
public struct ExhaustiveHandSearch: Sendable {
    /// The evaluator.
    public let evaluator: ReferenceHandEvaluator

    /// A search under one ace rule.
    public init(aceWraps: Bool = true) {
        evaluator = ReferenceHandEvaluator(aceWraps: aceWraps)
    }

    /// True when some connected set of 2 to 5 grid cards forms a hand.
    public func hasHand(in grid: CardGrid) -> Bool {
        firstHand(in: grid) != nil
    }

    /// The first connected set found that forms a hand, or nil.
    public func firstHand(in grid: CardGrid) -> CellSet? {
        let occupied = grid.occupied
        // Level by level: all connected sets of size k, then grow each by one neighbour (deduplicated by sorting).
        var level: [UInt32] = occupied.map { 1 << UInt32($0) }
        for _ in 2...5 {
            var next: [UInt32] = []
            for set in level {
                for cell in CellSet(bits: set).neighbourhood where occupied.contains(cell) {
                    next.append(set | 1 << UInt32(cell))
                }
            }
            next.sort()
            level = []
            for set in next where level.last != set { level.append(set) }
            for set in level where !evaluator.matchingHands(grid.cards(in: CellSet(bits: set))).isEmpty {
                return CellSet(bits: set)
            }
        }
        return nil
    }
}
