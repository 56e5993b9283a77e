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
        let fold = startFold(request.configuration)
        var played = 0
        var target = request.games
        let progress = request.progress
        while true {
            let ranges = Self.chunkRanges(from: played, to: target)
            let (done, end) = (played, target)
            fold.play(request, ranges: ranges, chunksPerBlock: 1, shouldStop: nil, completed: { finished in
                progress?(done + min(end - done, finished * RunRequest.chunkSize))
            })
            played = target
            let result = fold.result(games: played)
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
    /// The result of `request`'s games in `ranges`, played on one thread and folded in range order, counted as `games`.
    func playRanges(_ request: RunRequest, _ ranges: [Range<Int>], games: Int) -> ConfigurationResult {
        var single = request
        single.jobs = 1
        let fold = startFold(request.configuration)
        fold.play(single, ranges: ranges, chunksPerBlock: 1, shouldStop: nil, completed: nil)
        return fold.result(games: games)
    }
}
