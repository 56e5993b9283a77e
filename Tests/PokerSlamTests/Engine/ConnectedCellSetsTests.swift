import Testing
@testable import PokerSlam

@Suite struct ConnectedCellSetsTests {
    @Test("the list is every connected set of 2 to 5 cells, 4,983 of them, each once, smallest first")
    func everyConnectedSet() {
        // Every subset of 2 to 5 of the 25 cells, kept when connected by `CellSet`'s own test.
        var expected: [[UInt32]] = [[], [], [], []]
        func visit(_ start: Int, _ bits: UInt32, _ size: Int) {
            if size >= 2 && CellSet(bits: bits).isConnected { expected[size - 2].append(bits) }
            guard size < 5 else { return }
            for cell in start..<CardGrid.cellCount { visit(cell + 1, bits | 1 << UInt32(cell), size + 1) }
        }
        visit(0, 0, 0)
        #expect(ConnectedCellSets.all.count == 4_983)
        #expect(ConnectedCellSets.bySize.map(\.count) == expected.map(\.count))
        #expect(ConnectedCellSets.bySize == expected.map { $0.sorted() })
        #expect(ConnectedCellSets.bySize[0].count == 72, "the 8-neighbourhood has 72 adjacent pairs on a 5x5 grid")
    }
}
