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

    /// True when some cell holds no card (`cardCount < cellCount`), in one vector comparison.
    @inlinable
    public var hasEmptyCell: Bool {
        // Lanes 25...31 hold 0xFF; masked to 0 (a code no empty cell has), only the 25 cells are compared.
        any((codes & Self.cellLanes) .== 0xFF)
    }

    /// 0xFF in the 25 cells' lanes, 0 in the unused ones.
    @usableFromInline static let cellLanes = SIMD32<UInt8>((0..<32).map { $0 < cellCount ? 0xFF : 0 })

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
