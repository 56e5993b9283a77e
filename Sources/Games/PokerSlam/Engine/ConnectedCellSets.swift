/// Every connected set of 2 to 5 cells of the empty 5x5 grid (8-neighbourhood, diagonals count), listed once:
/// the pairs first, then the sets of 3, 4 and 5, each size in increasing order of its bits.
///
/// Worked out here by growing each set by one neighbour at a time, from its own neighbour table (apart from
/// `CellSet` and the engine's `HandFinder`), so that the game-over invariant can test a fixed list of sets
/// instead of searching.
public enum ConnectedCellSets {
    /// The sets, as cell bits (cell 0 is bit 0), smallest first.
    public static let all: [UInt32] = bySize.flatMap { $0 }

    /// The sets of each size: index 0 holds the pairs, index 3 the sets of 5.
    public static let bySize: [[UInt32]] = {
        var levels: [[UInt32]] = []
        var level = Set((0..<CardGrid.cellCount).map { UInt32(1) << UInt32($0) })
        for _ in 2...5 {
            var next = Set<UInt32>()
            for set in level {
                var around: UInt32 = 0
                var rest = set
                while rest != 0 {
                    around |= adjacent[rest.trailingZeroBitCount]
                    rest &= rest - 1
                }
                var grow = around & ~set
                while grow != 0 {
                    next.insert(set | 1 << UInt32(grow.trailingZeroBitCount))
                    grow &= grow - 1
                }
            }
            levels.append(next.sorted())
            level = next
        }
        return levels
    }()

    /// For each cell, the cells one step away in any of the 8 directions.
    static let adjacent: [UInt32] = (0..<CardGrid.cellCount).map { cell in
        var bits: UInt32 = 0
        for other in 0..<CardGrid.cellCount where other != cell {
            let rowGap = abs(other / CardGrid.size - cell / CardGrid.size)
            let columnGap = abs(other % CardGrid.size - cell % CardGrid.size)
            if rowGap <= 1 && columnGap <= 1 { bits |= 1 << UInt32(other) }
        }
        return bits
    }
}
