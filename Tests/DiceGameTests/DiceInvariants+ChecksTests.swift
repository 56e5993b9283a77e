import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceInvariants checks")
struct DiceInvariantsChecksTests {
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
            #expect(monitor.checks > script.count * DiceInvariants.all.count, "seed \(seed): events were checked too")
        }
    }

    /// Known bug (see the report): the property-6 check reloads the saved group through `Die(value:)`,
    /// whose precondition traps on a face outside 1...6, so a fault that settles a die on 0 crashes the
    /// runner at the next save instead of being reported. Run in a child process so that the trap
    /// fails this test only.
    @Test("the property-6 check returns, never traps, when a faulty engine saved a die showing 0")
    func saveOfInvalidFaceDoesNotTrap() async {
        await #expect(processExitsWith: .success, "DiceGroup(restoring:) traps in Die.init on a saved value of 0") {
            var rng = Xoshiro256StarStar(seed: 0)
            var session = DiceSession(count: 1, rules: .documented(with: .settlesOnZero), using: &rng)
            session.roll(using: &rng)
            session.wait(1_250_000, using: &rng)
            let before = session
            session.save()
            _ = DiceInvariants.savingLeavesAnimationAlone(.action(.save, before: before), session)
        }
    }
}
