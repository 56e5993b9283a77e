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

    @Test("occupied holds exactly the cells with a card, on 500 random grids with random holes and at the edges")
    func occupied() {
        var random = Xoshiro256StarStar(seed: 22)
        #expect(CardGrid().occupied.bits == 0)
        var full = CardGrid()
        for cell in 0..<CardGrid.cellCount { full[cell] = Card.fullDeck[51 - cell] }
        #expect(full.occupied.bits == (1 << 25) - 1)
        for _ in 0..<500 {
            var grid = CardGrid()
            var deck = Card.fullDeck
            deck.shuffle(using: &random)
            var expected: UInt32 = 0
            for cell in 0..<CardGrid.cellCount where Int.random(in: 0..<3, using: &random) != 0 {
                grid[cell] = deck[cell]
                expected |= 1 << UInt32(cell)
            }
            #expect(grid.occupied.bits == expected)
        }
    }
}
