/// For each three cells of the grid, the cells that lie with them in some connected set of five: where the other two
/// cards of a full house around three cards of one rank can be (`HandFinder.firstFullHouse`).
///
/// Three cards far apart can join no full house, and two cards of another rank outside their completions cannot make
/// one with them; asking this table first leaves the connectivity test and the order's lookup to the few pairs that
/// could. Worked out once from `ConnectedCellSets`, held in memory allocated once and never freed (25 x 25 x 25
/// words, indexed by the three cells in increasing order), read through a pointer so a lookup does no reference
/// counting.
public struct TripleCompletions: @unchecked Sendable {
    /// The completions of cells `a < b < c` at `a * 625 + b * 25 + c` (0 for any other index).
    @usableFromInline let table: UnsafePointer<UInt32>

    /// The table of the 5x5 grid.
    public static let grid = TripleCompletions()

    init() {
        let size = CardGrid.cellCount * CardGrid.cellCount * CardGrid.cellCount
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
        table.initialize(repeating: 0, count: size)
        for set in ConnectedCellSets.bySize[3] {
            let cells = Array(CellSet(bits: set))
            for first in 0..<5 {
                for second in (first + 1)..<5 {
                    for third in (second + 1)..<5 {
                        let triple: UInt32 = 1 << UInt32(cells[first]) | 1 << UInt32(cells[second]) | 1 << UInt32(cells[third])
                        table[Self.index(cells[first], cells[second], cells[third])] |= set & ~triple
                    }
                }
            }
        }
        self.table = UnsafePointer(table)
    }

    @inlinable @inline(__always)
    static func index(_ a: Int, _ b: Int, _ c: Int) -> Int {
        a &* (CardGrid.cellCount &* CardGrid.cellCount) &+ b &* CardGrid.cellCount &+ c
    }

    /// The cells outside `triple` (exactly three cells) that some connected set of five holding `triple` holds.
    @inlinable
    public func cells(completing triple: UInt32) -> UInt32 {
        var rest = triple
        let a = rest.trailingZeroBitCount
        rest &= rest &- 1
        let b = rest.trailingZeroBitCount
        rest &= rest &- 1
        return table[Self.index(a, b, rest.trailingZeroBitCount)]
    }
}
