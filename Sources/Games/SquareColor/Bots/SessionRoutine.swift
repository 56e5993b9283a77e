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
        guard let shape = candidateShape(view) else { return Array(view.grid.indices) }
        return view.grid.indices.filter { view.grid[$0].shape == shape }
    }

    /// The shape the candidates have, or nil when every square is one: in hard, the expected target's shape when a
    /// square of the grid has it.
    static func candidateShape(_ view: SquareColorView) -> Shape? {
        guard view.difficulty.usesShapes, let shape = view.targets[view.expectedTarget].shape,
              view.grid.contains(where: { $0.shape == shape }) else { return nil }
        return shape
    }
}
