import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct HandPresenceCheckTests {
    @Test("on every connected set of random grids, a set forms a hand exactly when the reference evaluator finds one",
          arguments: [true, false])
    func setByPlainEvaluator(aceWraps: Bool) {
        let check = HandPresenceCheck(aceWraps: aceWraps)
        let reference = ReferenceHandEvaluator(aceWraps: aceWraps)
        let runs = aceWraps ? HandPresenceCheck.wrappingRuns : HandPresenceCheck.linearRuns
        var hands = 0
        for seed: UInt64 in 1...40 {
            let grid = TestGrids.grid(seed: seed)
            for set in ConnectedCellSets.all {
                let expected = reference.bestHand(grid.cards(in: CellSet(bits: set))) != nil
                #expect(check.formsHand(set, grid, runs) == expected, "seed \(seed), \(CellSet(bits: set))")
                if expected { hands += 1 }
            }
        }
        #expect(hands > 1_000, "the sample holds hands of every kind, not only dead sets")
    }

    @Test("a grid has a hand exactly when the exhaustive search finds one: random grids, grids with holes, edge grids",
          arguments: [(0, true), (5, true), (12, true), (20, true), (0, false), (9, false)])
    func gridBySearch(holes: Int, aceWraps: Bool) {
        let check = HandPresenceCheck(aceWraps: aceWraps)
        let search = ExhaustiveHandSearch(aceWraps: aceWraps)
        for seed: UInt64 in 1...60 {
            let grid = TestGrids.grid(seed: seed * 17 + UInt64(holes), holes: holes)
            #expect(check.hasHand(in: grid) == search.hasHand(in: grid), "seed \(seed), holes \(holes)")
        }
    }

    @Test("the edge grids: empty, one card, a dead grid, and a lone straight across the ace")
    func edgeGrids() {
        var grid = CardGrid()
        #expect(!HandPresenceCheck().hasHand(in: grid))
        grid[24] = Card(rank: .ace, suit: .spades)
        #expect(!HandPresenceCheck().hasHand(in: grid))
        let dead = "3S 9D JC KD 6S QC 7D 2S 4H JH AH 9H KC 8S TD TC 5D 3D 6H 5C AC KH 9C QS 8H".split(separator: " ")
        for (cell, text) in dead.enumerated() { grid[cell] = Card(String(text))! }
        #expect(!HandPresenceCheck().hasHand(in: grid))
        #expect(!HandPresenceCheck(aceWraps: false).hasHand(in: grid))
        // K, A, 2 of three suits in the bottom row: a mini straight only when the ace wraps.
        var wrap = CardGrid()
        wrap[4, 0] = Card(rank: .king, suit: .clubs)
        wrap[4, 1] = Card(rank: .ace, suit: .hearts)
        wrap[4, 2] = Card(rank: .two, suit: .spades)
        #expect(HandPresenceCheck(aceWraps: true).hasHand(in: wrap))
        #expect(!HandPresenceCheck(aceWraps: false).hasHand(in: wrap))
        #expect(ExhaustiveHandSearch(aceWraps: true).hasHand(in: wrap) && !ExhaustiveHandSearch(aceWraps: false).hasHand(in: wrap))
    }
}
