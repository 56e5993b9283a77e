import PlaytestKit
@testable import PokerSlam

/// Test grids: shuffled decks dealt onto the grid, optionally with holes punched in a column-consistent way.
enum TestGrids {
    /// A grid dealt from a deck shuffled by `seed`; with `holes`, up to that many cells emptied from the top of random columns.
    static func grid(seed: UInt64, holes: Int = 0) -> CardGrid {
        var rng = Xoshiro256StarStar(seed: seed)
        var deck = Card.fullDeck
        rng.shuffle(&deck)
        var grid = CardGrid()
        for cell in 0..<CardGrid.cellCount { grid[cell] = deck[cell] }
        for _ in 0..<holes {
            let column = rng.draw(index: CardGrid.size)
            if let row = (0..<CardGrid.size).first(where: { grid[$0, column] != nil }) { grid[row, column] = nil }
        }
        return grid
    }

    /// Every connected set of 2 to 5 occupied cells that forms a hand, by trying all subsets: the slowest, plainest reference.
    static func bruteForce(_ grid: CardGrid, aceWraps: Bool = true) -> Set<FoundHand> {
        let reference = ReferenceHandEvaluator(aceWraps: aceWraps)
        let cells = Array(grid.occupied)
        var found = Set<FoundHand>()
        func visit(_ start: Int, _ chosen: [Int]) {
            if chosen.count >= 2 {
                let set = CellSet(chosen)
                if set.isConnected, let hand = reference.bestHand(grid.cards(in: set)) { found.insert(FoundHand(cells: set, hand: hand)) }
            }
            guard chosen.count < 5 else { return }
            for index in start..<cells.count { visit(index + 1, chosen + [cells[index]]) }
        }
        visit(0, [])
        return found
    }
}
