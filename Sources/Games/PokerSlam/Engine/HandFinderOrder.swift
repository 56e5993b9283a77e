/// Where each connected set of 2 to 5 cells stands in `HandFinder`'s order, so that hands found apart (after a play,
/// only around the cells it changed) can be put back in the order a search of the whole grid lists them.
///
/// The finder grows each set from its lowest cell, adding cells through an extension set (the ESU scheme); on any
/// grid, the sets it meets come in the order it meets them on the full grid, the sets with an empty cell left out:
/// an empty cell only drops out of the extension sets, it never reorders the rest. So one walk of the full grid,
/// without pruning, numbers every set once (4,983 sets). Looked up through an open-addressing table allocated
/// once and never freed, read through pointers so the lookup does no reference counting.
public struct HandFinderOrder: @unchecked Sendable {
    /// The table's keys: a set's cell bits, 0 for a free slot.
    @usableFromInline let keys: UnsafePointer<UInt32>
    /// The position of the set in the same slot.
    @usableFromInline let positions: UnsafePointer<UInt16>
    /// The number of slots minus one (a power of two minus one).
    @usableFromInline let mask: Int
    /// The number of sets numbered.
    public let count: Int

    /// The order on the 5x5 grid.
    public static let grid = HandFinderOrder()

    /// Every connected set of 2 to 5 cells, as cell bits, in the finder's order.
    public static func setsInOrder() -> [UInt32] {
        var sets: [UInt32] = []
        sets.reserveCapacity(5_000)
        let all: UInt32 = (1 << UInt32(CardGrid.cellCount)) - 1
        for root in 0..<CardGrid.cellCount {
            let allowed = all & ~((UInt32(2) << UInt32(root)) &- 1)
            let neighbours = CellSet.neighbours[root]
            walk(set: 1 << UInt32(root), size: 1, extension: neighbours & allowed, closure: neighbours | 1 << UInt32(root),
                 allowed: allowed, into: &sets)
        }
        return sets
    }

    /// `HandFinder.search` without cards: every set met, none pruned.
    static func walk(set: UInt32, size: Int, extension candidates: UInt32, closure: UInt32, allowed: UInt32, into sets: inout [UInt32]) {
        var rest = candidates
        while rest != 0 {
            let cell = rest.trailingZeroBitCount
            rest &= rest - 1
            let grown = set | 1 << UInt32(cell)
            sets.append(grown)
            if size + 1 < 5 {
                let neighbours = CellSet.neighbours[cell]
                walk(set: grown, size: size + 1, extension: rest | (neighbours & allowed & ~closure), closure: closure | neighbours,
                     allowed: allowed, into: &sets)
            }
        }
    }

    init() {
        let sets = Self.setsInOrder()
        let slots = 1 << 14  // about 30% full: a lookup mostly hits its first slot
        let keyTable = UnsafeMutablePointer<UInt32>.allocate(capacity: slots)
        keyTable.initialize(repeating: 0, count: slots)
        let positionTable = UnsafeMutablePointer<UInt16>.allocate(capacity: slots)
        positionTable.initialize(repeating: 0, count: slots)
        for (position, set) in sets.enumerated() {
            var slot = Self.slot(of: set, mask: slots - 1)
            while keyTable[slot] != 0 { slot = (slot + 1) & (slots - 1) }
            keyTable[slot] = set
            positionTable[slot] = UInt16(position)
        }
        keys = UnsafePointer(keyTable)
        positions = UnsafePointer(positionTable)
        mask = slots - 1
        count = sets.count
    }

    @inlinable @inline(__always)
    static func slot(of set: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (set &* 0x9E37_79B1) >> 15) & mask
    }

    /// The position of a connected set of 2 to 5 cells in the finder's order (0 for the first).
    @inlinable
    public func position(of cells: CellSet) -> Int {
        var slot = Self.slot(of: cells.bits, mask: mask)
        while true {
            let key = keys[slot]
            if key == cells.bits { return Int(positions[slot]) }
            precondition(key != 0, "\(cells) is not a connected set of 2 to 5 cells")
            slot = (slot + 1) & mask
        }
    }

    /// The position of `cells` in the finder's order when they are a connected set of 2 to 5 cells, else nil (a
    /// disconnected set, or another size): a connectivity test and the order in one lookup.
    @inlinable
    public func position(ifConnected cells: UInt32) -> Int? {
        var slot = Self.slot(of: cells, mask: mask)
        while true {
            let key = keys[slot]
            if key == 0 { return nil }
            if key == cells { return Int(positions[slot]) }
            slot = (slot + 1) & mask
        }
    }
}
