// MARK: - Running

extension GameRegistration {
    /// Plays a configuration's games on `request.jobs` threads; identical results for any number of jobs.
    ///
    /// - Complexity: O(games x steps per game).
    public func run(_ request: RunRequest) -> ConfigurationResult {
        let chunkCount = (request.games + RunRequest.chunkSize - 1) / RunRequest.chunkSize
        let progress = request.progress
        let games = request.games
        let chunks = ParallelRunner.map(count: chunkCount, jobs: request.jobs, completed: { finished in
            progress?(min(games, finished * RunRequest.chunkSize))
        }) { chunk in
            let start = chunk * RunRequest.chunkSize
            return runChunk(request, start..<min(games, start + RunRequest.chunkSize))
        }
        return mergeChunks(chunks, request.configuration, games)
    }
}
