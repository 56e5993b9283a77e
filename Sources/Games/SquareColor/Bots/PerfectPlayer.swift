import PlaytestKit

/// Always right, instantly: taps the square whose colour (and shape) is exactly the expected target's.
public struct PerfectPlayer: GameBot {
    /// Creates the player.
    public init(game: SquareColorGame, seat: Int) {}

    /// The next button or tap.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SquareColorView, of game: SquareColorGame, using rng: inout R
    ) -> SquareColorAction? {
        if let routine = SessionRoutine.routine(view, nickname: "perfect") { return routine }
        let target = view.targets[view.expectedTarget]
        let best = SessionRoutine.candidates(view).min { view.grid[$0].color.channelDistance(to: target.color) < view.grid[$1].color.channelDistance(to: target.color) }
        return .tap(best ?? 0)
    }
}
