import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceInvariant checks")
struct DiceInvariantChecksTests {
    @Test("every check holds at every moment of documented rolls, taps mid-roll, saves and turns")
    func documentedMoments() {
        for seed: UInt64 in 0..<10 {
            let game = DiceRollGame(count: 6, turns: 2)
            var rng = Xoshiro256StarStar(seed: seed)
            var session = game.makeInitialState(using: &rng)
            var monitor = InvariantMonitor(game: game)
            monitor.check(.start, state: session)
            let script: [DiceAction] = [
                .toggleLock(1), .roll, .toggleLock(2), .roll, .save, .endTurn, .advance(microseconds: 300_000), .save,
                .advance(microseconds: 950_000), .toggleLock(1), .roll, .advance(microseconds: 1_250_000), .endTurn,
                .roll, .newTurn, .roll, .advance(microseconds: 1_250_000), .endTurn,
            ]
            for action in script {
                let before = session
                game.apply(action, to: &session, using: &rng, observer: &monitor)
                monitor.check(.action(action, before: before), state: session)
            }
            #expect(monitor.violations.isEmpty, "seed \(seed): \(monitor.violations.map { "\($0.invariant): \($0.message)" })")
            #expect(game.isTerminal(session) && session.store.count == 4, "seed \(seed): two saves and two End Turns")
            #expect(monitor.checks > script.count * DiceInvariant.allCases.count, "seed \(seed): events were checked too")
            #expect(monitor.previousState == nil, "seed \(seed): the dice game keeps no before-state of its events")
        }
    }

    @Test("the dice game carries no before-state on events: no check reads one, and keeping it cost a copy of every die")
    func eventsCarryNoBeforeState() {
        #expect(!DiceRollGame.carriesStateBeforeEvents)
    }

    /// A faulty engine may save a die showing 0: the property-6 check must report it, not trap while
    /// reloading it. Run in a child process so that a regression to a trap fails this test only.
    @Test("the property-6 check returns, never traps, when a faulty engine saved a die showing 0")
    func saveOfInvalidFaceDoesNotTrap() async {
        await #expect(processExitsWith: .success, "DiceGroup(restoring:) traps in Die.init on a saved value of 0") {
            var rng = Xoshiro256StarStar(seed: 0)
            var session = DiceSession(count: 1, rules: .documented(with: .settlesOnZero), using: &rng)
            session.roll(using: &rng)
            session.wait(1_250_000, using: &rng)
            let before = session
            session.save()
            _ = DiceInvariant.savingLeavesAnimationAlone(.action(.save, before: before), session)
        }
    }
}

@Suite("DiceInvariant declaration")
struct DiceInvariantDeclarationTests {
    @Test("the one declaration lists every invariant once, in the document's order, with unique names")
    func namesInOrder() {
        #expect(DiceInvariant.allCases.map(\.name) == [
            "property1", "property2", "property3", "property4", "property5", "property6",
            "settledValueIsDecided", "rollWhileAnimatingIgnored", "rollRollsEveryUnlockedDie", "newTurnStartsFresh", "animationTiming",
        ])
        #expect(DiceRollGame.registration.invariants.map(\.name) == DiceInvariant.allCases.map(\.name) + ["stepLimit"])
    }

    @Test("every invariant cites the design document and is checked at some moment")
    func facts() {
        for invariant in DiceInvariant.allCases {
            #expect(invariant.facts.citation.hasPrefix("dice-roll-animation.md"), "\(invariant)")
            #expect(!invariant.facts.moments.isEmpty, "\(invariant)")
        }
    }
}
