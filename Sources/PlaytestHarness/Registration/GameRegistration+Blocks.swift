// MARK: - Blocks of one configuration, for shards

extension GameRegistration {
    /// True when the game's metrics type is `Codable`, so that a configuration's blocks (``GameBlocks``) can be played
    /// apart, archived and folded together again (``runBlocks(_:blocks:)``, ``result(folding:configuration:games:)``).
    public func archivesBlocks(_ configuration: GameConfiguration) -> Bool {
        startFold(configuration).archivesBlocks
    }

    /// Plays blocks `blocks` of the configuration's `request.games` games on `request.jobs` threads and returns each
    /// block archived, in order; nil when `request.shouldStop` stopped it, or the game cannot archive its metrics.
    /// - Complexity: O(games in the blocks x steps per game).
    public func runBlocks(_ request: RunRequest, blocks: Range<Int>) -> [ArchivedBlock]? {
        let progress = request.progress
        let first = GameBlocks.games(ofBlock: blocks.lowerBound, games: request.games).lowerBound
        let end = blocks.isEmpty ? first : GameBlocks.games(ofBlock: blocks.upperBound - 1, games: request.games).upperBound
        return startFold(request.configuration).playBlocks(
            request, blocks: blocks, shouldStop: request.shouldStop,
            completed: { finished in progress?(min(end - first, finished * RunRequest.chunkSize)) })
    }

    /// The result of a configuration's archived blocks folded in the order given, counted as `games`: the same bytes as
    /// a run that played all of them, when they are all its blocks in order.
    /// - Throws: a failure naming what could not be read (a block of another game, damaged metrics).
    public func result(folding blocks: [ArchivedBlock], configuration: GameConfiguration, games: Int) throws(ResultArchive.Failure) -> ConfigurationResult {
        let fold = startFold(configuration)
        for block in blocks { try fold.fold(block) }
        return fold.result(games: games)
    }
}
