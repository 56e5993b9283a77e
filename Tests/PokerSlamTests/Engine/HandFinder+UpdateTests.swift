import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct HandFinderUpdateTests {
    /// The edge grids: empty, one card, a dead grid, a grid with holes, a lone straight across the ace, a full grid.
    static let edgeGrids: [CardGrid] = {
        var grids: [CardGrid] = [CardGrid()]
        var one = CardGrid()
        one[24] = Card(rank: .ace, suit: .spades)
        grids.append(one)
        var dead = CardGrid()
        let cards = "3S 9D JC KD 6S QC 7D 2S 4H JH AH 9H KC 8S TD TC 5D 3D 6H 5C AC KH 9C QS 8H".split(separator: " ")
        for (cell, text) in cards.enumerated() { dead[cell] = Card(String(text))! }
        grids.append(dead)
        grids.append(TestGrids.grid(seed: 5, holes: 11))
        var wrap = CardGrid()
        wrap[4, 0] = Card(rank: .king, suit: .clubs)
        wrap[4, 1] = Card(rank: .ace, suit: .hearts)
        wrap[4, 2] = Card(rank: .two, suit: .spades)
        grids.append(wrap)
        grids.append(TestGrids.grid(seed: 8))
        return grids
    }()

    @Test("from any edge grid to any other, updating gives exactly the whole grid's search, in its order", arguments: [true, false])
    func edgeGridPairs(aceWraps: Bool) {
        let finder = HandFinder(detector: PokerHandDetector(aceWraps: aceWraps))
        for before in Self.edgeGrids {
            for after in Self.edgeGrids {
                let updated = finder.hands(in: after, updating: finder.hands(in: before), from: before)
                #expect(updated == finder.hands(in: after), "\(before) -> \(after)")
            }
        }
        // The wrap-only straight: a hand only when the ace wraps, found from the empty grid as from scratch.
        let wrap = Self.edgeGrids[4]
        #expect(finder.hands(in: wrap, updating: [], from: CardGrid()).isEmpty == !aceWraps)
        #expect(finder.hands(in: Self.edgeGrids[2], updating: finder.hands(in: wrap), from: wrap).isEmpty)
    }

    @Test("on every board of random games, the engine's updated list equals the whole grid's search and the oracles",
          arguments: [("documented", true), ("documented", false), ("shipped", true), ("shipped", false),
                      ("documented+noShift", true), ("documented+refillKeepsCard", true), ("documented+refillRightToLeft", false)])
    func randomGames(ruleSet: String, aceWraps: Bool) throws {
        let configuration = try PokerSlamGame.descriptor.configuration(rules: ruleSet, settings: [("aceWraps", .bool(aceWraps))])
        let game = PokerSlamGame(configuration: configuration)
        let presence = HandPresenceCheck(aceWraps: aceWraps)
        let exhaustive = ExhaustiveHandSearch(aceWraps: aceWraps)
        var rng = Xoshiro256StarStar(seed: 23)
        var plays = 0
        for gameIndex in 0..<60 {
            var state = game.makeInitialState(using: &rng)
            #expect(state.hands == game.finder.hands(in: state.grid))
            while !state.hands.isEmpty && !state.isGameOver {
                // Any hand, so that plays land all over the grid (greedy play favours some cells).
                let hand = state.hands[rng.draw(index: state.hands.count)]
                game.apply(.play(hand.cells), to: &state)
                plays += 1
                let scratch = game.finder.hands(in: state.grid)
                #expect(state.hands == scratch, "\(ruleSet), game \(gameIndex), play \(plays): \(state.grid)")
                #expect(presence.hasHand(in: state.grid) == !state.hands.isEmpty, "\(state.grid)")
                if plays % 16 == 0 { #expect(exhaustive.hasHand(in: state.grid) == !state.hands.isEmpty, "\(state.grid)") }
                // A fault that deals a card twice makes boards no deck holds, where the plain evaluator reads the
                // duplicates otherwise: only the whole grid's search is the oracle there.
                if plays % 200 == 0 && !game.rules.has(.refillKeepsCard) { #expect(Set(state.hands) == TestGrids.bruteForce(state.grid, aceWraps: aceWraps), "\(state.grid)") }
            }
        }
        #expect(plays > 600, "\(ruleSet): \(plays) plays")
    }

    @Test("a grid that did not change keeps its list")
    func unchangedGrid() {
        let grid = TestGrids.grid(seed: 3)
        let hands = HandFinder().hands(in: grid)
        #expect(HandFinder().hands(in: grid, updating: hands, from: grid) == hands)
        #expect(grid.changedCells(from: grid).isEmpty)
        var moved = grid
        moved[7] = nil
        #expect(moved.changedCells(from: grid) == CellSet([7]))
    }

    @Test("searching around some cells meets every hand that touches them, once each")
    func touchingSearch() {
        let finder = HandFinder()
        for seed: UInt64 in 1...10 {
            let grid = TestGrids.grid(seed: seed, holes: Int(seed))
            let cells = CellSet(bits: UInt32(truncatingIfNeeded: seed &* 0x2545_F491) & 0x1FF_FFFF)
            var collector = HandCollector()
            finder.visitHands(in: grid, touching: cells, with: &collector)
            #expect(collector.hands.count == Set(collector.hands).count)
            #expect(Set(collector.hands) == Set(finder.hands(in: grid).filter { $0.cells.bits & cells.bits != 0 }), "seed \(seed)")
        }
    }
}
