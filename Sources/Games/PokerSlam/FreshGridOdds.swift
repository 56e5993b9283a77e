import PlaytestKit

/// How rare each hand is where a player meets it: on a fresh grid (the 25 cards of an opening deal).
///
/// The one rarity measure the report and the tuner use. For each hand, over `deals` fresh shuffles of a 52-card
/// deck: the chance that the grid offers at least one (Wilson 95% interval), and the expected number of distinct
/// connected card sets on the grid forming it (mean with its 95% interval; a hand never seen gets 0 to 3/deals, the
/// rule of three). A set matching several hands counts under the one the document ranks highest (its raw value),
/// whatever the scoring table, so rarity belongs to the hand, not to the table. Unlike the share of k-card subsets
/// of the deck (`HandOdds`), whose denominators differ by size (973 connected 4-sets against 3,682 connected
/// 5-sets per grid), hands of every size are compared on one footing.
///
/// Deal i is shuffled from the chance stream of game i of `seed` (as the run's game i is), so each deal counts once,
/// however many configurations play it.
public struct FreshGridOdds: Sendable {
    /// One hand's figures.
    public struct Entry: Sendable {
        /// The hand.
        public let hand: HandType
        /// Grids offering at least one.
        public let offered: Int
        /// The number per grid, over the deals.
        public let perGrid: RunningStatistics
        /// Deals.
        public let deals: Int

        /// The chance that a fresh grid offers the hand, with its Wilson 95% interval.
        public var chance: ConfidenceInterval? { ConfidenceInterval.wilson(successes: offered, trials: deals) }

        /// The expected number per grid with its 95% interval: the t interval of the mean clipped at 0 (a count), or
        /// 0 to 3/deals for a hand never seen.
        public var expected: ConfidenceInterval? {
            guard deals > 0 else { return nil }
            if perGrid.mean == 0 { return ConfidenceInterval(estimate: 0, lower: 0, upper: 3 / Double(deals)) }
            return perGrid.meanInterval95.map { ConfidenceInterval(estimate: $0.estimate, lower: max(0, $0.lower), upper: $0.upper) }
        }
    }

    /// Deals counted.
    public let deals: Int
    /// One entry per hand, in the document's order.
    public let entries: [Entry]

    /// Deals `deals` fresh grids from `seed`'s game streams and counts each hand on them.
    ///
    /// - Complexity: O(deals x connected sets of a grid), about 5,000 sets a grid.
    public init(aceWraps: Bool, seed: UInt64, deals: Int) {
        let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps))
        var offered = [Int](repeating: 0, count: HandType.allCases.count)
        var perGrid = [RunningStatistics](repeating: RunningStatistics(), count: HandType.allCases.count)
        var counter = HandTypeCounter()
        for deal in 0..<deals {
            var chance = StreamSeed.generator(seed: seed, game: UInt64(deal), stream: StreamSeed.chance)
            var order = Card.fullDeck
            chance.shuffle(&order)
            var board = GameStateManager(order: order)
            board.dealInitialCards()
            counter.reset()
            finder.visitHands(in: board.grid, with: &counter)
            let counts = counter.counts
            for index in counts.indices {
                if counts[index] > 0 { offered[index] += 1 }
                perGrid[index].add(Double(counts[index]))
            }
        }
        self.deals = deals
        entries = HandType.allCases.map { Entry(hand: $0, offered: offered[$0.index], perGrid: perGrid[$0.index], deals: deals) }
    }

    /// The entry of a hand.
    public func entry(_ hand: HandType) -> Entry {
        entries[hand.index]
    }

    /// One inversion: a hand shown rarer (its expected number per grid's 95% interval wholly below the other's) that
    /// scores fewer points.
    public struct Inversion: Sendable {
        /// The rarer hand and its figure.
        public let rarer: Entry
        /// The commoner hand and its figure.
        public let commoner: Entry
        /// How many times commoner (expected numbers per grid).
        public var ratio: Double { commoner.perGrid.mean / max(rarer.perGrid.mean, 1e-12) }
    }

    /// Every pair where the rarer hand scores strictly fewer points and the two hands' 95% intervals of the expected
    /// number per grid separate, widest ratio first. Two separated 95% intervals mean a difference at about the
    /// 0.6% level each, so over the 136 pairs of 17 hands a false inversion is unlikely but not impossible.
    public func inversions(scoring: ScoringTable) -> [Inversion] {
        var result: [Inversion] = []
        for rarer in entries {
            guard let low = rarer.expected else { continue }
            for commoner in entries where commoner.hand != rarer.hand {
                guard let high = commoner.expected, low.upper < high.lower,
                      scoring.points(for: rarer.hand) < scoring.points(for: commoner.hand) else { continue }
                result.append(Inversion(rarer: rarer, commoner: commoner))
            }
        }
        return result.sorted { a, b in
            a.ratio != b.ratio ? a.ratio > b.ratio : (a.rarer.hand.index, a.commoner.hand.index) < (b.rarer.hand.index, b.commoner.hand.index)
        }
    }

    /// The pairs whose order by expected number per grid is not shown: the intervals overlap and the points differ.
    public func unresolvedPairs(scoring: ScoringTable) -> Int {
        var count = 0
        for (position, a) in entries.enumerated() {
            for b in entries.dropFirst(position + 1) {
                guard let x = a.expected, let y = b.expected, x.upper >= y.lower, y.upper >= x.lower,
                      scoring.points(for: a.hand) != scoring.points(for: b.hand) else { continue }
                count += 1
            }
        }
        return count
    }
}
