import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("HandFinder.visitBest")
struct HandFinderBestHandTests {
    /// Tables where a full house beats all but the five-card suited runs (the standard one, and one that raises a
    /// straight flush above a royal one) and tables where it does not (random points, ties included).
    static func tables() -> [ScoringTable] {
        var random = Xoshiro256StarStar(seed: 11)
        var raised = HandType.allCases.map(\.rawValue)
        raised[HandType.straightFlush.index] = 120
        return [.standard, ScoringTable(raised)] + (0..<4).map { _ in ScoringTable(HandType.allCases.map { _ in random.draw(index: 101) }) }
    }

    /// A grid dealt from a shuffled deck, then with `cards` put in `cells` (each card taken from wherever it was).
    static func grid(seed: UInt64, holes: Int, placing cards: [Card], at cells: [Int]) -> CardGrid {
        var grid = TestGrids.grid(seed: seed, holes: holes)
        for (card, cell) in zip(cards, cells) {
            if let from = grid.occupied.first(where: { grid[$0] == card }) { grid[from] = grid[cell] }
            grid[cell] = card
        }
        return grid
    }

    @Test("the best hand is the whole search's (cells and hand) on random grids, with and without holes, under both ace rules",
          arguments: [(0, true), (4, true), (11, false), (0, false)])
    func sameAsTheWholeSearch(holes: Int, aceWraps: Bool) {
        var fullHouses = 0
        var compared = 0
        for table in Self.tables() {
            let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps, scoring: table))
            var best = BestHand(scoring: table)
            for seed: UInt64 in 1...80 {
                let grid = TestGrids.grid(seed: seed &* 104_729 &+ UInt64(holes), holes: holes)
                var whole = BestHand(scoring: table)
                finder.visitHands(in: grid, with: &whole)
                best.reset()
                finder.visitBest(in: grid, with: &best)
                #expect(best.cells == whole.cells && best.hand == whole.hand && best.points == whole.points,
                        "seed \(seed), holes \(holes), table \(table.points)")
                if best.hand == .fullHouse { fullHouses += 1 }
                compared += 1
            }
        }
        #expect(compared == 6 * 80)
        #expect(fullHouses > 40, "the sample takes the full-house path often: \(fullHouses) of \(compared)")
    }

    @Test("a connected straight flush or royal flush is found (the whole search decides); a broken one is not")
    func fiveRunsOfOneSuit() {
        let hearts = [Rank.nine, .ten, .jack, .queen, .king].map { Card(rank: $0, suit: .hearts) }
        let royal = [Rank.ten, .jack, .queen, .king, .ace].map { Card(rank: $0, suit: .spades) }
        let wrapped = [Rank.queen, .king, .ace, .two, .three].map { Card(rank: $0, suit: .clubs) }
        for table in Self.tables().prefix(2) {
            for aceWraps in [true, false] {
                let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps, scoring: table))
                for (cards, cells) in [(hearts, [10, 11, 12, 13, 14]), (royal, [0, 6, 12, 18, 24]), (wrapped, [20, 16, 12, 8, 4]),
                                       (hearts, [0, 1, 2, 3, 24])] {
                    let grid = Self.grid(seed: 3, holes: 0, placing: cards, at: cells)
                    let connected = CellSet(cells).isConnected && (aceWraps || cards != wrapped)
                    #expect(finder.hasFiveRunOfOneSuit(grid, masks: GridCardMasks(grid)) == connected, "\(cards) at \(cells), wraps \(aceWraps)")
                    var whole = BestHand(scoring: table)
                    finder.visitHands(in: grid, with: &whole)
                    var best = BestHand(scoring: table)
                    finder.visitBest(in: grid, with: &best)
                    #expect(best.cells == whole.cells && best.hand == whole.hand)
                    if connected { #expect(whole.hand == .straightFlush || whole.hand == .royalFlush) }
                }
            }
        }
    }

    @Test("the flood by shifts tells connected sets as the neighbour table does, on every connected set and 5,000 random ones")
    func connectedByShifts() {
        for set in ConnectedCellSets.all { #expect(HandFinder.isConnected(set)) }
        var random = Xoshiro256StarStar(seed: 17)
        var disconnected = 0
        for _ in 0..<5_000 {
            // Sparse sets of 2 to 8 cells, as the shortcuts try.
            var bits: UInt32 = 0
            for _ in 0..<(2 + random.draw(index: 7)) { bits |= 1 << UInt32(random.draw(index: CardGrid.cellCount)) }
            let expected = CellSet(bits: bits).isConnected
            #expect(HandFinder.isConnected(bits) == expected, "\(CellSet(bits: bits))")
            if !expected { disconnected += 1 }
        }
        #expect(disconnected > 1_000)
    }

    @Test("the first full house is the full house of least position in the finder's list, on 300 grids")
    func firstFullHouseIsTheFirstListed() {
        let finder = HandFinder()
        var found = 0
        for seed: UInt64 in 1...300 {
            let grid = TestGrids.grid(seed: seed &* 31, holes: Int(seed % 9))
            let listed = finder.hands(in: grid).first { $0.hand == .fullHouse }?.cells.bits ?? 0
            #expect(HandFinder.firstFullHouse(GridCardMasks(grid)) == listed, "seed \(seed)")
            if listed != 0 { found += 1 }
        }
        #expect(found > 50 && found < 300, "grids with and without a full house")
    }

    @Test("without a five-card run of one suit, the first five of one suit is the flush of least position in the finder's list, on 300 grids")
    func firstFlushIsTheFirstListed() {
        let finder = HandFinder()
        var found = 0
        var checked = 0
        for seed: UInt64 in 1...300 {
            let grid = TestGrids.grid(seed: seed &* 37, holes: Int(seed % 7))
            guard !finder.hasFiveRunOfOneSuit(grid, masks: GridCardMasks(grid)) else { continue }
            let listed = finder.hands(in: grid).first { $0.hand == .flush }?.cells.bits ?? 0
            #expect(HandFinder.firstFiveOfOneSuit(GridCardMasks(grid)) == listed, "seed \(seed)")
            if listed != 0 { found += 1 }
            checked += 1
        }
        #expect(checked > 250)
        #expect(found > 20 && found < checked, "grids with and without a flush: \(found) of \(checked)")
    }

    @Test("without a five-card run of one suit, the first straight is the straight of least position in the finder's list, on 300 grids and both ace rules",
          arguments: [true, false])
    func firstStraightIsTheFirstListed(aceWraps: Bool) {
        let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps))
        var found = 0
        var checked = 0
        for seed: UInt64 in 1...300 {
            let grid = TestGrids.grid(seed: seed &* 41, holes: Int(seed % 5))
            guard !finder.hasFiveRunOfOneSuit(grid, masks: GridCardMasks(grid)) else { continue }
            let listed = finder.hands(in: grid).first { $0.hand == .straight }?.cells.bits ?? 0
            #expect(finder.firstStraight(GridCardMasks(grid)) == listed, "seed \(seed)")
            if listed != 0 { found += 1 }
            checked += 1
        }
        #expect(checked > 250)
        #expect(found > 20 && found < checked, "grids with and without a straight: \(found) of \(checked)")
    }

    @Test("the cells next to a set, by shifts, are those the neighbour table gives, on 2,000 random sets")
    func cellsAroundByShifts() {
        var random = Xoshiro256StarStar(seed: 23)
        for _ in 0..<2_000 {
            var bits: UInt32 = 0
            for _ in 0..<(1 + random.draw(index: 10)) { bits |= 1 << UInt32(random.draw(index: CardGrid.cellCount)) }
            var expected: UInt32 = 0
            for cell in CellSet(bits: bits) { expected |= CellSet.neighbours[cell] }
            #expect(HandFinder.cellsAround(bits) == expected, "\(CellSet(bits: bits))")
        }
    }

    @Test("the flush shortcut is on exactly when a flush beats every hand but a full house and the five-card suited runs")
    func flushShortcutFollowsTheTable() {
        #expect(BestHand(scoring: .standard).flushesNext)
        var straightAbove = HandType.allCases.map(\.rawValue)
        straightAbove[HandType.straight.index] = 86
        #expect(BestHand(scoring: ScoringTable(straightAbove)).fullHousesFirst && !BestHand(scoring: ScoringTable(straightAbove)).flushesNext)
        var tied = HandType.allCases.map(\.rawValue)
        tied[HandType.fourOfAKind.index] = 85
        #expect(!BestHand(scoring: ScoringTable(tied)).flushesNext)
        var flushAbove = HandType.allCases.map(\.rawValue)
        flushAbove[HandType.flush.index] = 91
        #expect(!BestHand(scoring: ScoringTable(flushAbove)).flushesNext)
        #expect(BestHand(scoring: .standard).straightsNext)
        var quadsAbove = HandType.allCases.map(\.rawValue)
        quadsAbove[HandType.fourOfAKind.index] = 81
        #expect(BestHand(scoring: ScoringTable(quadsAbove)).flushesNext && !BestHand(scoring: ScoringTable(quadsAbove)).straightsNext)
    }

    @Test("the full-house shortcut is on exactly when a full house beats every hand but the five-card suited runs")
    func shortcutFollowsTheTable() {
        #expect(BestHand(scoring: .standard).fullHousesFirst)
        var flushAbove = HandType.allCases.map(\.rawValue)
        flushAbove[HandType.flush.index] = 91
        #expect(!BestHand(scoring: ScoringTable(flushAbove)).fullHousesFirst)
        var tied = HandType.allCases.map(\.rawValue)
        tied[HandType.straight.index] = 90
        #expect(!BestHand(scoring: ScoringTable(tied)).fullHousesFirst)
        var best = BestHand(scoring: .standard)
        best.narrowBounds(true)
        #expect(best.wantedGrowth(beating: 50) == [.straights, .suited])    // two pair is the most a pair can grow to
        best.reset()
        #expect(best.wantedGrowth(beating: 50) == .all && best.points == -1 && best.cells == nil)
    }
}
