/// The cells of a grid holding each rank and each suit, as cell bits: which cells could still join a set.
///
/// A search growing connected sets asks, once per set, which cells could be added without losing every chance of a
/// hand (`cellsThatCanGrow`), instead of trying each neighbour's card in turn.
public struct GridCardMasks: Sendable {
    /// The cells holding each rank (slots 0...12, two first), then each suit (slots 13...16), then the ranks of each
    /// suit as rank bits (slots 17...20, two is bit 0): a tuple, read and written through raw bytes, because indexing
    /// SIMD lanes or an array by a computed index is slow here.
    @usableFromInline var slots: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
                                  UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The masks of `grid`.
    @inlinable
    public init(_ grid: CardGrid) {
        withUnsafeMutableBytes(of: &slots) { raw in
            var rest = grid.occupied.bits
            while rest != 0 {
                let cell = rest.trailingZeroBitCount
                rest &= rest - 1
                let code = Int(grid.codes[cell])
                let bit: UInt32 = 1 << UInt32(cell)
                let rankOffset = (code >> 2) &* 4, suitOffset = (13 &+ code & 3) &* 4, suitRanksOffset = (17 &+ code & 3) &* 4
                raw.storeBytes(of: raw.load(fromByteOffset: rankOffset, as: UInt32.self) | bit, toByteOffset: rankOffset, as: UInt32.self)
                raw.storeBytes(of: raw.load(fromByteOffset: suitOffset, as: UInt32.self) | bit, toByteOffset: suitOffset, as: UInt32.self)
                raw.storeBytes(of: raw.load(fromByteOffset: suitRanksOffset, as: UInt32.self) | 1 << UInt32(truncatingIfNeeded: code >> 2),
                               toByteOffset: suitRanksOffset, as: UInt32.self)
            }
        }
    }

    /// The cells holding rank `rank` (two is 0).
    @inlinable @inline(__always)
    public func cells(ofRank rank: Int) -> UInt32 {
        withUnsafeBytes(of: slots) { $0.load(fromByteOffset: rank &* 4, as: UInt32.self) }
    }

    /// The cells holding suit `suit` (clubs is 0).
    @inlinable @inline(__always)
    public func cells(ofSuit suit: Int) -> UInt32 {
        withUnsafeBytes(of: slots) { $0.load(fromByteOffset: (13 &+ suit) &* 4, as: UInt32.self) }
    }

    /// The ranks held in suit `suit` (clubs is 0), as rank bits (two is bit 0).
    @inlinable @inline(__always)
    public func ranks(ofSuit suit: Int) -> UInt32 {
        withUnsafeBytes(of: slots) { $0.load(fromByteOffset: (17 &+ suit) &* 4, as: UInt32.self) }
    }

    /// The cells whose card, added to a set of shape `shape`, leaves `PokerHandDetector.canGrow` true (see
    /// `cellsThatCanGrow(ranks:suits:distinct:count:runs:rankSets:)`, which the search calls with its own table).
    @inlinable
    public func cellsThatCanGrow(_ shape: HandShape, runs: RankRuns) -> UInt32 {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 196) { buffer in
            fillRankSetCells(buffer.baseAddress!)
            let suitCells = buffer.baseAddress! + 192
            for suit in 0..<4 { suitCells[suit] = cells(ofSuit: suit) }
            return Self.cellsThatCanGrow(ranks: UInt32(shape.rankMask), suits: UInt32(shape.suitMask), distinct: shape.rankMask.nonzeroBitCount,
                                         count: shape.count, runs: runs, rankSets: buffer.baseAddress!, suitCells: suitCells)
        }
    }

    /// The cells whose card, added to a set of `count` cards with the rank mask `ranks` (`distinct` ranks) and the
    /// suit mask `suits`, leaves `PokerHandDetector.canGrow` true: any card when the set has one rank; else one of
    /// the suit of a one-suit set, one of its two ranks when it has two, and a new rank still within a run of five
    /// when its ranks are all different. `rankSets` is the table `fillRankSetCells` wrote, `suitCells` the cells of
    /// each suit (`cells(ofSuit:)`).
    ///
    /// With `wanted` narrower than `.all` (a visitor that has no use for some kinds of hand), a set of all different
    /// ranks keeps only the cells that lead to a wanted kind: a new rank extending a run for `.straights`, one of its
    /// two ranks for `.paired`, its suit for `.suited`. Sets with a repeated rank are not narrowed.
    @inlinable @inline(__always)
    public static func cellsThatCanGrow(ranks: UInt32, suits: UInt32, distinct: Int, count: Int, runs: RankRuns,
                                        rankSets: UnsafePointer<UInt32>, suitCells: UnsafePointer<UInt32>,
                                        wanted: HandGrowth = .all) -> UInt32 {
        if distinct <= 1 { return ~0 }
        let oneSuit = suits & (suits &- 1) == 0
        let allDifferent = distinct == count
        // A run extension of another suit leads only to a straight (a straight flush's cards are among the suit's
        // cells, below).
        var rankSet: UInt32 = allDifferent && wanted.contains(.straights)
            ? UInt32(truncatingIfNeeded: runs.extensions(of: UInt16(truncatingIfNeeded: ranks))) : 0
        if distinct == 2 && (!allDifferent || wanted.contains(.paired)) { rankSet |= ranks }
        var cells = rankSets[Int(truncatingIfNeeded: rankSet & 0x7F)] | rankSets[128 &+ Int(truncatingIfNeeded: rankSet >> 7)]
        if oneSuit && (!allDifferent || wanted.contains(.suited)) { cells |= suitCells[suits.trailingZeroBitCount] }
        return cells
    }

    /// Writes the cells holding each set of ranks into `table` (192 entries), in two halves looked up apart: entry
    /// `m` (below 128) holds the cells of the ranks of `m` among two...eight, entry `128 + m` those of the ranks of
    /// `m << 7` among nine...ace; the cells of a rank mask `r` are `table[r & 0x7F] | table[128 + r >> 7]`.
    @inlinable
    public func fillRankSetCells(_ table: UnsafeMutablePointer<UInt32>) {
        table[0] = 0
        for rank in 0..<7 {
            let cells = self.cells(ofRank: rank), half = 1 << rank
            for mask in 0..<half { table[half &+ mask] = table[mask] | cells }
        }
        let high = table + 128
        high[0] = 0
        for rank in 0..<6 {
            let cells = self.cells(ofRank: 7 &+ rank), half = 1 << rank
            for mask in 0..<half { high[half &+ mask] = high[mask] | cells }
        }
    }
}
