import PlaytestProperties
import PlaytestStatistics

// MARK: - Folding chunks one at a time

extension GameRunner {
    /// The outcome of no games: the start of a fold.
    @inlinable
    static func emptyOutcome(game: Game, invariants: [InvariantInfo]) -> ChunkOutcome<Metrics> {
        ChunkOutcome(
            metrics: Metrics(game: game), steps: IntegerHistogram(), tallies: invariants.map { InvariantTally(info: $0) },
            checks: 0, coverage: [CoverageTally](labels: Game.Coverage.self), seats: SeatSummary())
    }

    /// Adds the next chunk, in chunk order, to `total`: the same steps, in the same order, as merging all chunks at once.
    @inlinable
    static func fold(_ total: ChunkOutcome<Metrics>, _ chunk: ChunkOutcome<Metrics>) -> ChunkOutcome<Metrics> {
        var metrics = total.metrics
        metrics.merge(chunk.metrics)
        var steps = total.steps
        steps.merge(chunk.steps)
        var tallies = total.tallies
        for index in tallies.indices { tallies[index].merge(chunk.tallies[index]) }
        var coverage = total.coverage
        coverage.merge(chunk.coverage)
        var seats = total.seats
        seats.merge(chunk.seats)
        return ChunkOutcome(
            metrics: metrics, steps: steps, tallies: tallies, checks: total.checks + chunk.checks, coverage: coverage, seats: seats,
            recorded: total.recorded + chunk.recorded, observed: total.observed + chunk.observed)
    }

    /// A configuration's result from the fold of all its chunks.
    @inlinable
    static func finish(_ total: ChunkOutcome<Metrics>, game: Game, games: Int) -> ConfigurationResult {
        ConfigurationResult(
            games: games, measurements: total.metrics.measurements(game: game), steps: total.steps, tallies: total.tallies,
            checks: total.checks, coverage: total.coverage, seats: total.seats, recordedGames: total.recorded,
            observedGames: total.observed)
    }
}

/// A configuration's running fold behind a non-generic face: play ranges of games into it, read the result.
///
/// The chunk outcomes inside keep the game's own metrics type (``ChunkFold``); only this face is erased.
@usableFromInline
protocol ConfigurationFold: AnyObject, Sendable {
    /// Plays `ranges` of `request`'s games on `request.jobs` threads and folds them in range order; false when
    /// `shouldStop` stopped it before every range was folded.
    @discardableResult
    func play(
        _ request: RunRequest, ranges: [Range<Int>], shouldStop: (@Sendable () -> Bool)?, completed: (@Sendable (Int) -> Void)?
    ) -> Bool

    /// The result of the games folded so far, counted as `games`.
    func result(games: Int) -> ConfigurationResult
}

/// The running fold of one configuration's chunks, typed by the game's metrics.
///
/// Written only inside `ParallelRunner.forEachInOrder`'s `consume` (one call at a time) or between plays.
@usableFromInline
final class ChunkFold<Game: PlayableGame, Metrics: GameMetrics>: ConfigurationFold, @unchecked Sendable where Metrics.Game == Game {
    @usableFromInline let game: Game
    @usableFromInline let runChunk: @Sendable (RunRequest, Range<Int>) -> ChunkOutcome<Metrics>
    @usableFromInline var total: ChunkOutcome<Metrics>

    @inlinable
    init(game: Game, invariants: [InvariantInfo], runChunk: @escaping @Sendable (RunRequest, Range<Int>) -> ChunkOutcome<Metrics>) {
        self.game = game
        self.runChunk = runChunk
        self.total = GameRunner<Game, Metrics>.emptyOutcome(game: game, invariants: invariants)
    }

    @inlinable @discardableResult
    func play(
        _ request: RunRequest, ranges: [Range<Int>], shouldStop: (@Sendable () -> Bool)?, completed: (@Sendable (Int) -> Void)?
    ) -> Bool {
        let runChunk = runChunk
        return ParallelRunner.forEachInOrder(
            count: ranges.count, jobs: request.jobs, shouldStop: shouldStop, completed: completed,
            { index in runChunk(request, ranges[index]) },
            consume: { chunk in self.total = GameRunner<Game, Metrics>.fold(self.total, chunk) })
    }

    @inlinable
    func result(games: Int) -> ConfigurationResult {
        GameRunner<Game, Metrics>.finish(total, game: game, games: games)
    }
}
