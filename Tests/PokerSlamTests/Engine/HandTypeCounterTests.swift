import Testing
@testable import PokerSlam
@testable import PlaytestKit
@testable import PlaytestProperties

@Suite("HandTypeCounter: a grid's hands counted by type without listing them")
struct HandTypeCounterTests {
    @Test("per type, the counts of the listed hands on 200 fresh grids; reset starts again from zero")
    func countsMatchTheList() {
        let finder = HandFinder(detector: PokerHandDetector(aceWraps: true))
        var counter = HandTypeCounter()
        for deal in 0..<200 {
            var chance = StreamSeed.generator(seed: 5, game: UInt64(deal), stream: StreamSeed.chance)
            var order = Card.fullDeck
            chance.shuffle(&order)
            var board = GameStateManager(order: order)
            board.dealInitialCards()
            var expected = [Int](repeating: 0, count: HandType.allCases.count)
            for found in finder.hands(in: board.grid) { expected[found.hand.index] += 1 }
            counter.reset()
            finder.visitHands(in: board.grid, with: &counter)
            #expect(counter.counts == expected, "deal \(deal)")
        }
        counter.reset()
        #expect(counter.counts.allSatisfy { $0 == 0 } && counter.counts.count == HandType.allCases.count)
    }
}
