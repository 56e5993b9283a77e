/// A game's metrics accumulator that also keeps the current game's figures apart: the chunk's accumulator
/// receives exactly what it would without observing (so reports are the same bytes), and `single` only this game.
@usableFromInline
struct ObservingMetrics<Inner: GameMetrics>: GameMetrics {
    @usableFromInline typealias Game = Inner.Game
    @usableFromInline var total: Inner
    @usableFromInline var single: Inner

    @inlinable
    init(game: Inner.Game) {
        total = Inner(game: game)
        single = Inner(game: game)
    }

    @inlinable
    init(total: Inner, game: Inner.Game) {
        self.total = total
        single = Inner(game: game)
    }

    @inlinable
    mutating func record(_ moment: Moment<Inner.Game>, state: Inner.Game.State, game: Inner.Game) {
        total.record(moment, state: state, game: game)
        single.record(moment, state: state, game: game)
    }

    @inlinable
    mutating func finishGame(_ state: Inner.Game.State, game: Inner.Game) {
        total.finishGame(state, game: game)
        single.finishGame(state, game: game)
    }

    @inlinable
    mutating func merge(_ other: ObservingMetrics<Inner>) {
        total.merge(other.total)
    }

    @inlinable
    func measurements(game: Inner.Game) -> [Measurement] {
        total.measurements(game: game)
    }
}
