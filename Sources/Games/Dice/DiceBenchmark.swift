import PlaytestKit

/// Workloads for `playtest bench`: rolls of a whole group, each left to settle, with or without invariant checks.
///
/// They live in the game's module so that the engine is specialised for the
/// concrete generator, as it is inside the runner.
public enum DiceBenchmark {
    /// What a workload did, so the optimiser cannot drop it and the caller can report it.
    public struct Outcome: Sendable {
        /// The sum of the settled values: depends on every draw.
        public var checksum = 0
        /// Animation events processed.
        public var events = 0
        /// Invariant checks run.
        public var checks = 0
        /// Invariants that broke (0 under the documented rules).
        public var violations = 0
    }

    /// Rolls `rolls` times a group of `count` unlocked dice and lets each roll settle.
    ///
    /// With `checked`, every invariant is checked after the Roll tap, after
    /// every animation event and after the wait, as the runner does.
    /// - Complexity: O(rolls x count log count).
    public static func rollAndSettle(count: Int, rolls: Int, seed: UInt64, checked: Bool, rules: DiceRules = .documented) -> Outcome {
        let game = DiceRollGame(count: count, turns: 1, rules: rules)
        var rng = Xoshiro256StarStar(seed: seed)
        var session = game.makeInitialState(using: &rng)
        var outcome = Outcome()
        let wait = DiceAction.advance(microseconds: 1_250_000)
        if checked {
            var monitor = InvariantMonitor(game: game)
            monitor.check(.start, state: session)
            for _ in 0..<rolls {
                var before = session
                game.apply(.roll, to: &session, using: &rng, observer: &monitor)
                monitor.check(.action(.roll, before: before), state: session)
                before = session
                game.apply(wait, to: &session, using: &rng, observer: &monitor)
                monitor.check(.action(wait, before: before), state: session)
                outcome.checksum &+= session.group.dice[0].value
            }
            outcome.checks = monitor.checks
            outcome.violations = monitor.violations.count
        } else {
            var counter = EventCounter()
            for _ in 0..<rolls {
                session.roll(using: &rng)
                session.advance(by: 1_250_000, using: &rng, observer: &counter)
                outcome.checksum &+= session.group.dice[0].value
            }
            outcome.events = counter.events
        }
        return outcome
    }

    /// Counts events and nothing else.
    struct EventCounter: GameObserver {
        typealias Game = DiceRollGame
        var events = 0
        mutating func observe(_ event: DiceEvent, in session: DiceSession) { events += 1 }
    }
}
