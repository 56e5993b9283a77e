import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct CardSelectionManagerTests {
    let grid = TestGrids.grid(seed: 3)

    @Test("a card joins when nothing is selected or when it touches the selection, up to five")
    func selecting() {
        var manager = CardSelectionManager()
        #expect(manager.eligibleCells(in: grid).count == 25)
        #expect(manager.selectCard(at: 0, in: grid) == .selected)
        #expect(manager.eligibleCells(in: grid) == CellSet([1, 5, 6]))
        for cell in [6, 12, 18, 24] { #expect(manager.selectCard(at: cell, in: grid) == .selected) }
        #expect(manager.selectedCells.count == 5 && manager.eligibleCells(in: grid).isEmpty)
        #expect(manager.selectedCards(in: grid).count == 5)
    }

    @Test("a selected card, an ineligible card, an empty cell or a sixth card deselects all",
          arguments: [[0, 0], [0, 2], [0, 1, 2, 3, 4, 9]])
    func deselecting(taps: [Int]) {
        var manager = CardSelectionManager()
        for cell in taps.dropLast() { manager.selectCard(at: cell, in: grid) }
        #expect(manager.selectCard(at: taps.last!, in: grid) == .deselectedAll)
        #expect(manager.selectedCells.isEmpty)
    }

    @Test("an empty cell is the background")
    func emptyCell() {
        var holed = grid
        holed[0, 4] = nil
        var manager = CardSelectionManager()
        manager.selectCard(at: 3, in: holed)
        #expect(manager.selectCard(at: 4, in: holed) == .deselectedAll)
    }
}
