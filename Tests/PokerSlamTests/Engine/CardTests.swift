import PlaytestKit
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

    @Test("the concrete shuffle deals what the core's shuffle deals, with the same draws")
    func shuffleMatchesTheCore() {
        for seed: UInt64 in 0..<300 {
            var core = Xoshiro256StarStar(seed: seed), concrete = core
            var expected = Card.fullDeck, cards = Card.fullDeck
            core.shuffle(&expected)
            Card.shuffle(&cards, using: &concrete)
            #expect(cards == expected, "seed \(seed)")
            #expect(core.next() == concrete.next(), "seed \(seed): the same number of draws")
            // Short decks too (a bot shuffles the unseen cards).
            var short = Array(expected.prefix(Int(seed % 9))), shortExpected = short
            core.shuffle(&shortExpected)
            Card.shuffle(&short, using: &concrete)
            #expect(short == shortExpected, "seed \(seed), \(short.count) cards")
        }
    }
}
