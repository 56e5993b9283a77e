import PlaytestHarness

extension Tuner {
    /// Plays `candidate`'s table with the skill target's two rungs on games `0 ..< games` of `seed` (the same deals for
    /// both: common random numbers) and measures the upset rate; nil when the spec has no skill target.
    ///
    /// The rungs play the first configuration of the scenario with its bots replaced by each rung in turn.
    /// - Complexity: 2 x games x steps per game.
    public func skillEstimate(_ candidate: TuneCandidate, seed: UInt64, games: Int) -> SkillEstimate? {
        guard let target = file.spec.skill, let first = file.scenario.configurations.first else { return nil }
        let configuration = candidate.applied(to: first.configuration, parameters: parameters)
        func values(_ bot: String) -> [Double?] {
            let key = cacheKey("skill:" + bot, candidate, seed: seed, games: games)
            if let text = cache?.lookup(key), let values = Self.decodeValues(text, count: games) {
                gamesProgress?(games, true)
                return values
            }
            let played = playedValues(bot)
            cache?.store(key, Self.encode(played))
            gamesProgress?(games, true)
            return played
        }
        func playedValues(_ bot: String) -> [Double?] {
            let request = RunRequest(configuration: configuration, bots: BotAssignment(bot), seed: seed, games: games, jobs: jobs,
                                     maxSteps: file.scenario.maxSteps)
            let perGame = first.registration.perGameValues(request, games: 0..<games)
            guard let index = perGame.metrics.firstIndex(of: target.metric) else { return Array(repeating: nil, count: games) }
            return perGame.values.map { $0[index] }
        }
        return SkillEstimate(weaker: values(target.weaker), stronger: values(target.stronger))
    }
}
