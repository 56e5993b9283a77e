import PlaytestProperties
import PlaytestStatistics

// MARK: - Folding chunks one at a time

extension GameRunner {
    /// The outcome of no games: the start of a fold.
    @inlinable
    static func emptyOutcome(game: Game, invariants: [InvariantInfo]) -> ChunkOutcome {
        ChunkOutcome(
            metrics: Metrics(game: game), steps: IntegerHistogram(), tallies: invariants.map { InvariantTally(info: $0) },
            checks: 0, coverage: [CoverageTally](labels: Game.Coverage.self), seats: SeatSummary())
    }

    /// Adds the next chunk, in chunk order, to `total`: the same steps, in the same order, as merging all chunks at once.
    @inlinable
    static func fold(_ total: ChunkOutcome, _ chunk: ChunkOutcome) -> ChunkOutcome {
        guard var metrics = total.metrics as? Metrics, let partial = chunk.metrics as? Metrics else {
            preconditionFailure("chunk metrics of another type")
        }
        metrics.merge(partial)
        var steps = total.steps
        steps.merge(chunk.steps)
        var tallies = total.tallies
        for index in tallies.indices { tallies[index].merge(chunk.tallies[index]) }
        var coverage = total.coverage
        coverage.merge(chunk.coverage)
        var seats = total.seats
        seats.merge(chunk.seats)
        return ChunkOutcome(
            metrics: metrics, steps: steps, tallies: tallies, checks: total.checks + chunk.checks, coverage: coverage, seats: seats)
    }

    /// A configuration's result from the fold of all its chunks.
    @inlinable
    static func finish(_ total: ChunkOutcome, game: Game, games: Int) -> ConfigurationResult {
        guard let metrics = total.metrics as? Metrics else { preconditionFailure("chunk metrics of another type") }
        return ConfigurationResult(
            games: games, measurements: metrics.measurements(game: game), steps: total.steps, tallies: total.tallies,
            checks: total.checks, coverage: total.coverage, seats: total.seats)
    }
}

/// A registration's chunk folding behind a non-generic face: start, add the next chunk, finish.
@usableFromInline
struct ChunkFolding: Sendable {
    @usableFromInline let empty: @Sendable (GameConfiguration) -> ChunkOutcome
    @usableFromInline let fold: @Sendable (ChunkOutcome, ChunkOutcome) -> ChunkOutcome
    @usableFromInline let finish: @Sendable (ChunkOutcome, GameConfiguration, Int) -> ConfigurationResult

    @usableFromInline
    init(
        empty: @escaping @Sendable (GameConfiguration) -> ChunkOutcome,
        fold: @escaping @Sendable (ChunkOutcome, ChunkOutcome) -> ChunkOutcome,
        finish: @escaping @Sendable (ChunkOutcome, GameConfiguration, Int) -> ConfigurationResult
    ) {
        self.empty = empty
        self.fold = fold
        self.finish = finish
    }
}
