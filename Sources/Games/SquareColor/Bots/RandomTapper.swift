import PlaytestKit

/// Taps a random square after a random pause of 0 to 1.5 s.
public struct RandomTapper: GameBot {
    private var waited = false

    /// Creates the player.
    public init(game: SquareColorGame, seat: Int) {}

    /// The next button, pause or tap.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SquareColorView, of game: SquareColorGame, using rng: inout R
    ) -> SquareColorAction? {
        if let routine = SessionRoutine.routine(view, nickname: "random") {
            waited = false
            return routine
        }
        if !waited {
            waited = true
            return .wait(ticks: rng.draw(in: 0...15))
        }
        waited = false
        return .tap(rng.draw(index: max(1, view.grid.count)))
    }
}
