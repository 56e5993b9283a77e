import PlaytestKit
import Testing
@testable import DiceGame

/// An invariant suite is trusted only after a test shows it catching the bug it guards against.
@Suite("DiceInvariant fault injection")
struct DiceInvariantTests {
    /// What one injected fault must produce: each invariant that reports it, with a fragment of its message.
    struct Expectation: Sendable {
        /// Invariant name to a fragment of the message that shows the right check caught it.
        let breaches: [String: String]
        /// The bots that must each catch it within `seeds` (the purposeful bot never taps mid-roll or saves).
        let caughtBy: Set<String>
        /// The dice in the group: a crowd for a fault only shared settle instants expose.
        var count = 6
    }

    static let fuzzer = "fuzzer"
    static let lockMostCommon = "lockMostCommon"
    static let lockSweep = "lockSweep"

    /// The fault table: every `DiceFault` and what must catch it.
    static let table: [DiceFault: Expectation] = [
        .lockedDieAnimates: Expectation(breaches: ["property1": "locked die"], caughtBy: [fuzzer, lockMostCommon]),
        .settledDieKeepsAnimating: Expectation(
            breaches: ["property2": "isAnimating is still true", "property3": "is still animating"], caughtBy: [fuzzer, lockMostCommon]),
        .settlesOnZero: Expectation(breaches: ["property2": "settled on 0, not 1..6"], caughtBy: [fuzzer, lockMostCommon]),
        .buttonsEnableEarly: Expectation(breaches: ["property4": "enabled while"], caughtBy: [fuzzer, lockMostCommon]),
        .lockTogglesWhileAnimating: Expectation(breaches: ["property5": "toggleLock() changed its lock"], caughtBy: [fuzzer]),
        .saveStopsAnimation: Expectation(breaches: ["property6": "saving changed die"], caughtBy: [fuzzer]),
        .savesAnimationState: Expectation(breaches: ["property6": "animation state was persisted"], caughtBy: [fuzzer]),
        .settlesOnFreshDraw: Expectation(breaches: ["settledValueIsDecided": "but roll() decided"], caughtBy: [fuzzer, lockMostCommon]),
        .rollWhileAnimatingRolls: Expectation(breaches: ["rollWhileAnimatingIgnored": "Roll while animating changed die"], caughtBy: [fuzzer]),
        // The planted faults of the mutation check, each with the invariant that catches it.
        .rollsUpToSeven: Expectation(breaches: ["property2": "settled on 7, not 1..6"], caughtBy: [fuzzer, lockMostCommon]),
        .newTurnKeepsLocks: Expectation(breaches: ["newTurnStartsFresh": "still locked"], caughtBy: [fuzzer, lockMostCommon]),
        .lastDieSkipsRoll: Expectation(breaches: ["rollRollsEveryUnlockedDie": "was not rolled"], caughtBy: [fuzzer, lockMostCommon]),
        .durationOneStepLong: Expectation(breaches: ["animationTiming": "outside 0.5 to 1.25 s"], caughtBy: [fuzzer, lockMostCommon]),
        // A refused Roll the engine did not count (its verdict), and a save that rewrote the record before it (a state compared in part).
        .rollsLimitedToThree: Expectation(breaches: ["rollRollsEveryUnlockedDie": "was counted 0 times after 3 rolls"], caughtBy: [lockMostCommon, lockSweep]),
        .previousRecordSharesDice: Expectation(breaches: ["property6": "saving changed the record saved 1 before it"], caughtBy: [fuzzer, lockMostCommon]),
        // Faults only the edges expose: a Roll with every die locked, two dice settling at one instant.
        .allLockedRollDisablesButtons: Expectation(breaches: ["property4": "disabled but no die animates"], caughtBy: [lockSweep]),
        .sharedInstantSettleLost: Expectation(breaches: ["property3": "is still animating"], caughtBy: [lockMostCommon, lockSweep], count: 1_000),
    ]

    /// Seeds tried per bot before giving up.
    static let seeds: Range<UInt64> = 0..<50
    /// Enough steps for three turns of the purposeful bot; a fault that locks the buttons ends in the step limit sooner.
    static let options = CaseOptions(maxSteps: 2_000)

    /// What one bot found over the seeds, stopping at the first seed by which every expected invariant has broken.
    struct Hunt {
        /// The first violation of each invariant seen, with its seed.
        var first: [String: (seed: UInt64, violation: Violation)] = [:]
        /// Games played.
        var games = 0

        func caught(_ names: some Sequence<String>) -> Bool { names.allSatisfy { first[$0] != nil } }
    }

    static func hunt<Bot: GameBot>(_ bot: Bot.Type, game: DiceRollGame, for names: some Collection<String>) -> Hunt
    where Bot.Game == DiceRollGame {
        var hunt = Hunt()
        for seed in seeds where !hunt.caught(names) {
            let result = StatefulRunner.play(game, bot: Bot.self, seed: seed, options: options)
            hunt.games += 1
            for violation in result.violations where hunt.first[violation.invariant] == nil {
                hunt.first[violation.invariant] = (seed, violation)
            }
        }
        return hunt
    }

    @Test("the fault table covers every fault, and every invariant guards against at least one fault")
    func tableCoversEveryInvariant() {
        #expect(Set(Self.table.keys) == Set(DiceFault.allCases).subtracting(Self.sharedFaults), "every DiceFault has a row")
        let invariants = DiceInvariant.allCases.map(\.name)
        let covered = Set(Self.table.values.flatMap(\.breaches.keys))
        for name in invariants {
            #expect(covered.contains(name), "invariant \(name) has no fault injection test: add a DiceFault that breaks it")
        }
        #expect(covered.isSubset(of: invariants), "the table names only real invariants: \(covered.subtracting(invariants).sorted())")
        #expect(Set(invariants).count == 11)
    }

    /// Faults no single game shows, which the stated share of faces over many games catches.
    static let sharedFaults: Set<DiceFault> = [.valuesFromFixedSeed]

    @Test("the stated share of faces agrees with 1/6 each on the documented rules and departs when every Roll draws from one fixed seed")
    func statedFaces() throws {
        for (rules, departs) in [("documented", false), ("documented+valuesFromFixedSeed", true)] {
            // Two dice, one turn: a short game still makes a first Roll (36 games: 6 expected per face, the test's minimum 5).
            let configuration = try DiceRollGame.descriptor.configuration(rules: rules, settings: [("count", .integer(2)), ("turns", .integer(1))])
            let report = InvariantChecker(registration: DiceRollGame.registration, configuration: configuration, games: 36, shrinkBudget: 10,
                                          targetBudget: 0).run()
            let share = try #require(report.statedShares.first { $0.share.name == "firstRollFace" })
            #expect(share.games >= 30, "\(rules): \(share.counts)")
            #expect(share.departs == departs, "\(rules): \(share.counts) \(share.verdict)")
            #expect(report.allHeld == !departs)
        }
    }

    @Test("an injected fault is reported by the invariant that guards against it", arguments: DiceFault.allCases.filter { !sharedFaults.contains($0) })
    func faultIsCaught(fault: DiceFault) throws {
        let expectation = try #require(Self.table[fault], "\(fault) has no row in the table")
        let game = DiceRollGame(count: expectation.count, turns: 3, rules: .documented(with: fault))
        let names = expectation.breaches.keys
        let hunts = [
            (Self.fuzzer, Self.hunt(DiceFuzzer.self, game: game, for: names)),
            (Self.lockMostCommon, Self.hunt(LockMostCommonBot.self, game: game, for: names)),
            (Self.lockSweep, Self.hunt(LockSweepBot.self, game: game, for: names)),
        ]
        for (name, fragment) in expectation.breaches.sorted(by: { $0.key < $1.key }) {
            let catchers = hunts.filter { $0.1.first[name] != nil }
            #expect(!catchers.isEmpty, "\(fault): \(name) never broke in \(Self.seeds.count) seeds of either bot")
            for (bot, hunt) in catchers {
                guard let (seed, violation) = hunt.first[name] else { continue }
                #expect(violation.message.contains(fragment),
                        "\(fault), \(bot) seed \(seed): \(name) broke for another reason: \(violation.message)")
            }
            for (bot, hunt) in hunts where expectation.caughtBy.contains(bot) {
                #expect(hunt.first[name] != nil, "\(fault): \(bot) did not break \(name) in \(hunt.games) seeds")
            }
        }
    }

    @Test("the edge faults break nothing where their edge is absent: no Roll of a fully locked group, no shared settle instant")
    func edgeFaultsNeedTheirEdge() {
        let game = DiceRollGame(count: 6, turns: 3, rules: .documented(with: .allLockedRollDisablesButtons))
        for seed: UInt64 in 0..<10 {
            #expect(StatefulRunner.play(game, bot: LockMostCommonBot.self, seed: seed).passed, "seed \(seed): lockMostCommon never rolls all locked")
        }
        // Six dice share a settle instant about once in 40,000 Rolls: none in these.
        let few = DiceRollGame(count: 6, turns: 3, rules: .documented(with: .sharedInstantSettleLost))
        for seed: UInt64 in 0..<10 {
            #expect(StatefulRunner.play(few, bot: LockMostCommonBot.self, seed: seed).passed, "seed \(seed)")
        }
    }

    @Test("with no fault, 50 seeds of each bot break nothing", arguments: [false, true])
    func documentedHolds(fuzzing: Bool) {
        let game = DiceRollGame(count: 6, turns: 3, rules: .documented)
        for seed in Self.seeds {
            let result: CaseResult
            if fuzzing {
                result = StatefulRunner.play(game, bot: DiceFuzzer.self, seed: seed)
            } else {
                result = StatefulRunner.play(game, bot: LockMostCommonBot.self, seed: seed)
                // It never stops by itself: no stepLimit breach means it played its three turns to the end.
                #expect(result.stepCount >= 3, "seed \(seed): three End Turns at least")
            }
            #expect(result.passed, "seed \(seed) \(fuzzing ? "fuzzer" : "lockMostCommon"): \(result.violations.map { "\($0.invariant): \($0.message)" })")
            #expect(result.checks >= 1 + result.stepCount, "seed \(seed): the start and every step were checked")
        }
    }
}
