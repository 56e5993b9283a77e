import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct HandFinderOrderTests {
    @Test("the order numbers each connected set of 2 to 5 cells once: the same 4,983 sets as ConnectedCellSets")
    func numbersEverySetOnce() {
        let sets = HandFinderOrder.setsInOrder()
        #expect(sets.count == 4_983)
        #expect(Set(sets).count == sets.count)
        #expect(Set(sets) == Set(ConnectedCellSets.all))
        #expect(HandFinderOrder.grid.count == sets.count)
        for (position, set) in sets.enumerated() { #expect(HandFinderOrder.grid.position(of: CellSet(bits: set)) == position) }
    }

    @Test("on full grids and grids with holes, the finder lists its hands in increasing position",
          arguments: [(0, true), (7, true), (15, false), (21, true)])
    func finderFollowsTheOrder(holes: Int, aceWraps: Bool) {
        let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps))
        var listed = 0
        for seed: UInt64 in 1...30 {
            let positions = finder.hands(in: TestGrids.grid(seed: seed * 13 + UInt64(holes), holes: holes))
                .map { HandFinderOrder.grid.position(of: $0.cells) }
            #expect(positions == positions.sorted() && Set(positions).count == positions.count, "seed \(seed), holes \(holes)")
            listed += positions.count
        }
        #expect(listed > 40, "the sample holds hands")
    }

    @Test("a lookup that allows a miss answers every connected set's position and nil for other sets")
    func positionIfConnected() {
        let order = HandFinderOrder.grid
        for set in ConnectedCellSets.all { #expect(order.position(ifConnected: set) == order.position(of: CellSet(bits: set))) }
        #expect(order.position(ifConnected: 0) == nil)
        #expect(order.position(ifConnected: 1) == nil)                       // one cell
        #expect(order.position(ifConnected: 1 | 1 << 2) == nil)              // two cells apart
        #expect(order.position(ifConnected: 0b11111 | 1 << 5) == nil)        // six cells
        #expect(order.position(ifConnected: 1 | 1 << 24 | 1 << 12) == nil)  // three cells, not touching
    }
}
