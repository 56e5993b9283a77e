import Testing
@testable import PokerSlam

@Suite struct CardTests {
    @Test func fiftyTwoDistinctCardsWithTheirNames() {
        #expect(Set(Card.fullDeck).count == 52)
        #expect(Card(rank: .ace, suit: .spades).description == "AS")
        #expect(Card("10h") == Card(rank: .ten, suit: .hearts))
        #expect(Card("TD")?.description == "TD")
        #expect(Card("1S") == nil)
        #expect(Card("AX") == nil)
    }
}
