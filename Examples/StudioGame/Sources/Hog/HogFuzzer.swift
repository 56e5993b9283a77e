import PlaytestKit

/// A swarm fuzzer: each game draws a `SwarmMix` of rolling, holding at once (even on 0) and rolling a streak, so
/// some games hold on nothing again and again and others roll long turns into snake eyes on a full bank.
public struct HogFuzzer: GameBot {
    /// The kinds of move the mix weighs, in order.
    public enum Kind: Int, CaseIterable, Sendable {
        case roll, hold, streak
    }

    /// The base proportions of the kinds.
    public static let baseMix = [10, 6, 3]
    private var mix: SwarmMix?
    private var queued = 0

    /// Creates the fuzzer.
    public init(game: HogGame, seat: Int) {}

    /// A roll or a hold, by the game's mix.
    public mutating func nextAction<R: RandomNumberGenerator>(in state: HogState, of game: HogGame, using rng: inout R) -> HogAction? {
        if queued > 0, state.turnTotal > 0 {
            queued -= 1
            return .roll
        }
        queued = 0
        if mix == nil { mix = SwarmMix(drawingAround: Self.baseMix, alwaysOn: [Kind.roll.rawValue], using: &rng) }
        switch Kind(rawValue: mix!.pick(using: &rng))! {
        case .roll: return .roll
        case .hold: return .hold
        case .streak:
            queued = rng.draw(in: 2...12)
            return .roll
        }
    }
}
