extension HandFinder {
    /// Finds the hand of the most points on `grid`, the first in the finder's order among equals, into `best` (empty:
    /// `BestHand.reset()`): exactly what `visitHands(in:with:)` leaves in it, found sooner under a table where a full
    /// house beats every hand but a five-card run of one suit (`BestHand.fullHousesFirst`, the document's).
    ///
    /// Such a grid's best hand is a run of five of one suit if it holds a connected one (rare: the whole search then
    /// decides), else its first full house if it holds one (about two boards in three in greedy play), found by
    /// trying every three cards of a rank with every two of another (`firstFullHouse`). Without either, the whole
    /// search runs with bounds that know neither can be formed (`BestHand.narrowBounds`), so it stops growing sets
    /// toward them sooner. Under a table where a flush comes next (`BestHand.flushesNext`, the document's), the first
    /// five connected cards of one suit are the answer before that (`firstFiveOfOneSuit`), and without them the
    /// search's bounds leave flushes out too (`BestHand.leaveOutFlushes`).
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
        if best.flushesNext {
            let flush = Self.firstFiveOfOneSuit(masks)
            if flush != 0 {
                best.cells = CellSet(bits: flush)
                best.hand = .flush
                best.points = best.scoring.points(for: .flush)
                return best.narrowBounds(false)
            }
            best.leaveOutFlushes()
            if best.straightsNext {
                let straight = firstStraight(masks)
                if straight != 0 {
                    best.cells = CellSet(bits: straight)
                    best.hand = .straight
                    best.points = best.scoring.points(for: .straight)
                    return best.narrowBounds(false)
                }
                best.leaveOutStraights()
            }
        }
        search(grid, masks: masks, roots: ~0, touching: false, with: &best)
        best.narrowBounds(false)
    }

    /// The cells of the first five connected cards of one suit in the finder's order (the least `HandFinderOrder`
    /// position), or 0: on a grid without a five-card run of one suit (`hasFiveRunOfOneSuit` false), its first flush.
    @inlinable
    static func firstFiveOfOneSuit(_ masks: GridCardMasks) -> UInt32 {
        firstFiveOfOneSuit(masks) { _ in false }
    }

    /// The cells of the first five connected cards of one suit in the finder's order for which `isExcluded` is false
    /// (a search's tried hands), or 0. Each suit's cells next to another of the suit, five at a time, lowest cell
    /// first; a five whose lowest cell comes after the best's is not tried.
    @inlinable
    static func firstFiveOfOneSuit(_ masks: GridCardMasks, excluding isExcluded: (UInt32) -> Bool) -> UInt32 {
        let order = HandFinderOrder.grid
        var best: UInt32 = 0
        var bestLow = 32
        var bestPosition = -1
        for suit in 0..<4 {
            var cells = masks.cells(ofSuit: suit)
            guard cells.nonzeroBitCount >= 5 else { continue }
            cells &= Self.cellsAround(cells)
            guard cells.nonzeroBitCount >= 5 else { continue }
            var firsts = cells
            while firsts != 0 {
                let low = firsts.trailingZeroBitCount
                guard low <= bestLow else { break }
                let a = firsts & (0 &- firsts)
                firsts &= firsts &- 1
                var seconds = firsts
                while seconds != 0 {
                    let b = seconds & (0 &- seconds)
                    seconds &= seconds &- 1
                    var thirds = seconds
                    while thirds != 0 {
                        let c = thirds & (0 &- thirds)
                        thirds &= thirds &- 1
                        var fourths = thirds
                        while fourths != 0 {
                            let d = fourths & (0 &- fourths)
                            fourths &= fourths &- 1
                            var fifths = fourths
                            while fifths != 0 {
                                let candidate = a | b | c | d | fifths & (0 &- fifths)
                                fifths &= fifths &- 1
                                guard Self.isConnected(candidate) else { continue }
                                if low < bestLow {
                                    guard !isExcluded(candidate) else { continue }
                                    bestLow = low
                                    bestPosition = -1
                                    best = candidate
                                    continue
                                }
                                if bestPosition < 0 { bestPosition = order.position(of: CellSet(bits: best)) }
                                let position = order.position(of: CellSet(bits: candidate))
                                guard position < bestPosition, !isExcluded(candidate) else { continue }
                                bestPosition = position
                                best = candidate
                            }
                        }
                    }
                }
            }
        }
        return best
    }

    /// The cells of the first five connected cards of five ranks in a run (under the finder's ace rule) in the
    /// finder's order, or 0: on a grid without a five-card run of one suit, its first straight.
    @inlinable
    func firstStraight(_ masks: GridCardMasks) -> UInt32 {
        firstStraight(masks) { _ in false }
    }

    /// The cells of the first five connected cards of five ranks in a run for which `isExcluded` is false (a search's
    /// tried hands), or 0: for each run of five ranks held, one cell of each rank among those next to another of the
    /// run's cells, every way; a five whose lowest cell comes after the best's is not looked up.
    @inlinable
    func firstStraight(_ masks: GridCardMasks, excluding isExcluded: (UInt32) -> Bool) -> UInt32 {
        var held: UInt32 = 0
        for rank in 0..<13 where masks.cells(ofRank: rank) != 0 { held |= 1 << UInt32(rank) }
        var starts = Self.fiveRunStarts(held, aceWraps: detector.aceWraps)
        guard starts != 0 else { return 0 }
        let order = HandFinderOrder.grid
        var best: UInt32 = 0
        var bestLow = 32
        var bestPosition = -1
        while starts != 0 {
            let start = starts.trailingZeroBitCount
            starts &= starts &- 1
            // With the ace low (no wrapping), start 0 is A 2 3 4 5 and start s the run from rank s - 1.
            let first = detector.aceWraps ? start : (start &+ 12) % 13
            let m0 = masks.cells(ofRank: first), m1 = masks.cells(ofRank: (first &+ 1) % 13)
            let m2 = masks.cells(ofRank: (first &+ 2) % 13), m3 = masks.cells(ofRank: (first &+ 3) % 13)
            let m4 = masks.cells(ofRank: (first &+ 4) % 13)
            let near = Self.cellsAround(m0 | m1 | m2 | m3 | m4)
            var ones = m0 & near
            let twos = m1 & near, threes = m2 & near, fours = m3 & near, fives = m4 & near
            guard ones != 0, twos != 0, threes != 0, fours != 0, fives != 0 else { continue }
            while ones != 0 {
                let a = ones & (0 &- ones)
                ones &= ones &- 1
                var restB = twos
                while restB != 0 {
                    let b = restB & (0 &- restB)
                    restB &= restB &- 1
                    var restC = threes
                    while restC != 0 {
                        let c = restC & (0 &- restC)
                        restC &= restC &- 1
                        var restD = fours
                        while restD != 0 {
                            let d = restD & (0 &- restD)
                            restD &= restD &- 1
                            var restE = fives
                            while restE != 0 {
                                let candidate = a | b | c | d | restE & (0 &- restE)
                                restE &= restE &- 1
                                let low = candidate.trailingZeroBitCount
                                guard low <= bestLow, Self.isConnected(candidate) else { continue }
                                if low < bestLow {
                                    guard !isExcluded(candidate) else { continue }
                                    bestLow = low
                                    bestPosition = -1
                                    best = candidate
                                    continue
                                }
                                if bestPosition < 0 { bestPosition = order.position(of: CellSet(bits: best)) }
                                let position = order.position(of: CellSet(bits: candidate))
                                guard position < bestPosition, !isExcluded(candidate) else { continue }
                                bestPosition = position
                                best = candidate
                            }
                        }
                    }
                }
            }
        }
        return best
    }

    /// The cells next to some cell of `cells` (a cell of `cells` is among them only when another of `cells` is next
    /// to it), by shifts of the bits.
    @inlinable @inline(__always)
    static func cellsAround(_ cells: UInt32) -> UInt32 {
        let vertical = cells | cells << 5 | cells >> 5
        let sideways = (vertical << 1 & ~0x0108421) | (vertical >> 1 & ~0x1084210)
        return (sideways | cells << 5 | cells >> 5) & 0x1FF_FFFF
    }

    /// True when five connected cells hold a run of five ranks (straight, or the royal run) of one suit, under the
    /// finder's ace rule.
    @inlinable
    func hasFiveRunOfOneSuit(_ grid: CardGrid, masks: GridCardMasks) -> Bool {
        for suit in 0..<4 {
            let ranks = masks.ranks(ofSuit: suit)
            guard ranks.nonzeroBitCount >= 5 else { continue }
            let suitCells = masks.cells(ofSuit: suit)
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
        // The finder grows every set from its lowest cell, roots in increasing order: a set whose lowest cell is
        // lower comes first, whatever its growth. The order's table is asked only between sets of the same lowest
        // cell (`bestPosition` -1 until it is needed).
        var bestLow = 32
        var bestPosition = -1
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
                                    let candidate = triple | pair
                                    let low = candidate.trailingZeroBitCount
                                    guard low <= bestLow, pair & around != 0, Self.isConnected(candidate) else { continue }
                                    if low < bestLow {
                                        guard !isExcluded(candidate) else { continue }
                                        bestLow = low
                                        bestPosition = -1
                                        best = candidate
                                        continue
                                    }
                                    if bestPosition < 0 { bestPosition = order.position(of: CellSet(bits: best)) }
                                    guard let position = order.position(ifConnected: candidate), position < bestPosition,
                                          !isExcluded(candidate) else { continue }
                                    bestPosition = position
                                    best = candidate
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
