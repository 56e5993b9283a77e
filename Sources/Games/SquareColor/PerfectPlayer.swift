import PlaytestKit

/// The buttons every purposeful player presses the same way: start, save a high score, play again, wait out previews and pauses.
enum SessionRoutine {
    /// The action outside a decision, or nil when the player should decide a tap.
    static func routine(_ view: SquareColorView, nickname: String) -> SquareColorAction?? {
        if view.isFinished { return .some(nil) }
        switch view.state {
        case .ready: return .startGame
        case .gameOver: return view.isHighScorePending ? .saveHighScore(nickname: nickname) : .restartGame
        case .showingSequence: return .wait(ticks: max(1, view.previewTicksLeft))
        case .playing: return view.isBetweenRounds ? .wait(ticks: 1) : nil
        }
    }

    /// The squares a tap may aim at: all, or in hard those of the expected target's shape.
    static func candidates(_ view: SquareColorView) -> [Int] {
        guard view.difficulty.usesShapes, let shape = view.targets[view.expectedTarget].shape else { return Array(view.grid.indices) }
        let matching = view.grid.indices.filter { view.grid[$0].shape == shape }
        return matching.isEmpty ? Array(view.grid.indices) : matching
    }
}

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
