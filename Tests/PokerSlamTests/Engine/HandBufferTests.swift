import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct HandBufferTests {
    @Test("a hand buffer keeps what a collector keeps, in the same order")
    func keepsWhatACollectorKeeps() {
        let finder = HandFinder()
        for seed: UInt64 in 1...20 {
            let grid = TestGrids.grid(seed: seed, holes: Int(seed % 7))
            let cells = CellSet(bits: UInt32(truncatingIfNeeded: seed &* 0x9E37_79B9) & 0x1FF_FFFF)
            var collector = HandCollector()
            finder.visitHands(in: grid, touching: cells, with: &collector)
            let kept = withUnsafeTemporaryAllocation(of: FoundHand.self, capacity: HandFinderOrder.grid.count) { storage in
                var buffer = HandBuffer(storage: storage.baseAddress!, capacity: HandFinderOrder.grid.count)
                finder.visitHands(in: grid, touching: cells, with: &buffer)
                #expect(buffer.count == buffer.hands.count)
                return Array(buffer.hands)
            }
            #expect(kept == collector.hands, "seed \(seed)")
        }
    }
}
