import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct PlantedDealTests {
    /// The table's condition for each planted row, written again from RULES.md, PokerSlam, (not the engine's classifier).
    static func formsRow(_ cards: [Card], _ planted: PlantedHand) -> Bool {
        let suits = Set(cards.map(\.suit))
        let ranks = cards.map(\.rank.rawValue).sorted()
        switch planted {
        case .royalFlush: return suits.count == 1 && ranks == [10, 11, 12, 13, 14]
        case .nearlyRoyalFlush: return suits.count == 1 && ranks == [11, 12, 13, 14]
        case .miniRoyalFlush: return suits.count == 1 && ranks == [11, 12, 13]
        case .fourOfAKind: return cards.count == 4 && Set(ranks).count == 1
        case .nearlyStraightFlush:
            return suits.count == 1 && ranks.count == 4 && ranks != [11, 12, 13, 14] && zip(ranks, ranks.dropFirst()).allSatisfy { $1 == $0 + 1 }
        }
    }

    @Test("every planted deal is a permutation of the 52-card deck", arguments: PlantedHand.allCases)
    func permutation(_ planted: PlantedHand) {
        for seed in 0..<200 as Range<UInt64> {
            var rng = Xoshiro256StarStar(seed: seed)
            let order = PlantedDeal.order(planting: planted, using: &rng)
            #expect(order.count == 52 && Set(order).count == 52, "seed \(seed)")
        }
    }

    @Test("any words, even all zero (a shrunk case's), still give a permutation")
    func zeroWords() {
        for planted in PlantedHand.allCases {
            var source = ChoiceSource(replaying: [])
            let order = PlantedDeal.order(planting: planted, using: &source)
            #expect(Set(order).count == 52)
        }
    }

    @Test("the chosen hand stands on connected cells at the bottom of a planted column, and the game offers it",
          arguments: PlantedHand.allCases)
    func planted(_ planted: PlantedHand) {
        let game = PokerSlamGame(configuration: try! PokerSlamGame.descriptor.configuration(
            rules: "documented", settings: [("plantedHand", .string(planted.rawValue))]))
        for seed in 0..<100 as Range<UInt64> {
            var rng = Xoshiro256StarStar(seed: seed)
            let session = game.makeInitialState(using: &rng)
            let columns = PlantedDeal.columns.filter { column in
                let cells = PlantedDeal.cells(count: planted.forms[0].count, column: column)
                return Self.formsRow(cells.compactMap { session.grid[$0] }, planted) && CellSet(cells).isConnected
            }
            #expect(!columns.isEmpty, "seed \(seed): \(planted) should stand in a planted column")
            #expect(session.hands.contains { $0.hand == planted.hand }, "seed \(seed): the grid should offer a \(planted)")
        }
    }

    @Test("the same seed gives the same planted deal; the default parameter shuffles uniformly as before")
    func deterministic() {
        var first = Xoshiro256StarStar(seed: 9)
        var second = Xoshiro256StarStar(seed: 9)
        #expect(PlantedDeal.order(planting: .fourOfAKind, using: &first) == PlantedDeal.order(planting: .fourOfAKind, using: &second))
        var plain = Xoshiro256StarStar(seed: 9)
        var shuffled = Xoshiro256StarStar(seed: 9)
        var deck = Card.fullDeck
        shuffled.shuffle(&deck)
        #expect(PokerSlamGame().makeInitialState(using: &plain).gameStateManager.order == deck)
    }

    @Test("plantedHand is situational: left out of the parameter list at its default, listed and replayed when set")
    func situational() throws {
        let plain = PokerSlamGame.descriptor.defaultConfiguration
        #expect(!plain.parameterList.contains("plantedHand"))
        let planted = try PokerSlamGame.descriptor.configuration(rules: "documented", settings: [("plantedHand", .string("miniRoyalFlush"))])
        #expect(planted.parameterList.hasSuffix(",plantedHand=miniRoyalFlush"))
        let token = ReplayToken(game: "pokerslam", configuration: planted, bots: BotAssignment("greedy"), source: .stream(seed: 1, game: 0), maxSteps: 100)
        let parsed = try ReplayToken.parse(token.description).get()
        #expect(try PokerSlamGame.registration.configuration(of: parsed) == planted)
    }

    @Test("the tapper plays a hand of the rarest rows when the grid offers one")
    func tapperPlaysRareRows() {
        let hands = [FoundHand(cells: CellSet([0, 1]), hand: .pair), FoundHand(cells: CellSet([5, 6, 7]), hand: .miniRoyalFlush),
                     FoundHand(cells: CellSet([10, 11, 12, 13]), hand: .fourOfAKind)]
        #expect(TapperFuzzer.rarest(in: hands)?.hand == .fourOfAKind)
        #expect(TapperFuzzer.rarest(in: [hands[0]]) == nil)
    }
}
