/// Which cards are selected, and which may be: the document's `CardSelectionManager`, as a value.
///
/// Tapping an unselected card selects it if nothing is selected, or if fewer
/// than five are selected and it touches a selected card (8-neighbourhood).
/// Tapping a selected card, an ineligible card or the background deselects
/// all. So a selection is always one connected group of 1 to 5 cards.
public struct CardSelectionManager: Sendable, Hashable {
    /// The selected cells.
    public private(set) var selectedCells = CellSet(bits: 0)

    /// Nothing selected.
    public init() {}

    /// The selected cards, in cell order.
    public func selectedCards(in grid: CardGrid) -> [Card] {
        grid.cards(in: selectedCells)
    }

    /// The cells a tap would add to the selection: every card when none is selected, none at five (`maximum`, which
    /// only a planted fault changes), else the unselected cards touching the selection.
    public func eligibleCells(in grid: CardGrid, maximum: Int = 5) -> CellSet {
        let occupied = grid.occupied.bits
        if selectedCells.isEmpty { return CellSet(bits: occupied) }
        if selectedCells.count >= maximum { return CellSet(bits: 0) }
        return CellSet(bits: selectedCells.neighbourhood.bits & occupied)
    }

    /// Taps the card in `cell`: selects it when eligible, else deselects all (a selected card, an
    /// ineligible card or an empty cell). `anywhere` (an injected fault) selects any card; `maximum` (5, or 6 under
    /// an injected fault) is the most cards a selection may hold.
    @discardableResult
    public mutating func selectCard(at cell: Int, in grid: CardGrid, anywhere: Bool = false, maximum: Int = 5) -> TapOutcome {
        guard grid[cell] != nil else {
            unselectAllCards()
            return .deselectedAll
        }
        if selectedCells.contains(cell) {
            unselectAllCards()
            return .deselectedAll
        }
        if eligibleCells(in: grid, maximum: maximum).contains(cell) || (anywhere && selectedCells.count < 5) {
            selectedCells.bits |= 1 << UInt32(cell)
            return .selected
        }
        unselectAllCards()
        return .deselectedAll
    }

    /// Deselects every card.
    public mutating func unselectAllCards() {
        selectedCells = CellSet(bits: 0)
    }
}
