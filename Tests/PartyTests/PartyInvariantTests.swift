import PlaytestKit
import PlaytestTesting
import Testing
@testable import Party

/// An invariant suite is trusted only after a test shows it catching the bug it guards against.
@Suite("PartyInvariant fault injection")
struct PartyInvariantTests {
    static let table: [PartyFault: (PartyInvariant, String)] = [
        .reshuffleOnResume: (.deckOrder, "not a correct, a skip, an expiry or an undo"),
        .undoDuplicatesCard: (.deckPartition, "both scored this round and in the deck"),
        .rerollAddsCardMidRound: (.cardsFixedWithinRound, "in the middle of round"),
        .skipsInRoundOne: (.noSkipInRoundOne, "skips in round 1"),
        .caseSensitiveTitles: (.noDuplicateTitles, "duplicate"),
        .filtersOff: (.filtersApplied, "should have been filtered out"),
        .acceptsShortSubmit: (.picksPerPlayer, "not picksPerPlayer = 2"),
        .undoKeepsPoint: (.teamScores, "undos"),
        .roundEndsEarly: (.totalPoints, "not 3 x"),
        .timerSkipsBelowZero: (.timerNonNegative, "the timer shows -1 s"),
        .bonusNeverConsumed: (.oneBonusPending, "bonuses are pending"),
        .noBonusOnEmptyDeck: (.bonusSaved, "no bonus was saved"),
        .undoKeepsBonus: (.undoCancelsBonus, "left its bonus pending"),
        .recapSkipsRoundEnd: (.stageMachine, "the stage went from recap to"),
        // The planted faults of the mutation check, each with the invariant that catches it.
        .categoryFilterMissing: (.filtersApplied, "should have been filtered out"),
        .timerStartsOneShort: (.turnTimerStarts, "timerSeconds is 60"),
        .teamSplitOffByOne: (.teamSplit, "the first half, rounded down, is team A"),
        .rotationRestartsEachRound: (.clueGiverRotation, "counting the turns gives"),
        .resumeMovesTopCard: (.deckOrder, "only Correct, Skip, End Turn, an expiry or Undo changes the deck"),
        .splitWrongAtTwelve: (.teamSplit, "the first half, rounded down, is team A"),
        // Only a duplicate pick (a stale screen's Submit) exposes these two.
        .duplicatePickKept: (.picksReplaced, "not replaced by a fresh draw"),
        .duplicatePickDropped: (.picksPerPlayer, "not picksPerPlayer = 2"),
        .skipCycleOneLate: (.skipCycleCount, "but the turn goes on"),
        .winnerByLastRound: (.higherTotalWins, "is counted as"),
    ]

    @Test("the table covers every fault and every invariant")
    func coverage() {
        #expect(Set(Self.table.keys) == Set(PartyFault.allCases).subtracting([.firstRoundUnshuffled]))
        #expect(Set(Self.table.values.map(\.0)) == Set(PartyInvariant.allCases))
    }

    @Test("the stated share of where round 1's shuffle puts the first card agrees with the deck's quarters and departs on an unshuffled deck")
    func statedQuarter() throws {
        for (rules, departs) in [("documented", false), ("documented+firstRoundUnshuffled", true)] {
            let configuration = try PartyGame.descriptor.configuration(rules: rules, settings: [("players", .integer(4)), ("picksPerPlayer", .integer(2))])
            let report = InvariantChecker(registration: PartyGame.registration, configuration: configuration, games: 40, shrinkBudget: 10,
                                          targetBudget: 0).run()
            let share = try #require(report.statedShares.first { $0.share.name == "firstCardQuarter" })
            #expect(share.share.shares == [0.25, 0.25, 0.25, 0.25])
            #expect(share.games >= 40, "\(share.counts)")
            #expect(share.departs == departs, "\(rules): \(share.counts) \(share.verdict)")
            #expect(report.findings.isEmpty, "\(rules): \(report.findings.map(\.invariant.name))")
        }
    }

    @Test("an injected fault is reported by the invariant that guards against it", arguments: PartyFault.allCases.filter { $0 != .firstRoundUnshuffled })
    func faultIsCaught(fault: PartyFault) throws {
        let (invariant, fragment) = try #require(Self.table[fault])
        let game = PartyGame(players: fault == .splitWrongAtTwelve ? 12 : 4, picksPerPlayer: 2, rules: .documented(with: fault))
        var found: Violation?
        for seed: UInt64 in 0..<60 where found == nil {
            let options = CaseOptions(maxSteps: 20_000, target: invariant.name)
            for result in [StatefulRunner.play(game, bot: PartyFuzzer.self, seed: seed, options: options),
                           StatefulRunner.play(game, bot: PartyPlayer<SkipSlow, RandomPicker>.self, seed: seed, options: options)] where found == nil {
                found = result.violation(of: invariant.name)
            }
        }
        let violation = try #require(found, "\(fault): \(invariant) never broke in 60 seeds")
        #expect(violation.message.contains(fragment), "\(fault): \(violation.message)")
    }

    @Test("documented rules hold for every policy, at 4 and 9 players")
    func documentedHolds() {
        for players in [4, 9] {
            let game = PartyGame(players: players, picksPerPlayer: 2)
            for seed: UInt64 in 0..<3 {
                for result in [
                    StatefulRunner.play(game, bot: PartyFuzzer.self, seed: seed),
                    StatefulRunner.play(game, bot: PartyPlayer<NeverSkip, RandomPicker>.self, seed: seed),
                    StatefulRunner.play(game, bot: PartyPlayer<SkipAggressive, EasyPicker>.self, seed: seed),
                ] {
                    #expect(result.passed, "\(players) players, seed \(seed): \(result.violations.map(\.message))")
                }
            }
        }
    }

    @Test("the shipped rules break exactly the two promises RULES.md lists them breaking, and a check finds and shrinks them")
    func shippedFindings() {
        let game = PartyGame(players: 4, picksPerPlayer: 2, ruleSet: "shipped")
        #expect(game.rules == .shipped)
        var broken: Set<String> = []
        for seed: UInt64 in 0..<12 {
            for result in [StatefulRunner.play(game, bot: PartyFuzzer.self, seed: seed),
                           StatefulRunner.play(game, bot: PartyPlayer<SkipSlow, RandomPicker>.self, seed: seed)] {
                broken.formUnion(result.violations.map(\.invariant))
            }
        }
        #expect(broken == ["deckOrder", "bonusSaved"])
        let configuration = try! PartyGame.descriptor.configuration(rules: "shipped", settings: [("players", .integer(4)), ("picksPerPlayer", .integer(2))])
        let checker = InvariantChecker(registration: PartyGame.registration, configuration: configuration, seed: 7, games: 8, shrinkBudget: 300)
        let report = checker.run()
        #expect(Set(report.findings.map(\.invariant.name)) == ["deckOrder", "bonusSaved"])
        for finding in report.findings {
            let replayed = try? PartyGame.registration.replay(finding.shrunk.token)
            #expect(replayed?.violation(of: finding.invariant.name) != nil, "\(finding.shrunk.token) replays its failure")
        }
    }

    @Test("the shipped bonus finding shrinks to its shortest path (a round 1 cleared, a skip, the deck emptied), and its token replays it")
    func shippedBonusShrinksShort() throws {
        // 23 steps is the least there is: startRound, beginTurn, 8 corrects, nextHandoff, nextRound, startRound,
        // beginTurn, then a skip and 8 corrects (no skip in round 1; 8 cards at the smallest settings).
        let configuration = try PartyGame.descriptor.configuration(
            rules: "shipped", settings: [("players", .integer(4)), ("picksPerPlayer", .integer(2)), ("playIntake", .integer(0))])
        let checker = InvariantChecker(registration: PartyGame.registration, configuration: configuration, seed: 7, games: 4, shrinkBudget: 5_000)
        let report = checker.run()
        let finding = try #require(report.findings.first { $0.invariant.name == "bonusSaved" })
        #expect(finding.shrunk.result.steps.count <= 23, "\(finding.shrunk.token)")
        let replayed = try PartyGame.registration.replay(finding.shrunk.token)
        #expect(replayed.violation(of: "bonusSaved") != nil)
    }

    @Test("the shared conformance suite passes, and check holds")
    func conformance() {
        expectGameConformance(PartyGame.registration, games: 3, seed: 2)
        expectInvariantsHold(PartyGame.registration, parameters: [("players", .integer(4)), ("picksPerPlayer", .integer(2))], games: 12, seed: 7,
                             coverage: [])
    }
}
