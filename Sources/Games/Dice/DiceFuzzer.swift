import PlaytestKit

/// Taps any die or button at random virtual times: while animating, twice in a row, End Turn and save mid-roll.
///
/// Every choice reads the injected generator, and the simplest word (0) means
/// "stop", then Roll, then the shortest wait: so a shrunk failure is short.
public struct DiceFuzzer: GameBot {
    /// The most actions the fuzzer takes in one game.
    public static let maxActions = 200
    private var taken = 0

    /// Creates the fuzzer.
    public init(game: DiceRollGame) {}

    /// A random tap or wait; nil to stop (about one game in forty per step, or after `maxActions`).
    public mutating func nextAction<R: RandomNumberGenerator>(
        in state: DiceSession, of game: DiceRollGame, using rng: inout R
    ) -> DiceAction? {
        guard taken < Self.maxActions, rng.draw(below: 40) != 0 else { return nil }
        taken += 1
        let pick = rng.draw(below: 100)
        switch pick {
        case 0..<22: return .roll
        case 22..<57: return .advance(microseconds: wait(using: &rng))
        case 57..<80: return .toggleLock(Int(rng.draw(below: UInt64(state.group.dice.count))))
        case 80..<88: return .save
        case 88..<95: return .endTurn
        default: return .newTurn
        }
    }

    /// A wait: mostly short (within a start delay), sometimes to the middle or past the end of a roll.
    private func wait<R: RandomNumberGenerator>(using rng: inout R) -> Int64 {
        switch rng.draw(below: 3) {
        case 0: Int64(rng.draw(in: 0...60_000))
        case 1: Int64(rng.draw(in: 0...400_000))
        default: Int64(rng.draw(in: 0...1_400_000))
        }
    }
}
