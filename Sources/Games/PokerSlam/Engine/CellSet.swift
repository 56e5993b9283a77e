/// A set of grid cells, as bits (cell 0 is bit 0).
public struct CellSet: Sendable, Hashable, Sequence, CustomStringConvertible {
    /// Bit `i` is set when cell `i` is in the set.
    public var bits: UInt32

    /// The set with these bits.
    @inlinable public init(bits: UInt32) { self.bits = bits }
    /// The set of these cells.
    public init(_ cells: [Int]) { bits = cells.reduce(0) { $0 | 1 << UInt32($1) } }

    /// The number of cells.
    @inlinable public var count: Int { bits.nonzeroBitCount }
    /// True when empty.
    @inlinable public var isEmpty: Bool { bits == 0 }
    /// True when `cell` is in the set.
    @inlinable public func contains(_ cell: Int) -> Bool { bits & (1 << UInt32(cell)) != 0 }

    /// The 8 cells around each cell (diagonals count; none across the border).
    public static let neighbours: [UInt32] = (0..<CardGrid.cellCount).map { cell in
        let row = cell / CardGrid.size, column = cell % CardGrid.size
        var bits: UInt32 = 0
        for dr in -1...1 {
            for dc in -1...1 where dr != 0 || dc != 0 {
                let r = row + dr, c = column + dc
                if (0..<CardGrid.size).contains(r), (0..<CardGrid.size).contains(c) { bits |= 1 << UInt32(r * CardGrid.size + c) }
            }
        }
        return bits
    }

    /// The cells next to some cell of the set (not in it).
    @inlinable
    public var neighbourhood: CellSet {
        var result: UInt32 = 0
        var rest = bits
        while rest != 0 {
            result |= Self.neighbours[rest.trailingZeroBitCount]
            rest &= rest - 1
        }
        return CellSet(bits: result & ~bits)
    }

    /// True when the cells form one group through the 8-neighbourhood (the empty set is not connected).
    public var isConnected: Bool {
        guard bits != 0 else { return false }
        var reached = bits & (~bits + 1)
        while true {
            let grown = (reached | CellSet(bits: reached).neighbourhood.bits) & bits
            if grown == reached { return reached == bits }
            reached = grown
        }
    }

    /// The cells in increasing order.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(rest: bits) }

    /// Walks the set bits, lowest first, without allocating.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var rest: UInt32
        @inlinable init(rest: UInt32) { self.rest = rest }
        /// The next cell, or nil.
        @inlinable
        public mutating func next() -> Int? {
            guard rest != 0 else { return nil }
            let cell = rest.trailingZeroBitCount
            rest &= rest - 1
            return cell
        }
    }

    /// "r0c1+r1c2" (row, column of each cell).
    public var description: String {
        map { "r\($0 / CardGrid.size)c\($0 % CardGrid.size)" }.joined(separator: "+")
    }
}
