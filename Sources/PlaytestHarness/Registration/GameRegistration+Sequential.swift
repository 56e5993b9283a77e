// MARK: - Sequential running

extension GameRegistration {
    /// Games a sequential configuration adds between two looks: whole chunks, so the result never depends on `jobs`.
    public static let sequentialBatch = 8 * RunRequest.chunkSize

    /// Plays `request.games` games, then keeps adding batches of ``sequentialBatch`` games (game `i` always on the
    /// streams of (seed, i)) until `isDecided` says the merged result needs no more or `maxGames` are played.
    ///
    /// The looks fall at fixed game counts (`games`, then each batch, the last capped at `maxGames`), so the result
    /// is a pure function of the request, `maxGames` and `isDecided`, whatever `request.jobs` says.
    /// - Complexity: O(games played x steps per game), plus one fold per chunk and one finish per look.
    public func runSequential(
        _ request: RunRequest, maxGames: Int, isDecided: (ConfigurationResult) -> Bool
    ) -> ConfigurationResult {
        var total = chunkFolding.empty(request.configuration)
        var played = 0
        var target = request.games
        let progress = request.progress
        while true {
            let ranges = Self.chunkRanges(from: played, to: target)
            let (done, end) = (played, target)
            let outcomes = ParallelRunner.map(count: ranges.count, jobs: request.jobs, completed: { finished in
                progress?(done + min(end - done, finished * RunRequest.chunkSize))
            }) { index in
                runChunk(request, ranges[index])
            }
            for outcome in outcomes { total = chunkFolding.fold(total, outcome) }
            played = target
            let result = chunkFolding.finish(total, request.configuration, played)
            if played >= maxGames || isDecided(result) { return result }
            target = min(maxGames, played + Self.sequentialBatch)
        }
    }

    /// `start..<end` cut into ranges of at most `RunRequest.chunkSize` games.
    static func chunkRanges(from start: Int, to end: Int) -> [Range<Int>] {
        stride(from: start, to: end, by: RunRequest.chunkSize).map { $0..<min(end, $0 + RunRequest.chunkSize) }
    }
}

extension GameRegistration {
    /// The result of `games` games from their chunks' outcomes, folded in chunk order.
    func mergeChunks(_ chunks: [ChunkOutcome], _ configuration: GameConfiguration, _ games: Int) -> ConfigurationResult {
        var total = chunkFolding.empty(configuration)
        for chunk in chunks { total = chunkFolding.fold(total, chunk) }
        return chunkFolding.finish(total, configuration, games)
    }
}
