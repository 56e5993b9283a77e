import PlaytestKit
import PlaytestTesting
import Testing
@testable import PokerSlam

/// An invariant suite is trusted only after a test shows it catching the bug it guards against.
@Suite("PokerSlamInvariant fault injection")
struct PokerSlamInvariantTests {
    /// A deal with a royal flush in spades on the bottom row of the opening grid.
    static let royalDeal: [Card] = {
        let royal = ["TS", "JS", "QS", "KS", "AS"].map { Card($0)! }
        let rest = Card.fullDeck.filter { !royal.contains($0) }
        return Array(rest.prefix(20)) + royal + Array(rest.dropFirst(20))
    }()

    static let table: [PokerSlamFault: (PokerSlamInvariant, String)] = [
        .refillKeepsCard: (.cardsConserved, "a card is there twice"),
        .noShift: (.noCardAboveHole, "lies above the empty cell"),
        .selectsAnywhere: (.selectionConnected, "is not connected"),
        .bonusPointOnFiveCards: (.scoreIsSumOfHands, "are worth"),
        .royalAsStraightFlush: (.playedHandsValid, "was scored as straightFlush, but forms royalFlush"),
        .missesGameOver: (.gameOverMatchesSearch, "but isGameOver is false"),
        .tapsAfterGameOver: (.tapsAfterGameOverChangeNothing, "after game over changed the game"),
        // The planted faults of the mutation check, each with the invariant that catches it.
        .tableOffByOne: (.scoreIsSumOfHands, "are worth"),
        .refillRightToLeft: (.playMovesCards, "dropping and refilling gives"),
        .picksLowestMatch: (.playedHandsValid, "but forms"),
        .ineligibleTapStartsNew: (.tapFollowsSelectingRule, "the selecting rule gives"),
        // Shown only away from the default parameters (aceWraps false): the test plays there.
        .noWrapStillWraps: (.playedHandsValid, "but forms"),
        // One per class that check once let through: the engine's verdict, a state compared in part, a limit crossed by one.
        .twoPairRejected: (.playFollowsSelection, "played no hand, but the cards form one"),
        .invalidPlayMovesCards: (.playFollowsSelection, "no hand) changed r"),
        .sixthCardSelected: (.selectionConnected, "6 cards selected"),
        // The deal's order (RULES.md, Setup): the same 25 cards, dealt column by column.
        .dealtColumnByColumn: (.dealtRowByRow, "not dealt row by row from the top"),
    ]

    @Test("the table covers every fault and every invariant")
    func coverage() {
        #expect(Set(Self.table.keys) == Set(PokerSlamFault.allCases).subtracting([.deckUnshuffled]))
        #expect(Set(Self.table.values.map(\.0)) == Set(PokerSlamInvariant.allCases))
    }

    @Test("the stated share of the first card's suit agrees with 1/4 each on shuffled decks and departs on an unshuffled one")
    func statedSuits() throws {
        for (rules, departs) in [("documented", false), ("documented+deckUnshuffled", true)] {
            let configuration = try PokerSlamGame.descriptor.configuration(rules: rules, settings: [])
            let report = InvariantChecker(registration: PokerSlamGame.registration, configuration: configuration, games: 40, shrinkBudget: 10,
                                          targetBudget: 0).run()
            let share = try #require(report.statedShares.first { $0.share.name == "firstCardSuit" })
            #expect(share.games == 40, "\(share.counts)")
            #expect(share.departs == departs, "\(rules): \(share.counts) \(share.verdict)")
        }
    }

    @Test("an injected fault is reported by the invariant that guards against it", arguments: PokerSlamFault.allCases.filter { $0 != .deckUnshuffled })
    func faultIsCaught(fault: PokerSlamFault) throws {
        let (invariant, fragment) = try #require(Self.table[fault])
        let deal = fault == .royalAsStraightFlush ? Self.royalDeal : nil
        let game = PokerSlamGame(aceWraps: fault != .noWrapStillWraps, deal: deal, rules: .documented(with: fault))
        var found: Violation?
        for seed: UInt64 in 0..<40 where found == nil {
            for result in [StatefulRunner.play(game, bot: GreedyBot.self, seed: seed),
                           StatefulRunner.play(game, bot: TapperFuzzer.self, seed: seed)] where found == nil {
                found = result.violation(of: invariant.name)
            }
        }
        let violation = try #require(found, "\(fault): \(invariant) never broke in 40 seeds")
        #expect(violation.message.contains(fragment), "\(fault): \(violation.message)")
    }

    @Test("documented rules hold for every bot, with and without the ace wrap", arguments: [true, false])
    func documentedHolds(aceWraps: Bool) {
        let game = PokerSlamGame(aceWraps: aceWraps)
        for seed: UInt64 in 0..<8 {
            for result in [
                StatefulRunner.play(game, bot: GreedyBot.self, seed: seed),
                StatefulRunner.play(game, bot: RandomHandBot.self, seed: seed),
                StatefulRunner.play(game, bot: TapperFuzzer.self, seed: seed),
            ] {
                #expect(result.passed, "seed \(seed): \(result.violations.map(\.message))")
            }
        }
    }

    @Test("the shared conformance suite passes, and check holds (targeted search included)")
    func conformance() {
        expectGameConformance(PokerSlamGame.registration, games: 6, seed: 2)
        expectInvariantsHold(PokerSlamGame.registration, games: 20, seed: 7)
    }
}
