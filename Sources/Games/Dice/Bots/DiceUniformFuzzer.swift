import PlaytestKit

/// The fuzzer before swarm testing: every game mixes the same taps in the same fixed proportions.
///
/// Kept (not a checking bot) so that reports can show what the swarm
/// `DiceFuzzer` reaches that a fixed mix does not. Every choice reads the
/// seat's stream, and the simplest word (0) means "stop", then Roll, then the
/// shortest wait: so a shrunk failure is short.
public struct DiceUniformFuzzer: GameBot {
    private var taken = 0

    /// Creates the fuzzer.
    public init(game: DiceRollGame, seat: Int) {}

    /// A random tap or wait; nil to stop (about one game in forty per step, or after `DiceFuzzer.maxActions`).
    public mutating func nextAction<R: RandomNumberGenerator>(
        in state: DiceSession, of game: DiceRollGame, using rng: inout R
    ) -> DiceAction? {
        guard taken < DiceFuzzer.maxActions, rng.draw(below: 40) != 0 else { return nil }
        taken += 1
        let pick = rng.draw(below: 100)
        switch pick {
        case 0..<22: return .roll
        case 22..<57: return .advance(microseconds: DiceFuzzer.wait(using: &rng))
        case 57..<80: return .toggleLock(Int(rng.draw(below: UInt64(state.group.dice.count))))
        case 80..<88: return .save
        case 88..<95: return .endTurn
        default: return .newTurn
        }
    }
}
