import PlaytestKit

/// A swarm fuzzer: each game draws its own mix of taps, some switched off and the rest skewed.
///
/// At its first move it draws a `SwarmMix` around the fixed mix of
/// `DiceUniformFuzzer` over six kinds (Roll, wait, tap a die, save, End Turn,
/// New Turn): Roll, wait and New Turn are always on (without Roll or wait
/// nothing animates; without New Turn a game stalls after its first End
/// Turn) but skewed; die taps, save and End Turn are each switched off in
/// half the games and skewed (each weight times 1 to 8) in the rest. So long
/// runs of one kind (saves with no waits between, taps on one die) that a
/// fixed mix almost never makes become common across games. Waits are short (within a start delay), to
/// the middle, or past the end of a roll; die taps favour one die per game
/// half the time, so a die is tapped twice in a row. Every choice reads the
/// seat's stream, and the simplest words mean the uniform mix, "stop", then
/// Roll and the shortest wait: so a shrunk failure is short.
public struct DiceFuzzer: GameBot {
    /// The most actions the fuzzer takes in one game.
    public static let maxActions = 200
    /// The kinds of action the mix weighs, in order.
    public enum Kind: Int, CaseIterable, Sendable {
        /// Tap Roll; let time pass; tap a die; tap Save; tap End Turn; tap New Turn.
        case roll, wait, tapDie, save, endTurn, newTurn
    }
    /// Each optional kind (die taps, save, End Turn) is switched off in one game in this many.
    public static let offOneIn: UInt64 = 2
    /// The base proportions of Roll, wait, die tap, save, End Turn and New Turn: the fixed mix of `DiceUniformFuzzer`.
    public static let baseMix = [22, 35, 23, 8, 7, 5]
    private var taken = 0
    private var mix: SwarmMix?
    private var favouriteDie: Int?

    /// Creates the fuzzer.
    public init(game: DiceRollGame, seat: Int) {}

    /// A random tap or wait; nil to stop (about one game in forty per step, or after `maxActions`).
    public mutating func nextAction<R: RandomNumberGenerator>(
        in state: DiceSession, of game: DiceRollGame, using rng: inout R
    ) -> DiceAction? {
        guard taken < Self.maxActions, rng.draw(below: 40) != 0 else { return nil }
        if mix == nil {
            mix = SwarmMix(drawingAround: Self.baseMix, alwaysOn: [Kind.roll.rawValue, Kind.wait.rawValue, Kind.newTurn.rawValue],
                           offOneIn: Self.offOneIn, using: &rng)
            if rng.draw(below: 2) == 1 { favouriteDie = Int(rng.draw(below: UInt64(state.group.dice.count))) }
        }
        taken += 1
        switch Kind(rawValue: mix!.pick(using: &rng))! {
        case .roll: return .roll
        case .wait: return .advance(microseconds: Self.wait(using: &rng))
        case .tapDie:
            if let favouriteDie, rng.draw(below: 2) == 0 { return .toggleLock(favouriteDie) }
            return .toggleLock(Int(rng.draw(below: UInt64(state.group.dice.count))))
        case .save: return .save
        case .endTurn: return .endTurn
        case .newTurn: return .newTurn
        }
    }

    /// A wait: mostly short (within a start delay), sometimes to the middle or past the end of a roll.
    static func wait<R: RandomNumberGenerator>(using rng: inout R) -> Int64 {
        switch rng.draw(below: 3) {
        case 0: Int64(rng.draw(in: 0...60_000))
        case 1: Int64(rng.draw(in: 0...400_000))
        default: Int64(rng.draw(in: 0...1_400_000))
        }
    }
}
