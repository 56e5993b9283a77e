/// The cells of a grid holding each rank and each suit, as cell bits: which cells could still join a set.
///
/// A search growing connected sets asks, once per set, which cells could be added without losing every chance of a
/// hand (`cellsThatCanGrow`), instead of trying each neighbour's card in turn.
public struct GridCardMasks: Sendable {
    /// The cells holding each rank (slots 0...12, two first), then each suit (slots 13...16): a tuple, read and
    /// written through raw bytes, because indexing SIMD lanes or an array by a computed index is slow here.
    @usableFromInline var slots: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
                                  UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

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
                let rankOffset = (code >> 2) &* 4, suitOffset = (13 &+ code & 3) &* 4
                raw.storeBytes(of: raw.load(fromByteOffset: rankOffset, as: UInt32.self) | bit, toByteOffset: rankOffset, as: UInt32.self)
                raw.storeBytes(of: raw.load(fromByteOffset: suitOffset, as: UInt32.self) | bit, toByteOffset: suitOffset, as: UInt32.self)
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

    /// The cells whose card, added to a set of shape `shape`, leaves `PokerHandDetector.canGrow` true: one of the
    /// suit of a one-suit set, any card when the set has one rank, one of its two ranks when it has two, and a new
    /// rank still within a run of five when its ranks are all different.
    @inlinable
    public func cellsThatCanGrow(_ shape: HandShape, runs: RankRuns) -> UInt32 {
        let distinct = shape.rankMask.nonzeroBitCount
        if distinct <= 1 { return ~0 }
        var cells: UInt32 = 0
        if shape.isOneSuit { cells |= self.cells(ofSuit: shape.suitMask.trailingZeroBitCount) }
        if distinct == 2 {
            let low = shape.rankMask.trailingZeroBitCount
            let high = (shape.rankMask & (shape.rankMask &- 1)).trailingZeroBitCount
            cells |= self.cells(ofRank: low) | self.cells(ofRank: high)
        }
        if distinct == shape.count {
            var extra = runs.extensions(of: shape.rankMask)
            while extra != 0 {
                cells |= self.cells(ofRank: extra.trailingZeroBitCount)
                extra &= extra &- 1
            }
        }
        return cells
    }
}
