import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct HandFinderTests {
    @Test("the pruned search finds exactly what trying every subset finds, on full grids and grids with holes",
          arguments: [(0, true), (6, true), (14, true), (0, false), (9, false)])
    func matchesBruteForce(holes: Int, aceWraps: Bool) {
        let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps))
        for seed: UInt64 in 1...6 {
            let grid = TestGrids.grid(seed: seed * 31 + UInt64(holes), holes: holes)
            let fast = finder.hands(in: grid)
            #expect(Set(fast).count == fast.count, "a set was found twice")
            #expect(Set(fast) == TestGrids.bruteForce(grid, aceWraps: aceWraps), "seed \(seed), holes \(holes)")
            #expect(finder.handCount(in: grid) == fast.count)
            #expect(finder.hasHand(in: grid) == !fast.isEmpty)
            #expect(ExhaustiveHandSearch(aceWraps: aceWraps).hasHand(in: grid) == !fast.isEmpty)
        }
    }

    @Test("an empty grid and a grid of one card have no hand")
    func emptyGrids() {
        var grid = CardGrid()
        #expect(HandFinder().hands(in: grid).isEmpty)
        grid[12] = Card(rank: .ace, suit: .spades)
        #expect(!HandFinder().hasHand(in: grid))
        #expect(ExhaustiveHandSearch().firstHand(in: grid) == nil)
    }

    @Test("adjacency is the 8-neighbourhood, with no bridging over a gap")
    func adjacency() {
        var grid = CardGrid()
        grid[0, 0] = Card(rank: .nine, suit: .clubs)
        grid[1, 1] = Card(rank: .nine, suit: .hearts)      // diagonal: a pair
        grid[3, 3] = Card(rank: .nine, suit: .spades)      // two cells away from (1, 1): no pair with it
        let hands = HandFinder().hands(in: grid)
        #expect(hands == [FoundHand(cells: CellSet([0, 6]), hand: .pair)])
    }
}
