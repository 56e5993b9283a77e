/// The 5x5 grid of cards: row 0 at the top, cells numbered row by row (cell = row * 5 + column).
///
/// A value type without storage on the heap, so that copying a state to
/// compare it with the next costs nothing. An empty cell holds no card.
public struct CardGrid: Sendable, Hashable, CustomStringConvertible {
    /// Rows and columns.
    public static let size = 5
    /// Cells.
    public static let cellCount = 25
    /// The code of each cell's card (`Card.code`), 0xFF for an empty cell; lanes 25...31 unused.
    @usableFromInline var codes: SIMD32<UInt8>

    /// An empty grid.
    @inlinable
    public init() {
        codes = SIMD32(repeating: 0xFF)
    }

    /// The card in `cell` (0...24), or nil when it is empty.
    @inlinable
    public subscript(cell: Int) -> Card? {
        get {
            let code = codes[cell]
            return code == 0xFF ? nil : Card(code: code)
        }
        set { codes[cell] = newValue?.code ?? 0xFF }
    }

    /// The card at `row`, `column`, or nil.
    @inlinable
    public subscript(row: Int, column: Int) -> Card? {
        get { self[row * Self.size + column] }
        set { self[row * Self.size + column] = newValue }
    }

    /// The raw code of a cell (0xFF when empty).
    @inlinable
    public func code(at cell: Int) -> UInt8 { codes[cell] }

    /// The cells holding a card.
    @inlinable
    public var occupied: CellSet {
        var bits: UInt32 = 0
        for cell in 0..<Self.cellCount where codes[cell] != 0xFF { bits |= 1 << UInt32(cell) }
        return CellSet(bits: bits)
    }

    /// The number of cards on the grid.
    @inlinable
    public var cardCount: Int { occupied.count }

    /// The cards of `cells`, in cell order (empty cells skipped).
    @inlinable
    public func cards(in cells: CellSet) -> [Card] {
        cells.compactMap { self[$0] }
    }

    /// Five rows of five cards, "--" for an empty cell.
    public var description: String {
        (0..<Self.size).map { row in
            (0..<Self.size).map { column in self[row, column]?.description ?? "--" }.joined(separator: " ")
        }.joined(separator: " / ")
    }
}

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
