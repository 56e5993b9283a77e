import Foundation
import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("GameStateManager saving, resuming and resetting")
struct GameStateManagerSavedStateTests {
    static let finder = HandFinder()

    /// A deck shuffled by `seed`, dealt.
    static func dealt(seed: UInt64) -> GameStateManager {
        var rng = Xoshiro256StarStar(seed: seed)
        var order = Card.fullDeck
        rng.shuffle(&order)
        var manager = GameStateManager(order: order)
        manager.dealInitialCards()
        manager.checkGameOver(hasHand: finder.hasHand(in: manager.grid))
        return manager
    }

    /// Plays the `pick`-th hand found (modulo their number), as an app's player would, and checks game over.
    static func play(_ manager: inout GameStateManager, pick: Int) {
        let hands = finder.hands(in: manager.grid)
        let found = hands[pick % hands.count]
        manager.removeCardsAndShiftAndDeal(found.cells, hand: found.hand, points: ScoringTable.standard.points(for: found.hand))
        manager.checkGameOver(hasHand: finder.hasHand(in: manager.grid))
    }

    @Test("a game resumed from its saved grid, deck and score (through JSON) plays identically to the original from there",
          arguments: [UInt64(1), 2, 3, 4, 5])
    func resumedPlaysIdentically(seed: UInt64) throws {
        var original = Self.dealt(seed: seed)
        var step = 0
        while !original.isGameOver && step < 4 {
            Self.play(&original, pick: step * 7)
            step += 1
        }
        let data = try JSONEncoder().encode(original.savedState)
        var resumed = try #require(GameStateManager(resuming: try JSONDecoder().decode(GameStateManager.SavedState.self, from: data)))
        #expect(resumed.savedState == original.savedState)
        #expect(resumed.grid == original.grid && resumed.score == original.score && resumed.deck == original.deck)
        var plays = 0
        while !original.isGameOver {
            Self.play(&original, pick: step * 7)
            Self.play(&resumed, pick: step * 7)
            step += 1
            plays += 1
            #expect(resumed.grid == original.grid)
            #expect(resumed.score == original.score && resumed.lastPlayedHand == original.lastPlayedHand)
            #expect(resumed.deck == original.deck && resumed.playedCards == original.playedCards)
            #expect(resumed.isGameOver == original.isGameOver)
        }
        #expect(plays > 0)
        #expect(resumed.savedState == original.savedState)
        #expect(resumed.playedHands.count == plays && original.playedHands.count == step)
    }

    @Test("a saved state that is not 52 distinct cards in 25 cells is refused")
    func refusesDamagedStates() {
        let saved = Self.dealt(seed: 9).savedState
        var missing = saved
        missing.deck.removeLast()
        var repeated = saved
        repeated.deck[0] = repeated.grid[0]!
        var short = saved
        short.grid.removeLast()
        short.deck.append(saved.grid[24]!)
        #expect(GameStateManager(resuming: saved) != nil)
        #expect(GameStateManager(resuming: missing) == nil)
        #expect(GameStateManager(resuming: repeated) == nil)
        #expect(GameStateManager(resuming: short) == nil)
    }

    @Test("a card decodes from its name and refuses anything else")
    func cardNames() throws {
        let cards = try JSONDecoder().decode([Card].self, from: Data(#"["AS", "th", "10H", "2C"]"#.utf8))
        #expect(cards.map(\.description) == ["AS", "TH", "TH", "2C"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Card].self, from: Data(#"["1X"]"#.utf8)) }
    }

    @Test("setupDeck and resetGame start over: nothing scored or played, then the new order's opening grid")
    func reset() {
        var manager = Self.dealt(seed: 4)
        Self.play(&manager, pick: 0)
        #expect(manager.score > 0)
        let order = Array(Card.fullDeck.reversed())
        manager.setupDeck(order: order)
        #expect(manager == GameStateManager(order: order))
        #expect(manager.grid.cardCount == 0 && manager.score == 0 && manager.playedHands.isEmpty && manager.lastPlayedHand == nil)
        manager.dealInitialCards()
        manager.checkGameOver(hasHand: Self.finder.hasHand(in: manager.grid))
        if !manager.isGameOver { Self.play(&manager, pick: 1) }
        manager.resetGame(order: order)
        var expected = GameStateManager(order: order)
        expected.dealInitialCards()
        #expect(manager == expected && manager.grid[0, 0] == order[0] && manager.deck.count == 27)
    }
}
