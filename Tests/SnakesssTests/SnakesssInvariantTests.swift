import PlaytestKit
import PlaytestTesting
import Testing
@testable import Snakesss

/// An invariant suite is trusted only after a test shows it catching the bug it guards against.
@Suite("SnakesssInvariant fault injection")
struct SnakesssInvariantTests {
    static let table: [SnakesssFault: (SnakesssInvariant, String)] = [
        .snakeVotesLetter: (.snakesVoteSnake, "a snake, voted"),
        .twoMongooses: (.roleCounts, "2 mongooses"),
        .doubleVote: (.oneVotePerPlayer, "voted 2 times"),
        .rightScoresOneMore: (.roundScores, "the kw table says"),
        .totalDrops: (.totalsNeverDecrease, "total fell"),
        .repeatsQuestions: (.noRepeatedQuestion, "repeats question"),
        .extraRound: (.roundCount, "began in a game of 6 rounds"),
        .skipsSnakeReveal: (.phaseOrder, "the phase went from question to discussion"),
        .countsTwice: (.totalsAreSumOfRounds, "but the rounds sum to"),
        .winnersFirstOnly: (.winnersHaveTopTotal, "everyone with the top total is"),
        // The planted faults of the mutation check, each with the invariant that catches it.
        .roleTableOffByOne: (.roleCounts, "dealt 3 humans, 2 snakes, 1 mongooses; the table says 2, 3, 1"),
        .wrongCountsSnakes: (.roundScores, "the kw table says"),
        .lastVoterSkipped: (.oneVotePerPlayer, "having voted 0 times"),
        .rolesDealtOnce: (.rolesDealtAgain, "rounds repeated the deal before them"),
        .eightPlayerRowOffByOne: (.roleCounts, "dealt 4 humans, 3 snakes, 1 mongooses; the table says 3, 4, 1"),
        // The same deal every round is also a deal kept: rolesDealtAgain sees it in one game, the stated share over many.
        .rolesUnshuffled: (.rolesDealtAgain, "rounds repeated the deal before them"),
        // A vote worked out from the move, not the engine's record of it; roles compared at every move, not at a deal only.
        .mongooseVoteRecordedRight: (.votesAsCast, "but the vote recorded is"),
        .nextInVotingRedeals: (.rolesFixedWithinRound, "changed"),
        // A rule no invariant stated: the bank's letters against the parameter.
        .letterSharesSwapped: (.letterSharesAsConfigured, "of the bank's 120 answers are A"),
    ]

    @Test("the table covers every fault and every invariant")
    func coverage() {
        #expect(Set(Self.table.keys) == Set(SnakesssFault.allCases).subtracting([.mixTicketBelowTen]))
        #expect(Set(Self.table.values.map(\.0)) == Set(SnakesssInvariant.allCases))
    }

    @Test("an injected fault is reported by the invariant that guards against it", arguments: SnakesssFault.allCases.filter { $0 != .mixTicketBelowTen })
    func faultIsCaught(fault: SnakesssFault) throws {
        let (invariant, fragment) = try #require(Self.table[fault])
        // The role table's planted fault is in the row for 6 players; a deal kept for 6 rounds is told from chance only
        // from 6 players (60 deals: 60^-5 < 1e-8; at 5 players, 30^-5 is not).
        let players = fault == .eightPlayerRowOffByOne ? 8 : [.roleTableOffByOne, .rolesDealtOnce, .rolesUnshuffled].contains(fault) ? 6 : 5
        let game = SnakesssGame(players: players, rules: .documented(with: fault))
        var found: Violation?
        for seed: UInt64 in 0..<80 where found == nil {
            for result in [StatefulRunner.play(game, bot: SnakesssFuzzer.self, seed: seed),
                           StatefulRunner.play(game, bot: SnakesssPlayer<OwnBelief, Split>.self, seed: seed)] where found == nil {
                found = result.violation(of: invariant.name)
            }
        }
        let violation = try #require(found, "\(fault): \(invariant) never broke in 80 seeds")
        #expect(violation.message.contains(fragment), "\(fault): \(violation.message)")
    }

    @Test("roundScores holds under a designer's numeric table and catches a right non-snake's extra point there too")
    func roundScoresUnderAnyTable() throws {
        let settings: [(String, ParameterValue)] = [("players", .integer(5)), ("rightBase", .integer(2)), ("rightPerRight", .integer(3)),
                                                    ("snakeBase", .integer(1)), ("snakePerWrong", .integer(2)), ("mongooseBonus", .integer(4))]
        let configuration = try SnakesssGame.descriptor.configuration(rules: "documented", settings: settings)
        let sound = SnakesssGame(configuration: configuration)
        let broken = SnakesssGame(configuration: configuration, rules: .documented(with: .rightScoresOneMore))
        var caught: Violation?
        for seed: UInt64 in 0..<20 {
            let result = StatefulRunner.play(sound, bot: SnakesssPlayer<OwnBelief, Coordinated>.self, seed: seed)
            #expect(result.passed, "seed \(seed): \(result.violations.map(\.message))")
            if caught == nil { caught = StatefulRunner.play(broken, bot: SnakesssPlayer<OwnBelief, Coordinated>.self, seed: seed).violation(of: "roundScores") }
        }
        let violation = try #require(caught, "rightScoresOneMore under a numeric table was never caught in 20 seeds")
        #expect(violation.message.contains("right 2+3K, snake 1+2W, mongoose +4 table says"), "\(violation.message)")
    }

    @Test("documented rules hold for every policy and player count")
    func documentedHolds() {
        for players in 4...8 {
            let game = SnakesssGame(players: players)
            for seed: UInt64 in 0..<6 {
                for result in [
                    StatefulRunner.play(game, bot: SnakesssFuzzer.self, seed: seed),
                    StatefulRunner.play(game, bot: SnakesssPlayer<FollowMajority, Split>.self, seed: seed),
                    StatefulRunner.play(game, bot: SnakesssPlayer<FollowMongoose, Coordinated>.self, seed: seed),
                    StatefulRunner.play(game, bot: SnakesssPlayer<MostCommonLetter, Coordinated>.self, seed: seed),
                ] {
                    #expect(result.passed, "\(players) players, seed \(seed): \(result.violations.map(\.message))")
                }
            }
        }
    }

    @Test("the shared conformance suite passes, and check holds")
    func conformance() {
        expectGameConformance(SnakesssGame.registration, games: 8, seed: 2)
        expectInvariantsHold(SnakesssGame.registration, games: 30, seed: 7)
    }

    @Test("bots by role: the snakes' bot plays whichever seat is a snake this round")
    func botsByRole() throws {
        let registration = SnakesssGame.registration
        let configuration = SnakesssGame.descriptor.defaultConfiguration
        let bots = BotAssignment(entries: [.init(selector: "snake", bot: "split"), .init(selector: "*", bot: "mostCommonLetter")])
        let result = registration.run(RunRequest(configuration: configuration, bots: bots, seed: 4, games: 20))
        #expect(result.allHeld && result.games == 20)
        guard let (right, votes) = result[SnakesssMetrics.Key.rightVotes].map({ (Int($0.numeratorSum), $0.subunits) }) else {
            Issue.record("no rightVotes")
            return
        }
        // Always voting the bank's most common letter is right about as often as that letter's share (0.34).
        #expect(votes > 0 && abs(Double(right) / Double(votes) - 0.34) < 0.1, "\(right) of \(votes)")
    }

    @Test("per-seat outcomes are labelled by how often the player was a snake, not by the last round's role")
    func outcomeLabels() {
        let result = SnakesssGame.registration.run(RunRequest(
            configuration: SnakesssGame.descriptor.defaultConfiguration, bots: BotAssignment("ownBelief"), seed: 3, games: 30))
        let keys = result.seats.groups.map(\.key)
        #expect(keys.contains("role snakeHeavy") && keys.contains("role snakeLight"))
        #expect(!keys.contains("role snake") && !keys.contains("role human"))
        let heavy = result.seats.groups.first { $0.key == "role snakeHeavy" }
        let light = result.seats.groups.first { $0.key == "role snakeLight" }
        #expect((heavy?.seatGames ?? 0) + (light?.seatGames ?? 0) == 30 * 6)
        // The game is the unit: each role's figures count games, not the seat-games behind them.
        #expect(heavy?.games ?? 0 <= 30 && light?.games ?? 0 <= 30 && (heavy?.games ?? 0) + (light?.games ?? 0) >= 30)
    }

    @Test("rolesDealtAgain: the binomial tail it reads, and a 6-round game at 5 players (too short to tell) never fails")
    func redealTest() {
        #expect(SnakesssReference.distinctDeals(players: 6, humans: 2, snakes: 3) == 60)
        #expect(SnakesssReference.distinctDeals(players: 4, humans: 1, snakes: 2) == 12)
        let tail = SnakesssReference.binomialUpperTail(atLeast: 5, of: 5, probability: 1.0 / 60)
        #expect(abs(tail - 1.0 / (60.0 * 60 * 60 * 60 * 60)) < 1e-20)
        #expect(tail <= SnakesssInvariant.redealAlpha)
        #expect(SnakesssReference.binomialUpperTail(atLeast: 0, of: 5, probability: 0.1) == 1)
        #expect(abs(SnakesssReference.binomialUpperTail(atLeast: 1, of: 2, probability: 0.5) - 0.75) < 1e-12)
        #expect(SnakesssReference.binomialUpperTail(atLeast: 5, of: 5, probability: 1.0 / 30) > SnakesssInvariant.redealAlpha)
        let kept = SnakesssGame(players: 5, rules: .documented(with: .rolesDealtOnce))
        for seed: UInt64 in 0..<5 {
            #expect(StatefulRunner.play(kept, bot: SnakesssFuzzer.self, seed: seed).violation(of: "rolesDealtAgain") == nil)
        }
    }

    @Test("the stated shares (round 1's mongoose seat, its question's difficulty) agree on the documented rules; unshuffled roles and an easy-only mix depart")
    func statedShares() throws {
        let configuration = try SnakesssGame.descriptor.configuration(rules: "documented+mixTicketBelowTen", settings: [])
        let easyOnly = InvariantChecker(registration: SnakesssGame.registration, configuration: configuration, games: 60, shrinkBudget: 10,
                                        targetBudget: 0).run()
        #expect(easyOnly.statedShareFailures.map(\.share.name) == ["firstQuestionDifficulty"], "\(easyOnly.statedShares.map(\.counts))")
        #expect(easyOnly.findings.isEmpty, "\(easyOnly.findings.map(\.invariant.name))")
        for (rules, departs) in [("documented", false), ("documented+rolesUnshuffled", true)] {
            let configuration = try SnakesssGame.descriptor.configuration(rules: rules, settings: [])
            let report = InvariantChecker(registration: SnakesssGame.registration, configuration: configuration, games: 60, shrinkBudget: 10,
                                          targetBudget: 0).run()
            let seats = try #require(report.statedShares.first { $0.share.name == "mongooseSeat" })
            let difficulty = try #require(report.statedShares.first { $0.share.name == "firstQuestionDifficulty" })
            #expect(seats.games == 60 && difficulty.games == 60, "\(seats.counts) \(difficulty.counts)")
            #expect(seats.departs == departs, "\(rules): \(seats.counts) \(seats.verdict)")
            #expect(!difficulty.departs, "\(rules): \(difficulty.counts) \(difficulty.verdict)")
        }
    }
}
