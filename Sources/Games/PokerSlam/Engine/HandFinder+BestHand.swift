extension HandFinder {
    /// Finds the hand of the most points on `grid`, the first in the finder's order among equals, into `best` (empty:
    /// `BestHand.reset()`): exactly what `visitHands(in:with:)` leaves in it, found sooner under a table where a full
    /// house beats every hand but a five-card run of one suit (`BestHand.fullHousesFirst`, the document's).
    ///
    /// Such a grid's best hand is a run of five of one suit if it holds a connected one (rare: the whole search then
    /// decides), else its first full house if it holds one (about two boards in three in greedy play), found by
    /// trying every three cards of a rank with every two of another (`firstFullHouse`). Without either, the whole
    /// search runs with bounds that know neither can be formed (`BestHand.narrowBounds`), so it stops growing sets
    /// toward them sooner.
    @inlinable
    public func visitBest(in grid: CardGrid, with best: inout BestHand) {
        guard best.fullHousesFirst, best.points < 0 else { return visitHands(in: grid, with: &best) }
        let masks = GridCardMasks(grid)
        guard !hasFiveRunOfOneSuit(grid, masks: masks) else { return visitHands(in: grid, with: &best) }
        let fullHouse = Self.firstFullHouse(masks)
        if fullHouse != 0 {
            best.cells = CellSet(bits: fullHouse)
            best.hand = .fullHouse
            best.points = best.scoring.points(for: .fullHouse)
            return
        }
        best.narrowBounds(true)
        search(grid, masks: masks, roots: ~0, touching: false, with: &best)
        best.narrowBounds(false)
    }

    /// True when five connected cells hold a run of five ranks (straight, or the royal run) of one suit, under the
    /// finder's ace rule.
    @inlinable
    func hasFiveRunOfOneSuit(_ grid: CardGrid, masks: GridCardMasks) -> Bool {
        for suit in 0..<4 {
            let suitCells = masks.cells(ofSuit: suit)
            guard suitCells.nonzeroBitCount >= 5 else { continue }
            var ranks: UInt32 = 0
            var rest = suitCells
            while rest != 0 {
                ranks |= 1 << UInt32(truncatingIfNeeded: grid.codes[rest.trailingZeroBitCount] >> 2)
                rest &= rest &- 1
            }
            var starts = Self.fiveRunStarts(ranks, aceWraps: detector.aceWraps)
            while starts != 0 {
                let start = starts.trailingZeroBitCount
                starts &= starts &- 1
                var cells: UInt32 = 0
                for step in 0..<5 {
                    // With the ace low (no wrapping), start 0 is A 2 3 4 5 and start s the run from rank s - 1.
                    let rank = detector.aceWraps ? (start &+ step) % 13 : (start &+ step &+ 12) % 13
                    cells |= masks.cells(ofRank: rank) & suitCells
                }
                if Self.isConnected(cells) { return true }
            }
        }
        return false
    }

    /// True when `cells` (not empty) form one group through the 8-neighbourhood: a flood from the lowest cell, each
    /// step spreading it to the cells around by shifts of the bits (no table, so no cache miss before the order's
    /// lookup, which most candidate sets would otherwise cost).
    @inlinable @inline(__always)
    static func isConnected(_ cells: UInt32) -> Bool {
        var reached = cells & (0 &- cells)
        while true {
            let vertical = reached | reached << 5 | reached >> 5
            // A shift by one column must not wrap: nothing lands in column 0 from the left, nor in column 4 from the right.
            let spread = (vertical | (vertical << 1 & ~0x0108421) | (vertical >> 1 & ~0x1084210)) & cells
            if spread == reached { return reached == cells }
            reached = spread
        }
    }

    /// The starts of the runs of five ranks within `ranks` (two is bit 0): with `aceWraps`, bit s for the run from
    /// rank s (modulo 13); without, bit 0 for A 2 3 4 5 and bit s for the run from rank s - 1 (s up to 9).
    @inlinable @inline(__always)
    static func fiveRunStarts(_ ranks: UInt32, aceWraps: Bool) -> UInt32 {
        if aceWraps {
            let cycle = ranks | ranks << 13
            return cycle & cycle >> 1 & cycle >> 2 & cycle >> 3 & cycle >> 4 & 0x1FFF
        }
        let line = ranks << 1 | ranks >> 12 & 1
        return line & line >> 1 & line >> 2 & line >> 3 & line >> 4 & 0x3FF
    }

    /// The cells of the first full house in the finder's order (the least `HandFinderOrder` position), or 0 when
    /// no three cards of one rank and two of another are connected: every such five is tried, except those whose
    /// two are not both among the three's completions (`TripleCompletions`) or not next to the three.
    @inlinable
    static func firstFullHouse(_ masks: GridCardMasks) -> UInt32 {
        firstFullHouse(masks) { _ in false }
    }

    /// The cells of the first full house in the finder's order for which `isExcluded` is false (a search's tried
    /// hands), or 0.
    @inlinable
    static func firstFullHouse(_ masks: GridCardMasks, excluding isExcluded: (UInt32) -> Bool) -> UInt32 {
        var triples: UInt32 = 0
        var pairs: UInt32 = 0
        for rank in 0..<13 {
            let count = masks.cells(ofRank: rank).nonzeroBitCount
            if count >= 2 { pairs |= 1 << UInt32(rank) }
            if count >= 3 { triples |= 1 << UInt32(rank) }
        }
        guard triples != 0, pairs & (pairs &- 1) != 0 else { return 0 }
        let order = HandFinderOrder.grid
        let completions = TripleCompletions.grid
        var best: UInt32 = 0
        var bestPosition = Int.max
        // The rank masks read in place (a call to `cells(ofRank:)` in the loops copies the masks each time).
        return withUnsafeBytes(of: masks.slots) { rankCellTable in
            CellSet.neighbours.withUnsafeBufferPointer { neighbours in
                var tripleRanks = triples
                while tripleRanks != 0 {
                    let rank = tripleRanks.trailingZeroBitCount
                    tripleRanks &= tripleRanks &- 1
                    let rankCells = rankCellTable.load(fromByteOffset: rank &* 4, as: UInt32.self)
                    // The three of the rank's cells: all of them, or each four less one.
                    var leftOut = rankCells.nonzeroBitCount == 4 ? rankCells : 0
                    repeat {
                        let triple = rankCells & ~(leftOut & (0 &- leftOut))
                        leftOut &= leftOut &- 1
                        let completing = completions.cells(completing: triple)
                        guard completing.nonzeroBitCount >= 2 else { continue }
                        var around: UInt32 = 0
                        var rest = triple
                        while rest != 0 {
                            around |= neighbours[rest.trailingZeroBitCount]
                            rest &= rest &- 1
                        }
                        var pairRanks = pairs & ~(1 << UInt32(rank))
                        while pairRanks != 0 {
                            let other = rankCellTable.load(fromByteOffset: pairRanks.trailingZeroBitCount &* 4, as: UInt32.self) & completing
                            pairRanks &= pairRanks &- 1
                            guard other & around != 0, other.nonzeroBitCount >= 2 else { continue }
                            var first = other
                            while first != 0 {
                                let one = first & (0 &- first)
                                first &= first &- 1
                                var second = first
                                while second != 0 {
                                    let pair = one | second & (0 &- second)
                                    second &= second &- 1
                                    guard pair & around != 0, Self.isConnected(triple | pair),
                                          let position = order.position(ifConnected: triple | pair),
                                          position < bestPosition, !isExcluded(triple | pair) else { continue }
                                    bestPosition = position
                                    best = triple | pair
                                }
                            }
                        }
                    } while leftOut != 0
                }
                return best
            }
        }
    }
}
