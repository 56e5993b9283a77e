import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("BestHand")
struct BestHandTests {
    /// The first hand of the most points in the finder's full list: what the pruned, narrowed search must keep.
    static func reference(_ grid: CardGrid, finder: HandFinder, scoring: ScoringTable) -> FoundHand? {
        var best: FoundHand?
        for found in finder.hands(in: grid) where best.map({ scoring.points(for: found.hand) > scoring.points(for: $0.hand) }) ?? true {
            best = found
        }
        return best
    }

    /// The standard table and tables of random points (ties and orders the standard one never has).
    static func tables() -> [ScoringTable] {
        var random = Xoshiro256StarStar(seed: 5)
        return [.standard] + (0..<6).map { _ in ScoringTable(HandType.allCases.map { _ in random.draw(index: 101) }) }
    }

    @Test("the pruned search that narrows each set's growth keeps the first hand of the most points, on random grids and tables",
          arguments: [0, 5, 12])
    func keepsTheFirstBest(holes: Int) {
        var compared = 0
        for table in Self.tables() {
            let finder = HandFinder(detector: PokerHandDetector(aceWraps: true, scoring: table))
            for seed: UInt64 in 1...60 {
                let grid = TestGrids.grid(seed: seed &* 7919 &+ UInt64(holes), holes: holes)
                var best = BestHand(scoring: table)
                finder.visitHands(in: grid, with: &best)
                let expected = Self.reference(grid, finder: finder, scoring: table)
                #expect(best.cells == expected?.cells && best.hand == expected?.hand, "seed \(seed), holes \(holes), table \(table.points)")
                compared += 1
            }
        }
        #expect(compared == 7 * 60)
    }

    @Test("a larger set is grown only toward kinds of hand that could beat the best so far")
    func wantedGrowthFollowsTheBounds() {
        var best = BestHand(scoring: .standard)
        #expect(best.wantedGrowth == .all)
        best.points = 85     // a flush: only a full house (90) or a straight flush (95, 100) could beat it
        #expect(best.wantedGrowth == [.paired, .suited])
        best.points = 90     // a full house: only the straight flushes
        #expect(best.wantedGrowth == .suited)
        #expect(!best.mayGrow(count: 2, distinct: 1, suits: 0b11))     // a pair can make at most a full house
        best.points = 100
        #expect(best.wantedGrowth.isEmpty)
    }
}
