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

@Suite("The tuned PokerSlam table, confirmed on fresh deals")
struct TunedTableConfirmationTests {
    /// The table `playtest tune Scenarios/tune-pokerslam.json` proposes (seed 1, the README's run): 12 entries changed.
    static let proposal: [(String, Int)] = [
        ("pairPoints", 45), ("miniStraightPoints", 45), ("nearlyStraightPoints", 45), ("nearlyFlushPoints", 45), ("twoPairPoints", 45),
        ("straightPoints", 30), ("miniStraightFlushPoints", 45), ("flushPoints", 45), ("fullHousePoints", 45), ("miniRoyalFlushPoints", 65),
        ("fourOfAKindPoints", 70), ("straightFlushPoints", 70),
    ]

    @Test("on 4,000 fresh deals of another seed, the proposal has no inversion whose intervals separate; the document's table has dozens")
    func proposalHoldsOnFreshDeals() throws {
        let fresh = FreshGridOdds(aceWraps: true, seed: 2, deals: PokerSlamReport.rarityDeals)
        let document = PokerSlamSettings(configuration: PokerSlamGame().configuration).scoring
        let configuration = try PokerSlamGame.descriptor.configuration(
            rules: "documented", settings: Self.proposal.map { ($0.0, ParameterValue.integer($0.1)) })
        let proposed = PokerSlamSettings(configuration: configuration).scoring
        #expect(fresh.inversions(scoring: proposed).isEmpty)
        #expect(fresh.inversions(scoring: document).count >= 40)
    }
}
