import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("CardGrid")
struct CardGridTests {
    @Test("hasEmptyCell is cardCount < 25 on 500 random grids with random holes, and at the edges (full, first or last cell empty)")
    func hasEmptyCell() {
        var random = Xoshiro256StarStar(seed: 21)
        var full = CardGrid()
        for cell in 0..<CardGrid.cellCount { full[cell] = Card.fullDeck[cell] }
        #expect(!full.hasEmptyCell && full.cardCount == 25)
        for cell in [0, 12, 24] {
            var holed = full
            holed[cell] = nil
            #expect(holed.hasEmptyCell)
        }
        #expect(CardGrid().hasEmptyCell)
        for _ in 0..<500 {
            var grid = CardGrid()
            var deck = Card.fullDeck
            deck.shuffle(using: &random)
            for cell in 0..<CardGrid.cellCount where Int.random(in: 0..<8, using: &random) != 0 { grid[cell] = deck[cell] }
            #expect(grid.hasEmptyCell == (grid.cardCount < CardGrid.cellCount))
        }
    }
}
