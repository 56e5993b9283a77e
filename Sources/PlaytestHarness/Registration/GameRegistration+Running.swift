// MARK: - Running

extension GameRegistration {
    /// Plays a configuration's games on `request.jobs` threads; identical results for any number of jobs.
    ///
    /// Chunks are folded in chunk order as they finish, so memory stays flat however many games are played.
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
        let chunkCount = (request.games + RunRequest.chunkSize - 1) / RunRequest.chunkSize
        let progress = request.progress
        let games = request.games
        let folding = chunkFolding
        let total = FoldBox(folding.empty(request.configuration))
        let runChunk = runChunk
        let finished = ParallelRunner.forEachInOrder(
            count: chunkCount, jobs: request.jobs, shouldStop: request.shouldStop,
            completed: { finished in progress?(min(games, finished * RunRequest.chunkSize)) },
            { chunk in
                let start = chunk * RunRequest.chunkSize
                return runChunk(request, start..<min(games, start + RunRequest.chunkSize))
            },
            consume: { chunk in total.value = folding.fold(total.value, chunk) })
        guard finished else { return nil }
        return folding.finish(total.value, request.configuration, games)
    }
}

/// The running fold of a configuration's chunks; written only inside `forEachInOrder`'s `consume`, one call at a time.
private final class FoldBox: @unchecked Sendable {
    var value: ChunkOutcome

    init(_ value: ChunkOutcome) {
        self.value = value
    }
}
