import PlaytestKit

/// Keeps the hand worth the most points (the first met on a tie).
public struct BestHand: HandVisitor, Sendable {
    /// The table the points come from.
    public let scoring: ScoringTable
    /// The best hand's cells, if any.
    public var cells: CellSet?
    /// Its hand.
    public var hand: HandType?
    /// Its points (-1 before any).
    public var points = -1
    /// The most points a larger set could score when its ranks are all different and its suits several (a straight
    /// of some length), when it holds two ranks with a pair (two pair or a full house), and when its ranks are all
    /// different in one suit (a flush or straight of some kind): a set that can score no more than the best so far
    /// is not grown (`mayGrow`).
    @usableFromInline var straightBound: Int, pairedBound: Int, suitedBound: Int
    /// The most points a larger set of one rank could score (three or four of a kind, two pair, a full house).
    @usableFromInline var rankedBound: Int
    /// The paired, ranked and suited bounds of the whole table, and the same without a full house or a five-card
    /// run of one suit (straight or royal flush): for a grid known to hold neither (`HandFinder.visitBest`).
    @usableFromInline let wholeBounds: (paired: Int, ranked: Int, suited: Int), narrowedBounds: (paired: Int, ranked: Int, suited: Int)
    /// True when a full house scores more than every hand but a five-card run of one suit (the document's table), and
    /// not less than 0: the best hand of a grid holding a full house and no such run is its first full house.
    public let fullHousesFirst: Bool
    /// True when, besides `fullHousesFirst`, a flush scores more than every hand but a full house and a five-card run
    /// of one suit (the document's table): the best hand of a grid holding none of those three and a flush is its
    /// first flush.
    public let flushesNext: Bool
    /// The suited bound on a grid with no full house, no five-card run of one suit and no flush either: five cards
    /// of one suit can then form nothing (`leaveOutFlushes`).
    @usableFromInline let suitedWithoutFlushes: Int
    /// True when, besides `flushesNext`, a straight scores more than every hand but a full house, a flush and a
    /// five-card run of one suit (the document's table): the best hand of a grid holding none of those four and a
    /// straight is its first straight.
    public let straightsNext: Bool
    /// The straight and suited bounds on a grid with no five-card hand at all (no full house, flush, straight or
    /// five-card run of one suit): `leaveOutStraights`; and the whole table's straight bound, which `narrowBounds`
    /// restores.
    @usableFromInline let withoutFiveCardHands: (straight: Int, suited: Int, wholeStraight: Int)

    /// An empty search.
    @inlinable
    public init(scoring: ScoringTable) {
        self.scoring = scoring
        let straights = max(scoring.points(for: .miniStraight), scoring.points(for: .nearlyStraight), scoring.points(for: .straight))
        straightBound = straights
        pairedBound = max(scoring.points(for: .twoPair), scoring.points(for: .fullHouse))
        rankedBound = max(pairedBound, scoring.points(for: .threeOfAKind), scoring.points(for: .fourOfAKind))
        let flushes = max(scoring.points(for: .miniFlush), scoring.points(for: .nearlyFlush), scoring.points(for: .flush))
        let straightFlushes = max(scoring.points(for: .miniStraightFlush), scoring.points(for: .nearlyStraightFlush),
                                  scoring.points(for: .straightFlush))
        let royals = max(scoring.points(for: .miniRoyalFlush), scoring.points(for: .nearlyRoyalFlush), scoring.points(for: .royalFlush))
        suitedBound = max(straights, flushes, straightFlushes, royals)
        wholeBounds = (pairedBound, rankedBound, suitedBound)
        let twoPair = scoring.points(for: .twoPair)
        let shortRuns = max(scoring.points(for: .miniStraightFlush), scoring.points(for: .nearlyStraightFlush),
                            scoring.points(for: .miniRoyalFlush), scoring.points(for: .nearlyRoyalFlush))
        suitedWithoutFlushes = max(straights, scoring.points(for: .miniFlush), scoring.points(for: .nearlyFlush), shortRuns)
        let shortStraights = max(scoring.points(for: .miniStraight), scoring.points(for: .nearlyStraight))
        withoutFiveCardHands = (shortStraights, max(shortStraights, scoring.points(for: .miniFlush), scoring.points(for: .nearlyFlush), shortRuns),
                                straights)
        narrowedBounds = (twoPair, max(twoPair, scoring.points(for: .threeOfAKind), scoring.points(for: .fourOfAKind)),
                          max(straights, flushes, shortRuns))
        let fullHouse = scoring.points(for: .fullHouse)
        fullHousesFirst = fullHouse >= 0 && HandType.allCases.allSatisfy { hand in
            hand == .fullHouse || hand == .straightFlush || hand == .royalFlush || scoring.points(for: hand) < fullHouse
        }
        let flush = scoring.points(for: .flush)
        flushesNext = fullHousesFirst && flush >= 0 && HandType.allCases.allSatisfy { hand in
            hand == .fullHouse || hand == .straightFlush || hand == .royalFlush || hand == .flush || scoring.points(for: hand) < flush
        }
        let straight = scoring.points(for: .straight)
        straightsNext = flushesNext && straight >= 0 && HandType.allCases.allSatisfy { hand in
            hand == .fullHouse || hand == .straightFlush || hand == .royalFlush || hand == .flush || hand == .straight
                || scoring.points(for: hand) < straight
        }
    }

    /// Uses the bounds for a grid with no full house and no five-card run of one suit (`narrowed`), or the whole
    /// table's.
    @inlinable @inline(__always)
    public mutating func narrowBounds(_ narrowed: Bool) {
        let bounds = narrowed ? narrowedBounds : wholeBounds
        straightBound = withoutFiveCardHands.wholeStraight
        pairedBound = bounds.paired
        rankedBound = bounds.ranked
        suitedBound = bounds.suited
    }

    /// After `narrowBounds(true)`, for a grid known to hold no flush either: a set of one suit grows only toward
    /// what four cards or fewer of one suit, or a straight, can score.
    @inlinable @inline(__always)
    public mutating func leaveOutFlushes() {
        suitedBound = suitedWithoutFlushes
    }

    /// After `leaveOutFlushes()`, for a grid known to hold no straight either (so no five-card hand): a set grows
    /// only toward what four cards can score.
    @inlinable @inline(__always)
    public mutating func leaveOutStraights() {
        straightBound = withoutFiveCardHands.straight
        suitedBound = withoutFiveCardHands.suited
    }

    /// Empties the search (no hand yet) and restores the whole table's bounds, keeping the table.
    @inlinable @inline(__always)
    public mutating func reset() {
        cells = nil
        hand = nil
        points = -1
        narrowBounds(false)
    }

    /// False when every hand a larger set could form scores no more than the best so far (so could not replace it):
    /// three or more different ranks can only lengthen a straight (several suits) or a flush or straight of one suit;
    /// two ranks with a pair can only make two pair or a full house; one rank, three or four of a kind, two pair or a
    /// full house. Smaller sets always grow.
    @inlinable @inline(__always)
    public func mayGrow(count: Int, distinct: Int, suits: UInt32) -> Bool {
        mayGrow(beating: points, count: count, distinct: distinct, suits: suits)
    }

    /// Whether a larger set than this one (`count` cards, `distinct` ranks, `suits`) could score more than `points`
    /// (any set may when `points` is negative).
    @inlinable @inline(__always)
    public func mayGrow(beating points: Int, count: Int, distinct: Int, suits: UInt32) -> Bool {
        guard points >= 0 else { return true }
        if distinct < count { return distinct == 2 ? points < pairedBound : distinct == 1 ? points < rankedBound : true }
        guard count >= 3 else { return true }
        return points < (suits & (suits &- 1) == 0 ? suitedBound : straightBound)
    }

    /// The kinds of hand that could beat the best so far (every kind before any).
    @inlinable @inline(__always)
    public var wantedGrowth: HandGrowth { wantedGrowth(beating: points) }

    /// The kinds of hand whose best could score more than `points`.
    @inlinable @inline(__always)
    public func wantedGrowth(beating points: Int) -> HandGrowth {
        var wanted: HandGrowth = []
        if points < straightBound { wanted.insert(.straights) }
        if points < pairedBound { wanted.insert(.paired) }
        if points < suitedBound { wanted.insert(.suited) }
        return wanted
    }

    /// Keeps the hand when it is worth more than the best so far.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        let value = scoring.points(for: hand)
        if value > points {
            points = value
            self.cells = cells
            self.hand = hand
        }
        return true
    }
}
