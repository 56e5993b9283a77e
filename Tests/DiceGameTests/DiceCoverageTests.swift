import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceCoverage")
struct DiceCoverageTests {
    /// Plays a script from game 0 of seed `seed`'s chance and returns the labels it reached.
    static func labels(_ script: [DiceAction], rules: DiceRules = .documented, count: Int = 6, seed: UInt64 = 1) -> Set<DiceCoverage> {
        let game = DiceRollGame(count: count, turns: 3, rules: rules)
        var rng = Xoshiro256StarStar(seed: seed)
        var state = game.makeInitialState(using: &rng)
        var seen = CoverageSet<DiceCoverage>()
        struct Marker: GameObserver {
            typealias Game = DiceRollGame
            let game: DiceRollGame
            var seen: CoverageSet<DiceCoverage>
            mutating func observe(_ event: DiceEvent, in state: DiceSession) {
                game.coverage(at: .event(event, before: state), in: state, into: &seen)
            }
        }
        for action in script {
            let before = state
            var marker = Marker(game: game, seen: seen)
            game.apply(action, to: &state, using: &rng, observer: &marker)
            seen = marker.seen
            game.coverage(at: .action(action, before: before), in: state, into: &seen)
        }
        // The first Roll's face labels are the categories of a stated share, reached by every first Roll: not situations.
        return Set(DiceCoverage.allCases.filter { seen.contains($0) && !DiceCoverage.faces.contains($0) })
    }

    @Test("each label is reached by the situation it names, and only by it")
    func scriptedLabels() {
        #expect(Self.labels([.roll, .advance(microseconds: 1_250_000)]).isEmpty)
        #expect(Self.labels([.toggleLock(0), .roll]) == [.rollWithLocks])
        #expect(Self.labels([.toggleLock(0), .toggleLock(1), .roll], count: 2) == [.rollWithLocks, .rollAllLocked])
        #expect(Self.labels([.roll, .toggleLock(2)]) == [.tapWhileAnimating, .tapDuringStartDelay])
        #expect(Self.labels([.roll, .advance(microseconds: 300_000), .toggleLock(2)]) == [.tapWhileAnimating])
        #expect(Self.labels([.roll, .save]) == [.saveMidAnimation])
        #expect(Self.labels([.roll, .roll]) == [.rollWhileAnimating])
        #expect(Self.labels([.roll, .endTurn]) == [.endTurnWhileAnimating])
    }

    @Test("two dice settling at the same microsecond are seen: all-zero chance gives every die the same delay and duration")
    func simultaneousSettle() {
        let game = DiceRollGame(count: 3, turns: 1)
        var zeros = ChoiceSource(replaying: [])
        var state = game.makeInitialState(using: &zeros)
        state.roll(using: &zeros)
        struct Marker: GameObserver {
            typealias Game = DiceRollGame
            let game: DiceRollGame
            var seen = CoverageSet<DiceCoverage>()
            mutating func observe(_ event: DiceEvent, in state: DiceSession) {
                game.coverage(at: .event(event, before: state), in: state, into: &seen)
            }
        }
        var marker = Marker(game: game)
        state.advance(by: 1_250_000, using: &zeros, observer: &marker)
        #expect(marker.seen.contains(.simultaneousSettle))
        #expect(Self.labels([.roll, .advance(microseconds: 1_250_000)], seed: 5).contains(.simultaneousSettle) == false,
                "random delays and durations almost never tie to the microsecond")
    }

    @Test("a required share that cannot be met fails the check, naming the situation")
    func unmetRequirement() throws {
        let configuration = DiceRollGame.descriptor.defaultConfiguration
        let checker = InvariantChecker(
            registration: DiceRollGame.registration, configuration: configuration, seed: 1, games: 100,
            coverageRequirements: [("simultaneousSettle", 0.05)])
        let report = checker.run()
        #expect(report.findings.isEmpty, "documented rules hold")
        #expect(!report.allHeld, "the coverage requirement fails the check")
        let failure = try #require(report.coverageFailures.first)
        #expect(failure.tally.info.name == "simultaneousSettle" && failure.required == 0.05)
        let text = CheckReportText.coverage(report).joined(separator: "\n")
        #expect(text.contains("coverage FAILED: simultaneousSettle (two dice settling at the same instant) was reached in 0 of 300 games"))
        #expect(text.contains("required 5.0%: SHOWN BELOW"))
    }

    @Test("the default requirements are met by the checking bots with the check's parameter swarming (seed 1, 100 games each)")
    func defaultRequirementsMet() {
        let report = InvariantChecker(
            registration: DiceRollGame.registration, configuration: DiceRollGame.descriptor.defaultConfiguration, seed: 1, games: 100,
            swarm: ParameterSwarm(share: 0.5, descriptor: DiceRollGame.descriptor)
        ).run()
        #expect(report.allHeld, "\(CheckReportText.coverage(report))")
        // The game's own shares, and 2% of every label that names a documented behaviour.
        #expect(report.coverageRequirements.map(\.label)
                == ["rollWithLocks", "rollAllLocked", "tapWhileAnimating", "tapDuringStartDelay", "saveMidAnimation", "rollWhileAnimating",
                    "endTurnWhileAnimating", "simultaneousSettle", "longTurn"])
        #expect(report.coverageRequirements.first { $0.label == "longTurn" }?.share == 0.02)
        #expect(report.coverageByBot.map(\.bot) == ["lockMostCommon", "fuzzer", "lockSweep"])
        // The edges, at 5% of the games at least: the lock sweeper's fully locked Rolls, the swarmed crowds' shared instants.
        for label in ["rollAllLocked", "simultaneousSettle"] {
            let tally = report.coverage.first { $0.info.name == label }
            #expect((tally?.games ?? 0) * 20 >= report.gamesPlayed, "\(label): \(tally?.games ?? 0) of \(report.gamesPlayed) games")
        }
    }

    @Test("a short swarmed check reaches both edges: a Roll with every die locked, and two dice settling at one instant")
    func shortCheckReachesEdges() throws {
        let report = InvariantChecker(
            registration: DiceRollGame.registration, configuration: DiceRollGame.descriptor.defaultConfiguration, seed: 2, games: 12,
            swarm: ParameterSwarm(share: 1, descriptor: DiceRollGame.descriptor)
        ).run()
        #expect(report.findings.isEmpty)
        for label in ["rollAllLocked", "simultaneousSettle"] {
            #expect((report.coverage.first { $0.info.name == label }?.games ?? 0) > 0, "\(label) reached")
        }
    }

    @Test("one die never shares a settle instant: simultaneousSettle is not required at count 1")
    func oneDie() {
        #expect(DiceRollGame(count: 1, turns: 1).unreachableCoverage() == [.simultaneousSettle])
        #expect(DiceRollGame(count: 2, turns: 1).unreachableCoverage().isEmpty)
    }
}
