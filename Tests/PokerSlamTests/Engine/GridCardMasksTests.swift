import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct GridCardMasksTests {
    @Test("the cells that can grow a set are exactly those whose card keeps canGrow true", arguments: [true, false])
    func matchesCanGrow(aceWraps: Bool) {
        let detector = PokerHandDetector(aceWraps: aceWraps)
        var rng = Xoshiro256StarStar(seed: 41)
        var kept = 0, dropped = 0
        for seed: UInt64 in 1...40 {
            let grid = TestGrids.grid(seed: seed, holes: Int(seed % 9))
            let masks = GridCardMasks(grid)
            let cells = Array(grid.occupied)
            for _ in 0..<25 {
                // A set of 1 to 4 of the grid's cards (connected or not: the masks look only at the cards).
                var shape = HandShape()
                for _ in 0...rng.draw(index: 4) { shape.add(grid[cells[rng.draw(index: cells.count)]]!) }
                let canGrow = masks.cellsThatCanGrow(shape, runs: detector.runs)
                for cell in cells {
                    let expected = detector.canGrow(shape.adding(grid[cell]!))
                    #expect((canGrow & (1 << UInt32(cell)) != 0) == expected, "seed \(seed), cell \(cell)")
                    if expected { kept += 1 } else { dropped += 1 }
                }
            }
        }
        #expect(kept > 1_000 && dropped > 1_000, "the sample keeps and drops cells")
    }

    @Test("each rank's cells, each suit's cells and each suit's ranks are the grid's, on 60 grids with holes")
    func masksAreTheGrids() {
        for seed: UInt64 in 1...60 {
            let grid = TestGrids.grid(seed: seed &* 7, holes: Int(seed % 11))
            let masks = GridCardMasks(grid)
            for suit in 0..<4 {
                let held = grid.occupied.filter { Int(grid.code(at: $0) & 3) == suit }
                #expect(masks.cells(ofSuit: suit) == CellSet(held).bits, "seed \(seed), suit \(suit)")
                #expect(masks.ranks(ofSuit: suit) == held.reduce(UInt32(0)) { $0 | 1 << UInt32(grid.code(at: $1) >> 2) }, "seed \(seed)")
            }
            for rank in 0..<13 {
                let held = grid.occupied.filter { Int(grid.code(at: $0) >> 2) == rank }
                #expect(masks.cells(ofRank: rank) == CellSet(held).bits, "seed \(seed), rank \(rank)")
            }
        }
    }
}
