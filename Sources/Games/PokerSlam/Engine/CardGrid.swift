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

    /// The cells holding a card: a few word operations per eight cells instead of a loop over cells (the hand
    /// search and the view ask it once per grid).
    @inlinable
    public var occupied: CellSet {
        // Lane i at byte i of four words, as in `hasEmptyCell`. A byte's high bit is set in `t` exactly when the
        // complement's byte is not 0 (the cell holds a card); the multiply gathers the eight high bits into one byte.
        let words = unsafeBitCast(codes, to: SIMD4<UInt64>.self)
        @inline(__always) func heldBits(_ word: UInt64) -> UInt32 {
            let value = ~word
            let t = (((value & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | value) & 0x8080_8080_8080_8080
            return UInt32(truncatingIfNeeded: ((t >> 7) &* 0x0102_0408_1020_4080) >> 56)
        }
        return CellSet(bits: heldBits(words[0]) | heldBits(words[1]) << 8 | heldBits(words[2]) << 16 | (heldBits(words[3]) & 1) << 24)
    }

    /// The cells whose card differs from `other`'s (a card for none, none for a card, or another card).
    @inlinable
    public func changedCells(from other: CardGrid) -> CellSet {
        let differs = codes .!= other.codes
        var bits: UInt32 = 0
        for cell in 0..<Self.cellCount where differs[cell] { bits |= 1 << UInt32(cell) }
        return CellSet(bits: bits)
    }

    /// The number of cards on the grid.
    @inlinable
    public var cardCount: Int { occupied.count }

    /// True when some cell holds no card (`cardCount < cellCount`), a few word operations instead of a loop over cells.
    @inlinable
    public var hasEmptyCell: Bool {
        // The 32 lanes as four words, lane i at byte i (every Swift platform is little-endian): cells 0...23 fill
        // words 0 to 2, cell 24 is word 3's low byte (its other lanes are unused). A byte is 0xFF exactly when the
        // complement's byte is 0, which the classic zero-byte test finds: (v - 0x01...01) & ~v & 0x80...80 != 0.
        let words = unsafeBitCast(codes, to: SIMD4<UInt64>.self)
        @inline(__always) func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
        }
        return hasZeroByte(~words[0]) || hasZeroByte(~words[1]) || hasZeroByte(~words[2]) || words[3] & 0xFF == 0xFF
    }

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
