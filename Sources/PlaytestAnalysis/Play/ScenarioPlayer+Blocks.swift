import PlaytestHarness

extension ScenarioPlayer {
    /// Plays blocks `blocks` of configuration `index` of `scenario`'s games (a shard of more shards than
    /// configurations owns such a slice) and returns them archived for a later merge; nil when ``shouldStop`` stopped
    /// play. `progress` counts the slice's games, out of `total` (the whole shard's planned games).
    public func playBlocks(_ scenario: Scenario, configuration index: Int, blocks: Range<Int>, total: Int) -> [ArchivedBlock]? {
        let configuration = scenario.configurations[index]
        var request = Self.request(for: configuration, in: scenario, jobs: jobs)
        if let progress { request.progress = { finished in progress(finished, total) } }
        request.shouldStop = shouldStop
        guard shouldStop?() != true else { return nil }
        return configuration.registration.runBlocks(request, blocks: blocks)
    }
}
