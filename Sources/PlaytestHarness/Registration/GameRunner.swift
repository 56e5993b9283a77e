import PlaytestProperties
import PlaytestStatistics

/// The specialised loops behind a `GameRegistration`: chunks of seeded games (folded in order in `GameRunner+Folding.swift`).
@usableFromInline
enum GameRunner<Game: PlayableGame, Metrics: GameMetrics> where Metrics.Game == Game {
    /// Plays games `range` of a request, seating players with `makePlayers`.
    ///
    /// Game `i` draws its chance and its seats' decisions from the streams
    /// derived from (seed, i): the same in every arm of a sweep.
    @inlinable
    static func runChunk<Players: SeatPlayers>(
        _ request: RunRequest, range: Range<Int>, setup: ChunkSetup<Game>,
        makePlayers: (Game, Game.State) -> Players
    ) -> ChunkOutcome<Metrics> where Players.Game == Game {
        let game = setup.game(for: request)
        var metrics = Metrics(game: game)
        var steps = IntegerHistogram()
        var tallies = setup.invariants.map { InvariantTally(info: $0) }
        var coverage = setup.coverage
        var seats = SeatSummary()
        let options = CaseOptions(maxSteps: request.maxSteps)
        let seatCount = game.seatCount
        var checks = 0
        var recorded: [RecordedGame] = []
        var observed: [ObservedGame] = []
        // The invariants listed once for the chunk; each game starts from this fresh monitor.
        let monitor = InvariantMonitor(game: game)
        // The quality tracker rides beside the game's metrics (nil when the request turns it off).
        var tracker = request.tracksQuality
            ? QualityTracker(
                seatCount: seatCount, maxSteps: request.maxSteps, idealSteps: request.idealSteps,
                series: request.series.isEmpty ? nil : SeriesRecorder(names: request.series, seatCount: seatCount, declared: Game.declaredSeries))
            : nil
        // Unobserved games share one observer, reset between games: the metrics stay in it for the whole chunk.
        var observer = RunObserver(
            game: game, monitor: monitor, metrics: QualityMetrics(inner: metrics, tracker: tracker),
            stopOnFirst: options.target != nil || options.stopsAtFirstBreak)
        for index in range {
            var streams = GameStreams(seed: request.seed, game: UInt64(index), seatCount: seatCount)
            let result: CaseResult
            if request.observesGames {
                let started = request.clock?()
                var both = QualityMetrics(inner: ObservingMetrics<Metrics>(total: metrics, game: game), tracker: tracker)
                result = StatefulRunner.play(
                    game, makePlayers: { makePlayers(game, $0) }, streams: &streams, options: options, metrics: &both,
                    monitor: monitor)
                let seconds = started.flatMap { start in request.clock.map { $0() - start } }
                metrics = both.inner.total
                tracker = both.tracker
                observed.append(ObservedGame(
                    index: index, stepCount: result.stepCount, violations: result.violations, coverage: result.coverage,
                    seatOutcomes: result.seatOutcomes, figures: ObservedGame.figures(of: both.inner.single.measurements(game: game)),
                    seconds: seconds))
            } else {
                observer.reset()
                result = StatefulRunner.play(
                    game, makePlayers: { makePlayers(game, $0) }, streams: &streams, options: options, observer: &observer)
            }
            steps.add(result.stepCount)
            checks += result.checks
            coverage.add(result.coverage)
            seats.add(result.seatOutcomes)
            if request.recordsGames { recorded.append(RecordedGame(result.seatOutcomes)) }
            for violation in result.violations {
                guard let tallyIndex = tallies.firstIndex(where: { $0.info.name == violation.invariant }) else { continue }
                tallies[tallyIndex].brokenGames += 1
                if tallies[tallyIndex].first == nil { tallies[tallyIndex].first = (index, violation) }
            }
        }
        if !request.observesGames {
            metrics = observer.metrics.inner
            tracker = observer.metrics.tracker
        }
        return ChunkOutcome(metrics: metrics, steps: steps, tallies: tallies, checks: checks, coverage: coverage, seats: seats, recorded: recorded,
                            observed: observed, quality: tracker?.finished)
    }
}

/// One chunk's games, before merging: the game's own metrics accumulator, steps, tallies, coverage and seats.
@usableFromInline
struct ChunkOutcome<Metrics: GameMetrics>: Sendable {
    @usableFromInline let metrics: Metrics
    @usableFromInline let steps: IntegerHistogram
    @usableFromInline let tallies: [InvariantTally]
    @usableFromInline let checks: Int
    @usableFromInline let coverage: [CoverageTally]
    @usableFromInline let seats: SeatSummary
    /// Each game's per-seat outcomes in game order, when the request records them (else empty).
    @usableFromInline let recorded: [RecordedGame]
    /// What each game did, in game order, when the request observes them (else empty).
    @usableFromInline let observed: [ObservedGame]
    /// The game-quality measures' tally; nil when the request turned them off.
    @usableFromInline let quality: QualityTally?

    @usableFromInline
    init(
        metrics: Metrics, steps: IntegerHistogram, tallies: [InvariantTally], checks: Int, coverage: [CoverageTally], seats: SeatSummary,
        recorded: [RecordedGame] = [], observed: [ObservedGame] = [], quality: QualityTally? = QualityTally()
    ) {
        self.quality = quality
        self.observed = observed
        self.metrics = metrics
        self.steps = steps
        self.tallies = tallies
        self.checks = checks
        self.coverage = coverage
        self.seats = seats
        self.recorded = recorded
    }
}
