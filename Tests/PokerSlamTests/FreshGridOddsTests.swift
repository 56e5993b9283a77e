import Testing
@testable import PokerSlam
@testable import PlaytestKit

@Suite("FreshGridOdds: rarity where the player meets a hand")
struct FreshGridOddsTests {
    @Test("each deal counts once: chances within 0 and 1, pairs far commoner than straight flushes, the same figures for the same seed")
    func figures() throws {
        let odds = FreshGridOdds(aceWraps: true, seed: 3, deals: 300)
        let again = FreshGridOdds(aceWraps: true, seed: 3, deals: 300)
        #expect(odds.deals == 300 && odds.entries.count == HandType.allCases.count)
        for (a, b) in zip(odds.entries, again.entries) {
            #expect(a.offered == b.offered && a.perGrid.mean == b.perGrid.mean)
            #expect(a.offered <= 300 && a.perGrid.count == 300)
        }
        let pair = odds.entry(.pair), straightFlush = odds.entry(.straightFlush)
        #expect(try #require(pair.expected).lower > 10 * (try #require(straightFlush.expected)).upper)
        #expect(try #require(odds.entry(.royalFlush).expected).lower == 0)
    }

    @Test("an inversion needs separated intervals and fewer points for the rarer hand")
    func inversionsSeparate() {
        let odds = FreshGridOdds(aceWraps: true, seed: 3, deals: 300)
        let scoring = PokerSlamSettings(configuration: PokerSlamGame().configuration).scoring
        let inversions = odds.inversions(scoring: scoring)
        #expect(!inversions.isEmpty)
        for inversion in inversions {
            #expect(inversion.rarer.expected!.upper < inversion.commoner.expected!.lower)
            #expect(scoring.points(for: inversion.rarer.hand) < scoring.points(for: inversion.commoner.hand))
        }
    }
}
