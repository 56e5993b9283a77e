/// The specialised loops behind a `GameRegistration`: chunks of seeded games, merging, replay.
@usableFromInline
enum GameRunner<Game: PlayableGame, Metrics: GameMetrics> where Metrics.Game == Game {
    /// Plays games `range` of a request with one bot type.
    @inlinable
    static func runChunk<Bot: GameBot>(_ request: RunRequest, range: Range<Int>, bot: Bot.Type, invariants: [InvariantInfo]) -> ChunkOutcome where Bot.Game == Game {
        let game = Game(configuration: request.configuration)
        var metrics = Metrics(game: game)
        var steps = IntegerHistogram()
        var tallies = invariants.map { InvariantTally(info: $0) }
        let options = CaseOptions(maxSteps: request.maxSteps)
        var checks = 0
        for index in range {
            var rng = StreamSeed.generator(seed: request.seed, configuration: request.configurationIndex, game: UInt64(index))
            var player = Bot(game: game)
            let result = StatefulRunner.play(game, bot: &player, using: &rng, options: options, metrics: &metrics)
            steps.add(result.stepCount)
            checks += result.checks
            for violation in result.violations {
                guard let tallyIndex = tallies.firstIndex(where: { $0.info.name == violation.invariant }) else { continue }
                tallies[tallyIndex].brokenGames += 1
                if tallies[tallyIndex].first == nil { tallies[tallyIndex].first = (index, violation) }
            }
        }
        return ChunkOutcome(metrics: metrics, steps: steps, tallies: tallies, checks: checks)
    }

    /// Merges chunk outcomes in chunk order.
    @inlinable
    static func merge(_ chunks: [ChunkOutcome], game: Game, invariants: [InvariantInfo]) -> MergedChunks {
        var metrics = Metrics(game: game)
        var steps = IntegerHistogram()
        var tallies = invariants.map { InvariantTally(info: $0) }
        var checks = 0
        for chunk in chunks {
            guard let partial = chunk.metrics as? Metrics else { preconditionFailure("chunk metrics of another type") }
            metrics.merge(partial)
            steps.merge(chunk.steps)
            for index in tallies.indices { tallies[index].merge(chunk.tallies[index]) }
            checks += chunk.checks
        }
        return MergedChunks(measurements: metrics.measurements(game: game), steps: steps, tallies: tallies, checks: checks)
    }

    /// Replays one game from a choice source; it ends early once a shrunk replay's choices run out.
    @inlinable
    static func replay<Bot: GameBot>(_ game: Game, bot: Bot.Type, source: inout ChoiceSource, options: CaseOptions) -> CaseResult where Bot.Game == Game {
        var player = Bot(game: game)
        return StatefulRunner.play(game, bot: &player, using: &source, options: options, isExhausted: { $0.isOverrun })
    }
}
