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
        var quality = total.quality
        if let theirs = chunk.quality { quality?.merge(theirs) } else { quality = nil }
        return ChunkOutcome(
            metrics: metrics, steps: steps, tallies: tallies, checks: total.checks + chunk.checks, coverage: coverage, seats: seats,
            recorded: total.recorded + chunk.recorded, observed: total.observed + chunk.observed, quality: quality)
    }

    /// A configuration's result from the fold of all its chunks: the game's own measurements, then the quality measures
    /// (when tracked).
    @inlinable
    static func finish(_ total: ChunkOutcome<Metrics>, game: Game, games: Int) -> ConfigurationResult {
        let quality = total.quality?.measurements(seatCount: game.seatCount, listsChoices: Game.listsChoices) ?? []
        return ConfigurationResult(
            games: games, measurements: total.metrics.measurements(game: game) + quality, steps: total.steps, tallies: total.tallies,
            checks: total.checks, coverage: total.coverage, seats: total.seats, recordedGames: total.recorded,
            observedGames: total.observed, series: total.quality?.series ?? [])
    }
}

/// A configuration's running fold behind a non-generic face: play ranges of games into it, read the result.
///
/// The chunk outcomes inside keep the game's own metrics type (``ChunkFold``); only this face is erased. Chunks are
/// folded into blocks (``GameBlocks``) and blocks into the total, so a result folded from archived blocks that several
/// shards played equals the one a single run folds.
@usableFromInline
protocol ConfigurationFold: AnyObject, Sendable {
    /// Plays `ranges` of `request`'s games on `request.jobs` threads and folds them in range order, a block of
    /// `chunksPerBlock` chunks at a time (block boundaries at multiples of `chunksPerBlock` chunks from game 0; with 1,
    /// every chunk is its own block); false when `shouldStop` stopped it before every range was folded.
    @discardableResult
    func play(
        _ request: RunRequest, ranges: [Range<Int>], chunksPerBlock: Int, shouldStop: (@Sendable () -> Bool)?,
        completed: (@Sendable (Int) -> Void)?
    ) -> Bool

    /// Plays blocks `blocks` of `request`'s games (cut as ``GameBlocks`` cuts `request.games`) and returns each one
    /// archived, without folding them into the total; nil when `shouldStop` stopped it or the metrics cannot be archived.
    func playBlocks(
        _ request: RunRequest, blocks: Range<Int>, shouldStop: (@Sendable () -> Bool)?, completed: (@Sendable (Int) -> Void)?
    ) -> [ArchivedBlock]?

    /// Folds an archived block into the total, after those folded before it.
    func fold(_ block: ArchivedBlock) throws(ResultArchive.Failure)

    /// True when the game's metrics can be archived, so its blocks can be played apart.
    var archivesBlocks: Bool { get }

    /// The result of the games folded so far, counted as `games`.
    func result(games: Int) -> ConfigurationResult
}

/// The running fold of one configuration's chunks, typed by the game's metrics.
///
/// Written only inside `ParallelRunner.forEachInOrder`'s `consume` (one call at a time) or between plays.
@usableFromInline
final class ChunkFold<Game: PlayableGame, Metrics: GameMetrics>: ConfigurationFold, @unchecked Sendable where Metrics.Game == Game {
    @usableFromInline let game: Game
    @usableFromInline let invariants: [InvariantInfo]
    @usableFromInline let runChunk: @Sendable (RunRequest, Range<Int>) -> ChunkOutcome<Metrics>
    @usableFromInline var total: ChunkOutcome<Metrics>
    /// The chunks of the block in progress, folded from its first chunk.
    @usableFromInline var pending: ChunkOutcome<Metrics>?
    /// Blocks archived by ``playBlocks(_:blocks:shouldStop:completed:)``.
    @usableFromInline var archived: [ArchivedBlock] = []

    @inlinable
    init(game: Game, invariants: [InvariantInfo], runChunk: @escaping @Sendable (RunRequest, Range<Int>) -> ChunkOutcome<Metrics>) {
        self.game = game
        self.invariants = invariants
        self.runChunk = runChunk
        self.total = GameRunner<Game, Metrics>.emptyOutcome(game: game, invariants: invariants)
    }

    /// Adds a chunk to the block in progress.
    @inlinable
    func absorb(_ chunk: ChunkOutcome<Metrics>) {
        pending = pending.map { GameRunner<Game, Metrics>.fold($0, chunk) } ?? chunk
    }

    /// Folds the block in progress into the total.
    @inlinable
    func flush() {
        guard let block = pending else { return }
        total = GameRunner<Game, Metrics>.fold(total, block)
        pending = nil
    }

    @inlinable @discardableResult
    func play(
        _ request: RunRequest, ranges: [Range<Int>], chunksPerBlock: Int, shouldStop: (@Sendable () -> Bool)?,
        completed: (@Sendable (Int) -> Void)?
    ) -> Bool {
        let runChunk = runChunk
        let blockGames = chunksPerBlock * RunRequest.chunkSize
        let last = ranges.count - 1
        return ParallelRunner.forEachInOrder(
            count: ranges.count, jobs: request.jobs, shouldStop: shouldStop, completed: completed,
            { index in (index, runChunk(request, ranges[index])) },
            consume: { (index, chunk) in
                self.absorb(chunk)
                if chunksPerBlock == 1 || ranges[index].upperBound % blockGames == 0 || index == last { self.flush() }
            })
    }

    @inlinable
    func playBlocks(
        _ request: RunRequest, blocks: Range<Int>, shouldStop: (@Sendable () -> Bool)?, completed: (@Sendable (Int) -> Void)?
    ) -> [ArchivedBlock]? {
        guard archivesBlocks else { return nil }
        let runChunk = runChunk
        let pieces: [(block: Int, games: Range<Int>)] = blocks.flatMap { block in
            let games = GameBlocks.games(ofBlock: block, games: request.games)
            return stride(from: games.lowerBound, to: games.upperBound, by: RunRequest.chunkSize).map {
                (block, $0..<min(games.upperBound, $0 + RunRequest.chunkSize))
            }
        }
        archived = []
        let finished = ParallelRunner.forEachInOrder(
            count: pieces.count, jobs: request.jobs, shouldStop: shouldStop, completed: completed,
            { index in (index, runChunk(request, pieces[index].games)) },
            consume: { (index, chunk) in
                self.absorb(chunk)
                guard index == pieces.count - 1 || pieces[index + 1].block != pieces[index].block, let block = self.pending else { return }
                let range = GameBlocks.games(ofBlock: pieces[index].block, games: request.games)
                // The figures are left out: a merge computes them from the folded metrics.
                let result = ConfigurationResult(
                    games: range.count, measurements: [], steps: block.steps, tallies: block.tallies, checks: block.checks,
                    coverage: block.coverage, seats: block.seats, recordedGames: block.recorded)
                self.archived.append(ArchivedBlock(
                    block: pieces[index].block, metrics: MetricsArchive.encode(block.metrics) ?? "", outcome: ResultArchive.Coded(result),
                    quality: block.quality))
                self.pending = nil
            })
        return finished ? archived : nil
    }

    @inlinable
    func fold(_ block: ArchivedBlock) throws(ResultArchive.Failure) {
        let metrics = try MetricsArchive.decode(Metrics.self, from: block.metrics)
        let result = block.result
        guard result.tallies.count == invariants.count, zip(result.tallies, invariants).allSatisfy({ $0.info.name == $1.name }) else {
            throw ResultArchive.Failure(reason: "block \(block.block) tallies other invariants than the game's")
        }
        guard result.coverage.count == total.coverage.count else {
            throw ResultArchive.Failure(reason: "block \(block.block) counts other coverage labels than the game's")
        }
        let outcome = ChunkOutcome(
            metrics: metrics, steps: result.steps, tallies: result.tallies, checks: result.checks, coverage: result.coverage,
            seats: result.seats, recorded: result.recordedGames, quality: block.quality)
        total = GameRunner<Game, Metrics>.fold(total, outcome)
    }

    @inlinable
    var archivesBlocks: Bool { MetricsArchive.isArchivable(Metrics.self) }

    @inlinable
    func result(games: Int) -> ConfigurationResult {
        GameRunner<Game, Metrics>.finish(total, game: game, games: games)
    }
}
