/// A game's own metrics accumulator with the quality tracker beside it: what the runner records into, so that every
/// game gets the quality measures with no code of its own. The game's metrics receive exactly what they would alone.
@usableFromInline
struct QualityMetrics<Inner: GameMetrics>: GameMetrics {
    @usableFromInline typealias Game = Inner.Game
    /// The game's own accumulator.
    @usableFromInline var inner: Inner
    /// The quality tracker (nil: the request turned tracking off).
    @usableFromInline var tracker: QualityTracker?

    @inlinable
    init(game: Inner.Game) {
        inner = Inner(game: game)
        tracker = nil
    }

    @inlinable
    init(inner: Inner, tracker: QualityTracker?) {
        self.inner = inner
        self.tracker = tracker
    }

    @inlinable
    mutating func record(_ moment: Moment<Inner.Game>, state: Inner.Game.State, game: Inner.Game) {
        inner.record(moment, state: state, game: game)
        guard tracker != nil else { return }
        switch moment {
        case .start: tracker!.start(state, game: game)
        case .action: tracker!.step(after: state, game: game)
        case .event: break
        }
    }

    @inlinable
    mutating func finishGame(_ state: Inner.Game.State, game: Inner.Game) {
        inner.finishGame(state, game: game)
        tracker?.finish(state, game: game)
    }

    @inlinable
    mutating func merge(_ other: QualityMetrics<Inner>) {
        inner.merge(other.inner)
        if let theirs = other.tracker { tracker?.absorb(theirs) }
    }

    @inlinable
    func measurements(game: Inner.Game) -> [Measurement] {
        inner.measurements(game: game)
    }
}
