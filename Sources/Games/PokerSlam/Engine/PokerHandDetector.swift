/// Says which hand a set of cards forms: every card counts, no kickers.
///
/// The one classifier behind the game, the bots and the hand-odds table; the
/// invariants check its verdicts against an independent evaluator
/// (`ReferenceHandEvaluator`). It works on a shape (card count, rank mask,
/// suits seen, sum of squared rank counts) so that a search growing a set one
/// card at a time can classify it without looking at the cards again.
public struct PokerHandDetector: Sendable {
    /// True when the ace joins king and two (K A 2 is a straight).
    public let aceWraps: Bool
    /// The points of each hand: decides which of several matching hands a selection scores as.
    public let scoring: ScoringTable
    @usableFromInline let runs: RankRuns

    /// The ranks of J Q K, J Q K A and T J Q K A.
    @usableFromInline static let jackQueenKing: UInt16 = Rank.jack.bit | Rank.queen.bit | Rank.king.bit
    @usableFromInline static let jackToAce: UInt16 = jackQueenKing | Rank.ace.bit
    @usableFromInline static let tenToAce: UInt16 = jackToAce | Rank.ten.bit

    /// The ranks of the royal run of `count` cards (J Q K, J Q K A, T J Q K A), 0 for another count.
    @inlinable @inline(__always)
    static func royalRanks(count: Int) -> UInt16 {
        switch count {
        case 3: jackQueenKing
        case 4: jackToAce
        case 5: tenToAce
        default: 0
        }
    }

    /// A detector for one rule and table; by default the document's (ace wraps, raw values as points).
    public init(aceWraps: Bool = true, scoring: ScoringTable = .standard) {
        self.aceWraps = aceWraps
        self.scoring = scoring
        self.runs = RankRuns.forRule(aceWraps: aceWraps)
    }

    /// The hand `cards` form under the document's rules, or nil (the document's `PokerHandDetector.detectHand`).
    public static func detectHand(cards: [Card]) -> HandType? {
        PokerHandDetector().detectHand(cards: cards)
    }

    /// The hand `cards` form, the one worth most under `scoring` when several match, or nil.
    public func detectHand(cards: [Card]) -> HandType? {
        best(of: matches(cards: cards))
    }

    /// Every hand `cards` form, as bits by `HandType.index` (a royal flush is also a straight flush, a flush and a straight).
    public func matches(cards: [Card]) -> UInt32 {
        var shape = HandShape()
        for card in cards { shape.add(card) }
        return matches(shape)
    }

    /// Every hand a shape forms, as bits by `HandType.index`.
    @inlinable @inline(__always)
    public func matches(_ shape: HandShape) -> UInt32 {
        let count = shape.count
        guard count >= 2, count <= 5 else { return 0 }
        let distinct = shape.rankMask.nonzeroBitCount
        if distinct < count {
            switch (count, distinct, shape.sumOfSquares) {
            case (2, 1, _): return Self.bit(.pair)
            case (3, 1, _): return Self.bit(.threeOfAKind)
            case (4, 1, _): return Self.bit(.fourOfAKind)
            case (4, 2, 8): return Self.bit(.twoPair)
            case (5, 2, 13): return Self.bit(.fullHouse)
            default: return 0
            }
        }
        let flush = shape.isOneSuit
        let straight = runs.isRun(shape.rankMask, count: count)
        var result: UInt32 = 0
        switch count {
        case 3:
            if flush { result |= Self.bit(.miniFlush) }
            if straight { result |= Self.bit(.miniStraight) }
            if flush && straight { result |= Self.bit(.miniStraightFlush) }
            if flush && shape.rankMask == Self.jackQueenKing { result |= Self.bit(.miniRoyalFlush) }
        case 4:
            if flush { result |= Self.bit(.nearlyFlush) }
            if straight { result |= Self.bit(.nearlyStraight) }
            if flush && straight { result |= Self.bit(.nearlyStraightFlush) }
            if flush && shape.rankMask == Self.jackToAce { result |= Self.bit(.nearlyRoyalFlush) }
        case 5:
            if flush { result |= Self.bit(.flush) }
            if straight { result |= Self.bit(.straight) }
            if flush && straight { result |= Self.bit(.straightFlush) }
            if flush && shape.rankMask == Self.tenToAce { result |= Self.bit(.royalFlush) }
        default:
            break
        }
        return result
    }

    /// The matching hand worth the most points under `scoring` (ties: the document's order), or nil for none.
    @inlinable
    public func best(of matches: UInt32) -> HandType? {
        guard matches != 0 else { return nil }
        var rest = matches
        var bestPosition: UInt8 = 0xFF
        while rest != 0 {
            let index = rest.trailingZeroBitCount
            rest &= rest - 1
            bestPosition = min(bestPosition, scoring.positionVector[index])
        }
        return HandType(index: Int(scoring.rankingVector[Int(bestPosition)]))
    }

    /// True when some superset of this shape (up to 5 cards) may still form a hand:
    /// one suit, or at most two ranks, or distinct ranks within a run of five.
    @inlinable
    public func canGrow(_ shape: HandShape) -> Bool {
        if shape.isOneSuit { return true }
        let distinct = shape.rankMask.nonzeroBitCount
        return distinct <= 2 || (distinct == shape.count && runs.fitsInFive(shape.rankMask))
    }

    @inlinable
    static func bit(_ hand: HandType) -> UInt32 { 1 << UInt32(hand.index) }
}
