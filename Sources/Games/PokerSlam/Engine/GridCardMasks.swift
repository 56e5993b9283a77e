/// The cells of a grid holding each rank and each suit, as cell bits: which cells could still join a set.
///
/// A search growing connected sets asks, once per set, which cells could be added without losing every chance of a
/// hand (`cellsThatCanGrow`), instead of trying each neighbour's card in turn.
public struct GridCardMasks: Sendable {
    /// Lane `r`: the cells holding a card of rank `r` (two is 0); lanes 13...15 unused.
    @usableFromInline var ranks = SIMD16<UInt32>(repeating: 0)
    /// Lane `s`: the cells holding a card of suit `s`.
    @usableFromInline var suits = SIMD4<UInt32>(repeating: 0)

    /// The masks of `grid`.
    @inlinable
    public init(_ grid: CardGrid) {
        var rest = grid.occupied.bits
        while rest != 0 {
            let cell = rest.trailingZeroBitCount
            rest &= rest - 1
            let code = grid.codes[cell]
            ranks[Int(code >> 2)] |= 1 << UInt32(cell)
            suits[Int(code & 3)] |= 1 << UInt32(cell)
        }
    }

    /// The cells whose card, added to a set of shape `shape`, leaves `PokerHandDetector.canGrow` true: one of the
    /// suit of a one-suit set, any card when the set has one rank, one of its two ranks when it has two, and a new
    /// rank still within a run of five when its ranks are all different.
    @inlinable
    public func cellsThatCanGrow(_ shape: HandShape, runs: RankRuns) -> UInt32 {
        let distinct = shape.rankMask.nonzeroBitCount
        if distinct <= 1 { return ~0 }
        var cells: UInt32 = 0
        if shape.isOneSuit { cells |= suits[shape.suitMask.trailingZeroBitCount] }
        if distinct == 2 {
            let low = shape.rankMask.trailingZeroBitCount
            let high = (shape.rankMask & (shape.rankMask &- 1)).trailingZeroBitCount
            cells |= ranks[low] | ranks[high]
        }
        if distinct == shape.count {
            var extra = runs.extensions(of: shape.rankMask)
            while extra != 0 {
                cells |= ranks[extra.trailingZeroBitCount]
                extra &= extra &- 1
            }
        }
        return cells
    }
}
