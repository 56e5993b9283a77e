import PlaytestKit
import Testing
@testable import SquareColor

/// An invariant suite is trusted only after a test shows it catching the bug it guards against.
@Suite("SquareColorInvariant fault injection")
struct SquareColorInvariantTests {
    /// Each fault and the invariants that must report it (one message fragment each).
    static let table: [SquareColorFault: [SquareColorInvariant: String]] = [
        .missingSquare: [.gridShape: "squares, not"],
        .distractorTooFar: [.distractorsNearBase: "more than 0.15"],
        .channelOutOfRange: [.channelsInRange: "outside"],
        .doublePoints: [.scoreIsPointsTimesRounds: "rounds won, not"],
        .timerRunsInPreview: [.timerFrozenDuringPreview: "during the sequence preview"],
        .extraBonus: [.timeWithinBudget: "time left is"],
        .scoresAfterGameOver: [.gameOverIsTerminal: "after game over changed the game"],
        .streakSurvivesWrongTap: [.streakCountsCorrectRounds: "a wrong tap kept the streak"],
        .leaderboardKeepsFour: [.leaderboardTopThree: "more than 3"],
        .previewAcceptsTaps: [.previewIgnoresTaps: "during the preview was judged"],
        .longNickname: [.nicknameRules: "was saved"],
        .qualifiesOnTie: [.leaderboardQualification: "was offered the save; it does not qualify"],
        // The planted faults of the mutation check, each with the invariant that catches it.
        .bonusOffByOneTick: [.timeWithinBudget: "not whole bonuses"],
        .tiesLaterDateFirst: [.leaderboardTopThree: "not sorted by score, then date"],
        .easyWrongTapEndsGame: [.wrongTapRule: "a wrong tap in easy ended the game"],
        .matchThresholdTenfold: [.tapJudgedByColour: "but was judged right"],
        .nicknameSixteenKept: [.nicknameRules: "(16 characters) was saved"],
        .bonusCappedAtFourSeconds: [.timeWithinBudget: "not whole bonuses"],
        .streakGrowsAfterGameOver: [.gameOverIsTerminal: "after game over changed the streak"],
        .hardDistractorsSwapped: [.distractorCounts: "distractors can only be near target 1; the hard table gives it 3"],
    ]

    /// Plays `seeds` sessions of each checking bot and the fuzzer until each expected invariant broke once.
    static func hunt(_ game: SquareColorGame, for names: Set<String>, seeds: Range<UInt64> = 0..<60) -> [String: Violation] {
        var found: [String: Violation] = [:]
        for seed in seeds where !names.isSubset(of: Set(found.keys)) {
            for result in [
                StatefulRunner.play(game, bot: SquareColorFuzzer.self, seed: seed, options: CaseOptions(maxSteps: 5_000)),
                StatefulRunner.play(game, bot: HumanPlayer<Casual>.self, seed: seed, options: CaseOptions(maxSteps: 5_000)),
            ] {
                for violation in result.violations where found[violation.invariant] == nil { found[violation.invariant] = violation }
            }
        }
        return found
    }

    @Test("the table covers every fault, and every invariant guards against an injected fault (wrongTapRule: a planted one)")
    func tableCoversEveryInvariant() {
        #expect(Set(Self.table.keys) == Set(SquareColorFault.allCases).subtracting([.targetRangeHalved, .offsetsNeverNegative, .targetShapesUnshuffled]))
        let covered = Set(Self.table.values.flatMap(\.keys))
        #expect(covered == Set(SquareColorInvariant.allCases), "missing: \(Set(SquareColorInvariant.allCases).subtracting(covered))")
    }

    /// Shown by a save of exactly 16 characters, which the fuzzer types in a fraction of its saves: tested directly
    /// (`nicknameOnePastTheLimit`); `playtest mutants` catches it over all the checking bots.
    /// `targetRangeHalved` breaks no invariant: only the stated share sees it (`statedRed`).
    /// `offsetsNeverNegative` and `targetShapesUnshuffled` likewise (`statedOffsetAndShape`).
    static let directlyTested: Set<SquareColorFault> = [.nicknameSixteenKept, .targetRangeHalved, .offsetsNeverNegative, .targetShapesUnshuffled]

    @Test("the stated shares of the first distractor's offset and the first hard target's shape agree on the documented rules and depart under their faults")
    func statedOffsetAndShape() throws {
        for (rules, departing) in [("documented", [String]()), ("documented+offsetsNeverNegative", ["firstDistractorOffset"]),
                                   ("documented+targetShapesUnshuffled", ["firstHardTargetShape"])] {
            let configuration = try SquareColorGame.descriptor.configuration(rules: rules, settings: [("games", .integer(3))])
            let report = InvariantChecker(registration: SquareColorGame.registration, configuration: configuration, games: 60, shrinkBudget: 10,
                                          targetBudget: 0).run()
            #expect(report.statedShares.map(\.share.name) == ["firstTargetRed", "firstDistractorOffset", "firstHardTargetShape"])
            let shape = try #require(report.statedShares.first { $0.share.name == "firstHardTargetShape" })
            #expect(shape.games == 60, "every session's third game is hard: \(shape.counts)")
            #expect(report.statedShareFailures.map(\.share.name) == departing, "\(rules): \(report.statedShares.map(\.counts))")
            #expect(report.findings.isEmpty, "\(rules): \(report.findings.map(\.invariant.name))")
        }
        let easy = try SquareColorGame.descriptor.configuration(rules: "documented", settings: [("difficulty", .string("easy"))])
        #expect(SquareColorGame(configuration: easy).statedShares().map(\.name) == ["firstTargetRed", "firstDistractorOffset"])
    }

    @Test("the stated share of the first target's red agrees with 1/4 per quarter on the documented rules and departs when targets are drawn from [0.2, 0.6]")
    func statedRed() throws {
        for (rules, departs) in [("documented", false), ("documented+targetRangeHalved", true)] {
            let configuration = try SquareColorGame.descriptor.configuration(rules: rules, settings: [("games", .integer(1))])
            let report = InvariantChecker(registration: SquareColorGame.registration, configuration: configuration, games: 40, shrinkBudget: 10,
                                          targetBudget: 0).run()
            let share = try #require(report.statedShares.first { $0.share.name == "firstTargetRed" })
            #expect(share.games == 40, "\(share.counts)")
            #expect(share.departs == departs, "\(rules): \(share.counts) \(share.verdict)")
            #expect(report.findings.isEmpty, "\(rules): \(report.findings.map(\.invariant.name))")
        }
    }

    @Test("nicknameRules: a nickname one past the limit (16 characters) kept whole is caught; cut to 15, it holds")
    func nicknameOnePastTheLimit() throws {
        let typed = "sixteen-letters!"
        #expect(typed.count == SquareColorReference.nicknameLimit + 1)
        #expect(SquareColorFuzzer.nicknames.contains(typed) && SquareColorFuzzer.nicknames.contains { $0.count == SquareColorReference.nicknameLimit })
        for (rules, caught) in [(SquareColorRules.documented, false), (.documented(with: .nicknameSixteenKept), true)] {
            var rng = Xoshiro256StarStar(seed: 1)
            var over = SquareColorSession(settings: SquareColorSettings(difficulty: .easy), rules: rules)
            over.startGame(using: &rng)
            over.state = .gameOver
            over.isHighScorePending = true
            var after = over
            after.saveHighScore(nickname: typed)
            let game = SquareColorGame(difficulty: .easy, rules: rules)
            let message = SquareColorInvariant.nicknameRules.check(.action(.saveHighScore(nickname: typed), before: over), in: after, of: game)
            #expect((message?.contains("(16 characters) was saved") ?? false) == caught, "\(String(describing: message))")
            if !caught { #expect(after.storage.entries.map(\.nickname) == ["sixteen-letters"]) }
        }
    }

    @Test("an injected fault is reported by the invariant that guards against it", arguments: SquareColorFault.allCases.filter { !directlyTested.contains($0) })
    func faultIsCaught(fault: SquareColorFault) throws {
        let expected = try #require(Self.table[fault])
        // A fourth leaderboard entry, or a tie on it, needs several qualifying games of one difficulty; the rest want all three difficulties.
        // A bonus over 4 s is none of the document's: the capped bonus shows only there (a swarmed value).
        let capped = try SquareColorGame.descriptor.configuration(
            rules: "documented", settings: [("difficulty", .string("easy")), ("games", .integer(3)), ("easyBonusTicks", .integer(50))])
        let game = fault == .bonusCappedAtFourSeconds ? SquareColorGame(configuration: capped, rules: .documented(with: fault))
            : fault == .leaderboardKeepsFour || fault == .tiesLaterDateFirst || fault == .qualifiesOnTie || fault == .nicknameSixteenKept
            ? SquareColorGame(difficulty: .easy, games: 5, rules: .documented(with: fault))
            : SquareColorGame(difficulty: nil, games: 3, rules: .documented(with: fault))
        let found = Self.hunt(game, for: Set(expected.keys.map(\.name)))
        for (invariant, fragment) in expected {
            let violation = try #require(found[invariant.name], "\(fault): \(invariant) never broke in 60 seeds")
            #expect(violation.message.contains(fragment), "\(fault): \(invariant) broke for another reason: \(violation.message)")
        }
    }

    @Test("wrongTapRule catches a medium wrong tap that does not end the game")
    func wrongTapRule() {
        var rng = Xoshiro256StarStar(seed: 1)
        var before = SquareColorSession(settings: SquareColorSettings(difficulty: .medium))
        before.startGame(using: &rng)
        before.wait(25, using: &rng)
        var after = before
        after.lastTap = .wrong
        let message = SquareColorInvariant.wrongTapRule.check(.action(.tap(0), before: before), in: after, of: SquareColorGame(difficulty: .medium))
        #expect(message == "a wrong tap in medium did not end the game")
        after.state = .gameOver
        #expect(SquareColorInvariant.wrongTapRule.check(.action(.tap(0), before: before), in: after, of: SquareColorGame(difficulty: .medium)) == nil)
    }

    @Test("with no fault, 8 sessions of each bot on each difficulty break nothing")
    func documentedHolds() {
        for difficulty: Difficulty? in [nil, .easy, .medium, .hard] {
            let game = SquareColorGame(difficulty: difficulty, games: 3, maxRounds: 12)
            for seed: UInt64 in 0..<8 {
                for result in [
                    StatefulRunner.play(game, bot: SquareColorFuzzer.self, seed: seed),
                    StatefulRunner.play(game, bot: HumanPlayer<Novice>.self, seed: seed),
                    StatefulRunner.play(game, bot: PerfectPlayer.self, seed: seed),
                    StatefulRunner.play(game, bot: RandomTapper.self, seed: seed),
                ] {
                    #expect(result.passed, "\(String(describing: difficulty)) seed \(seed): \(result.violations.map { "\($0.invariant): \($0.message)" })")
                }
            }
        }
    }

    @Test("hasChannel(of:outside:) agrees with testing every channel of the colour's channels array, NaN and the bounds included")
    func channelOutside() {
        let values: [Double] = [0, 1, 0.2, 1.0, 0.19999999999999998, 1.0000000000000002, -0.0, 0.5, -0.1, .nan, .infinity]
        for red in values {
            for green in values {
                for blue in values {
                    let color = RGBColor(red: red, green: green, blue: blue)
                    for range: ClosedRange<Double> in [0...1, SquareColorReference.targetChannels] {
                        #expect(SquareColorInvariant.hasChannel(of: color, outside: range) == color.channels.contains { !range.contains($0) })
                    }
                }
            }
        }
    }
}
