import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct GameStateManagerTests {
    static func dealt() -> GameStateManager {
        var manager = GameStateManager(order: Card.fullDeck)
        manager.dealInitialCards()
        return manager
    }

    @Test("the opening grid takes the top 25 cards row by row; 27 stay in the deck")
    func deal() {
        let manager = Self.dealt()
        #expect(manager.grid[0, 0] == Card.fullDeck[0] && manager.grid[4, 4] == Card.fullDeck[24])
        #expect(manager.deck.count == 27 && manager.deckCount == 27 && manager.cardPositions.count == 25)
        #expect(manager.cardPositions[7] == CardPosition(card: Card.fullDeck[7], row: 1, column: 2))
    }

    @Test("a play drops the cards above each hole, keeping their order, and refills bottom row first, left to right")
    func shiftAndRefill() {
        var manager = Self.dealt()
        // Remove (2,0), (3,0) and (4,1).
        let cells = CellSet([10, 15, 21])
        manager.removeCardsAndShiftAndDeal(cells, hand: .miniFlush, points: 30)
        let deck = Card.fullDeck
        // Column 0 had rows 0,1,4 left: they drop to rows 2,3,4 in order.
        #expect(manager.grid[2, 0] == deck[0] && manager.grid[3, 0] == deck[5] && manager.grid[4, 0] == deck[20])
        // Column 1: rows 0...3 drop one row.
        #expect(manager.grid[1, 1] == deck[1] && manager.grid[4, 1] == deck[16])
        // Refill: bottom-most empty row first: row 1 col 0, then row 0 cols 0 and 1.
        #expect(manager.grid[1, 0] == deck[25] && manager.grid[0, 0] == deck[26] && manager.grid[0, 1] == deck[27])
        #expect(manager.score == 30 && manager.lastPlayedHand == .miniFlush && manager.deck.count == 24)
    }

    @Test("when the deck runs dry the holes stay at the top of their columns")
    func deckRunsDry() {
        var manager = Self.dealt()
        var removed = 0
        while manager.deck.count > 0 {
            manager.removeCardsAndShiftAndDeal(CellSet([20, 21, 22, 23, 24]), hand: .flush, points: 85)
            removed += 5
        }
        #expect(removed == 30)
        #expect(manager.grid.cardCount == 22)
        #expect(PokerSlamInvariant.checkNoHole(manager.grid) == nil)
        #expect(manager.grid[0, 0] != nil && manager.grid[0, 1] != nil && (2..<5).allSatisfy { manager.grid[0, $0] == nil })
    }

    @Test("a what-if play leaves the grid, deck, score and played cards a recorded play leaves, on random plays to the end")
    func playWithoutRecordMatches() {
        var random = Xoshiro256StarStar(seed: 9)
        var plays = 0
        for _ in 0..<40 {
            var deck = Card.fullDeck
            deck.shuffle(using: &random)
            var recorded = GameStateManager(order: deck)
            recorded.dealInitialCards()
            var whatIf = recorded
            while recorded.grid.cardCount >= 2 {
                // Two to five occupied cells anywhere (the shift and refill do not care whether they form a hand).
                var cells = CellSet(bits: 0)
                let size = 2 + random.draw(index: 4)
                for cell in recorded.grid.occupied where cells.count < size && random.draw(index: 3) == 0 { cells.bits |= 1 << UInt32(cell) }
                guard cells.count >= 2 else { continue }
                recorded.removeCardsAndShiftAndDeal(cells, hand: .pair, points: 15)
                whatIf.playWithoutRecord(cells, hand: .pair, points: 15)
                #expect(whatIf.grid == recorded.grid && whatIf.deckCount == recorded.deckCount)
                #expect(whatIf.score == recorded.score && whatIf.playedCards == recorded.playedCards)
                plays += 1
            }
        }
        #expect(plays > 200)
    }
}
