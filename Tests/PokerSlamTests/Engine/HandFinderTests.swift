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

    @Test("element for element, the finder lists what trying every subset finds, in the order of HandFinderOrder",
          arguments: [true, false])
    func listsEveryHandInOrder(aceWraps: Bool) {
        // The standard table, one that puts straights above straight flushes, and one that ranks small hands first:
        // the table decides which hand a set of all different ranks scores as.
        let tables: [ScoringTable] = [.standard, ScoringTable(HandType.allCases.map { $0.isStraight && $0.cardCount < 5 ? 200 : $0.rawValue }),
                                      ScoringTable(HandType.allCases.map { 200 - $0.rawValue })]
        var listed = 0
        for (tableIndex, table) in tables.enumerated() {
            let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps, scoring: table))
            let reference = ReferenceHandEvaluator(aceWraps: aceWraps)
            for seed: UInt64 in 1...40 {
                let grid = TestGrids.grid(seed: seed * 7 + UInt64(tableIndex), holes: Int(seed % 13))
                var expected: [(position: Int, hand: FoundHand)] = []
                for set in HandFinderOrder.setsInOrder() where set & ~grid.occupied.bits == 0 {
                    let cells = CellSet(bits: set)
                    if let hand = reference.bestHand(grid.cards(in: cells), points: { table.points(for: $0) }) {
                        expected.append((HandFinderOrder.grid.position(of: cells), FoundHand(cells: cells, hand: hand)))
                    }
                }
                let hands = finder.hands(in: grid)
                #expect(hands == expected.map(\.hand), "table \(tableIndex), seed \(seed): \(grid)")
                listed += hands.count
            }
        }
        #expect(listed > 1_000, "the sample holds hands")
    }

    @Test("the hands of sets of all different ranks are the detector's, under any table")
    func distinctHandTable() {
        for table in [ScoringTable.standard, ScoringTable(HandType.allCases.map { 200 - $0.rawValue })] {
            let detector = PokerHandDetector(scoring: table)
            let entries = HandFinder.distinctHandTable(detector)
            var rng = Xoshiro256StarStar(seed: 12)
            var checked = 0
            for _ in 0..<4_000 {
                // 2 to 5 cards of different ranks, often one suit and often a run.
                let size = 2 + rng.draw(index: 4)
                let start = rng.draw(index: 13)
                let run = rng.draw(index: 2) == 0
                var ranks: [Int] = []
                for step in 0..<size { ranks.append(run ? (start + step) % 13 : (start + step * (1 + rng.draw(index: 2))) % 13) }
                guard Set(ranks).count == size else { continue }
                let suit = rng.draw(index: 4)
                let oneSuit = rng.draw(index: 2) == 0
                var shape = HandShape()
                var mask: UInt16 = 0
                for (place, rank) in ranks.enumerated() {
                    shape.add(Card(code: UInt8(rank * 4 + (oneSuit ? suit : (suit + place) % 4))))
                    mask |= 1 << UInt16(rank)
                }
                var kind = detector.runs.isRun(mask, count: size) ? 1 : 0
                if kind == 1 && oneSuit && mask == PokerHandDetector.royalRanks(count: size) { kind = 2 }
                let entry = entries[(size - 2) * 8 + (oneSuit ? 4 : 0) + kind]
                #expect(entry == (detector.best(of: detector.matches(shape)).map { UInt8($0.index) } ?? HandFinder.noHand), "\(ranks)")
                checked += 1
            }
            #expect(checked > 1_000)
        }
    }
}
