/// Finds every connected set of 2 to 5 grid cards that forms a hand, without trying all subsets.
///
/// Connected sets are grown from each cell in turn, adding only cells after
/// it, through an extension set that never offers a cell twice (the ESU
/// scheme of Wernicke, "Efficient detection of network motifs", 2006): each
/// connected set is met exactly once. A partial set that can no longer become
/// a hand (not one suit, more than two ranks, and ranks not within a run of
/// five) is not grown further. The game-over check and the bots share this
/// one enumeration; the invariants compare it with `ExhaustiveHandSearch`.
public struct HandFinder: Sendable {
    /// The classifier: ace rule and scoring table.
    public let detector: PokerHandDetector
    /// The hand a set of all different ranks forms, by its size, suits and run (see `distinctHandTable`).
    @usableFromInline let distinctHands: SIMD32<UInt8>

    /// A finder for one rule and table.
    public init(detector: PokerHandDetector = PokerHandDetector()) {
        self.detector = detector
        self.distinctHands = Self.distinctHandTable(detector)
    }

    /// Every hand on the grid, each connected set once, in a fixed order (by lowest cell, then growth order).
    @inlinable
    public func hands(in grid: CardGrid) -> [FoundHand] {
        var collector = HandCollector()
        collector.hands.reserveCapacity(96)
        visitHands(in: grid, with: &collector)
        return collector.hands
    }

    /// True when some connected set of the grid forms a hand (stops at the first).
    @inlinable
    public func hasHand(in grid: CardGrid) -> Bool {
        var finder = FirstHand()
        visitHands(in: grid, with: &finder)
        return finder.found
    }

    /// The number of hands on the grid.
    @inlinable
    public func handCount(in grid: CardGrid) -> Int {
        var counter = HandCounter()
        visitHands(in: grid, with: &counter)
        return counter.count
    }

    /// Calls `visitor` with each hand until it returns false.
    @inlinable
    public func visitHands<V: HandVisitor>(in grid: CardGrid, with visitor: inout V) {
        search(grid, roots: ~0, touching: false, with: &visitor)
    }

    /// Grows sets from each cell of `roots` in turn (lowest first), calling `visitor` with each hand until it
    /// returns false. Each set grows only by cells after its root (`touching` false: the whole grid's search, each
    /// set from its lowest cell) or by cells that are not earlier roots (`touching` true: the sets with a cell among
    /// the roots, each from its first root).
    ///
    /// The ESU walk, without recursion: one frame per set size on the path (the set, the extension cells still to
    /// try, the closure, the ranks, the suits and the number of ranks). A set's extension keeps only the cells
    /// whose card leaves some hand possible (`GridCardMasks.cellsThatCanGrow`): leaving a cell out of it only
    /// leaves out sets that can form no hand, and the sets met keep their order. A set is classified from its size,
    /// rank and suit masks, without looking at its cards again.
    @inlinable
    func search<V: HandVisitor>(_ grid: CardGrid, roots: UInt32, touching: Bool, with visitor: inout V) {
        search(grid, masks: nil, roots: roots, touching: touching, with: &visitor)
    }

    /// `search(_:roots:touching:with:)` with the grid's masks when the caller has them already.
    @inlinable
    func search<V: HandVisitor>(_ grid: CardGrid, masks known: GridCardMasks?, roots: UInt32, touching: Bool, with visitor: inout V) {
        let occupied = grid.occupied.bits
        var roots = roots & occupied
        guard roots != 0 else { return }
        let masks = known ?? GridCardMasks(grid)
        let runs = detector.runs
        let distinctHands = self.distinctHands
        CellSet.neighbours.withUnsafeBufferPointer { neighbourTable in
            let neighbours = neighbourTable.baseAddress!
            // The cells by rank set (192 entries, `GridCardMasks.fillRankSetCells`), each suit's cells (4), each
            // cell's card as a rank bit and a suit bit 16 higher (25, then 7 unused), `distinctHands` (8 words), and
            // 8 words per set size 1...4.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 192 + 4 + 32 + 8 + 5 * 8) { buffer in
                let rankSets = buffer.baseAddress!
                masks.fillRankSetCells(rankSets)
                let suitCells = rankSets + 192
                for suit in 0..<4 { suitCells[suit] = masks.cells(ofSuit: suit) }
                let cards = suitCells + 4
                var rest = occupied
                while rest != 0 {
                    let cell = rest.trailingZeroBitCount
                    rest &= rest &- 1
                    let code = UInt32(truncatingIfNeeded: grid.codes[cell])
                    cards[cell] = 1 << (code >> 2) | 1 << (16 &+ code & 3)
                }
                let handTable = UnsafeMutableRawPointer(cards + 32)
                handTable.storeBytes(of: distinctHands, as: SIMD32<UInt8>.self)
                let frames = cards + 32 + 8
                var allowed = occupied
                while roots != 0 {
                    let root = roots.trailingZeroBitCount
                    roots &= roots &- 1
                    allowed = touching ? allowed & ~(1 << UInt32(root)) : occupied & ~((UInt32(2) << UInt32(root)) &- 1)
                    let rootFrame = frames + 8
                    rootFrame[0] = 1 << UInt32(root)
                    rootFrame[1] = neighbours[root] & allowed
                    rootFrame[2] = neighbours[root] | 1 << UInt32(root)
                    rootFrame[3] = cards[root]
                    rootFrame[4] = 1
                    var size = 1
                    while size > 0 {
                        let frame = frames + size &* 8
                        let extensionCells = frame[1]
                        guard extensionCells != 0 else {
                            size &-= 1
                            continue
                        }
                        let cell = extensionCells.trailingZeroBitCount
                        let remaining = extensionCells & (extensionCells &- 1)
                        frame[1] = remaining
                        let card = cards[cell]
                        let set = frame[0] | 1 << UInt32(cell)
                        let both = frame[3] | card
                        let ranks = both & 0x1FFF
                        let suits = both >> 16
                        let distinct = Int(truncatingIfNeeded: frame[4]) &+ (frame[3] & card & 0x1FFF == 0 ? 1 : 0)
                        let count = size &+ 1
                        let hand = classify(count: count, distinct: distinct, ranks: ranks, suits: suits, set: set,
                                            masks: masks, runs: runs, table: handTable)
                        if hand != Self.noHand {
                            guard visitor.visit(CellSet(bits: set), HandType(index: Int(truncatingIfNeeded: hand))) else { return }
                        }
                        guard count < 5, visitor.mayGrow(count: count, distinct: distinct, suits: suits) else { continue }
                        let around = neighbours[cell]
                        let grow = GridCardMasks.cellsThatCanGrow(ranks: ranks, suits: suits, distinct: distinct, count: count, runs: runs,
                                                                  rankSets: rankSets, suitCells: suitCells,
                                                                  wanted: visitor.wantedGrowth)
                        let next = (remaining | (around & allowed & ~frame[2])) & grow
                        guard next != 0 else { continue }
                        let child = frame + 8
                        child[0] = set
                        child[1] = next
                        child[2] = frame[2] | around
                        child[3] = both
                        child[4] = UInt32(truncatingIfNeeded: distinct)
                        size = count
                    }
                }
            }
        }
    }

    /// The hand (`HandType.index`, `noHand` for none) of a set of `count` cards with these ranks (`distinct` of them),
    /// suits and cells: `detector.best(of: detector.matches(shape))` for the set's shape, worked out from the masks
    /// (`table` holds `distinctHands`).
    @inlinable @inline(__always)
    func classify(count: Int, distinct: Int, ranks: UInt32, suits: UInt32, set: UInt32, masks: GridCardMasks, runs: RankRuns,
                  table: UnsafeRawPointer) -> UInt8 {
        if distinct == count {
            let oneSuit = suits & (suits &- 1) == 0
            var kind = runs.isRun(UInt16(truncatingIfNeeded: ranks), count: count) ? 1 : 0
            if kind == 1 && oneSuit && UInt16(truncatingIfNeeded: ranks) == PokerHandDetector.royalRanks(count: count) { kind = 2 }
            return table.load(fromByteOffset: (count &- 2) &* 8 &+ (oneSuit ? 4 : 0) &+ kind, as: UInt8.self)
        }
        if distinct == 1 { return count == 2 ? Self.pair : count == 3 ? Self.threeOfAKind : Self.fourOfAKind }
        guard distinct == 2 && count >= 4 else { return Self.noHand }
        // Two ranks: the lowest one's cards tell two pair (2 + 2) and a full house (2 + 3 or 3 + 2).
        let lowest = (set & masks.cells(ofRank: ranks.trailingZeroBitCount)).nonzeroBitCount
        if count == 4 { return lowest == 2 ? Self.twoPair : Self.noHand }
        return lowest == 2 || lowest == 3 ? Self.fullHouse : Self.noHand
    }
}
