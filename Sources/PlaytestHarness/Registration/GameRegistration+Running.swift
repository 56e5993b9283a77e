// MARK: - Running

extension GameRegistration {
    /// Plays a configuration's games on `request.jobs` threads; identical results for any number of jobs.
    ///
    /// Chunks are folded in chunk order as they finish, so memory stays flat however many games are played: each block's
    /// chunks (``GameBlocks``), then the blocks, the order in which a merge of shards folds them.
    /// - Complexity: O(games x steps per game) time; O(jobs) chunk outcomes held at once.
    public func run(_ request: RunRequest) -> ConfigurationResult {
        var unstoppable = request
        unstoppable.shouldStop = nil
        guard let result = runUnlessStopped(unstoppable) else { preconditionFailure("a run without shouldStop stopped") }
        return result
    }

    /// Plays a configuration's games like ``run(_:)``, but returns nil when `request.shouldStop` said stop
    /// before every chunk was played (checked before each chunk of `RunRequest.chunkSize` games).
    public func runUnlessStopped(_ request: RunRequest) -> ConfigurationResult? {
        let games = request.games
        let progress = request.progress
        let fold = startFold(request.configuration)
        let finished = fold.play(
            request, ranges: Self.chunkRanges(from: 0, to: games), chunksPerBlock: GameBlocks.chunksPerBlock(games: games), shouldStop: request.shouldStop,
            completed: { finished in progress?(min(games, finished * RunRequest.chunkSize)) })
        guard finished else { return nil }
        return fold.result(games: games)
    }
}
