import PlaytestKit

/// A swarm fuzzer: presses Continue, says and votes anything (snakes too) in any phase, from a mix drawn per game.
public struct SnakesssFuzzer: GameBot {
    private var mix: SwarmMix?

    /// Creates the fuzzer.
    public init(game: SnakesssGame, seat: Int) {}

    /// A random move (the game ignores the ones out of phase); nil at the end.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SnakesssView, of game: SnakesssGame, using rng: inout R
    ) -> SnakesssAction? {
        guard view.phase != .gameEnd else { return nil }
        if mix == nil { mix = SwarmMix(drawingAround: [6, 3, 3, 1], alwaysOn: [0, 1, 2], using: &rng) }
        let letter = Vote.allCases[rng.draw(index: Vote.allCases.count)]
        switch mix!.pick(using: &rng) {
        case 0: return .next
        case 1: return .say(letter)
        case 2: return .vote(letter)
        default: return .vote(.snake)
        }
    }
}
