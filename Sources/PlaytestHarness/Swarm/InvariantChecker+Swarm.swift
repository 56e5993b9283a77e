import PlaytestProperties

// MARK: - Parameter swarming

extension InvariantChecker {
    /// Plays games `first ..< first + configurations.count` of `bot`, game `first + k` under `configurations[k]`,
    /// on the check's threads; results in game order. `completed` receives the number finished so far.
    func playSwarmed(
        bot: String, from first: Int, configurations: [GameConfiguration], completed: (@Sendable (Int) -> Void)?
    ) -> [CaseResult] {
        let registration = registration
        let seed = seed
        let options = CaseOptions(maxSteps: maxSteps)
        return ParallelRunner.map(count: configurations.count, jobs: jobs, completed: completed) { offset in
            let configuration = configurations[offset]
            var streams = GameStreams<ChoiceSource>(
                recording: seed, game: UInt64(first + offset), seatCount: registration.seats(in: configuration))
            return registration.replay(configuration: configuration, bots: BotAssignment(bot), streams: &streams, options: options)
        }
    }

    /// Empty tallies for every region of every swarmed parameter, in the descriptor's order.
    func regionTallies(for swarm: ParameterSwarm) -> [ParameterRegionTally] {
        let labels = registration.coverageLabels.count
        return swarm.ranges.flatMap { spec, range in
            range.regions(default: spec.defaultValue).map { ParameterRegionTally(parameter: spec.name, region: $0, labels: labels) }
        }
    }

    /// Counts a bot's plain games (the check's own configuration) in the region of each swarmed parameter's value.
    func addPlainRegions(_ tallies: inout [ParameterRegionTally], games: Int, coverage: [CoverageTally]) {
        guard let swarm, !tallies.isEmpty else { return }
        for (spec, range) in swarm.ranges {
            guard let value = configuration.value(spec.name) else { continue }
            let region = range.region(of: value, default: spec.defaultValue)
            let index = regionIndex(&tallies, parameter: spec.name, region: region)
            tallies[index].add(games: games, reached: coverage.map(\.games))
        }
    }

    /// Counts one swarmed game in the region of each of its drawn values.
    func addSwarmedRegions(_ tallies: inout [ParameterRegionTally], configuration: GameConfiguration, coverage: UInt64) {
        guard let swarm else { return }
        for (spec, range) in swarm.ranges {
            guard let value = configuration.value(spec.name) else { continue }
            let index = regionIndex(&tallies, parameter: spec.name, region: range.region(of: value, default: spec.defaultValue))
            tallies[index].add(coverage)
        }
    }

    /// The index of a parameter's region, appended after the parameter's other regions when it is new.
    private func regionIndex(_ tallies: inout [ParameterRegionTally], parameter: String, region: String) -> Int {
        if let index = tallies.firstIndex(where: { $0.parameter == parameter && $0.region == region }) { return index }
        let after = (tallies.lastIndex { $0.parameter == parameter } ?? tallies.count - 1) + 1
        tallies.insert(ParameterRegionTally(parameter: parameter, region: region, labels: registration.coverageLabels.count), at: after)
        return after
    }
}

/// How a check swarmed over parameters: the share, the ranges, and the games swarmed per bot.
public struct SwarmSummary: Sendable {
    /// The share asked for.
    public let share: Double
    /// The parameters drawn, with their ranges: `players 4-12, timerSeconds 30|60|90|120`.
    public let ranges: String
    /// Games per bot.
    public let gamesPerBot: Int
    /// Of those, the last ones swarmed.
    public let swarmedPerBot: Int

    /// The summary of a swarm over `gamesPerBot` games per bot, `swarmedPerBot` of them swarmed.
    public init(swarm: ParameterSwarm, gamesPerBot: Int, swarmedPerBot: Int) {
        self.share = swarm.share
        self.ranges = swarm.rangeList
        self.gamesPerBot = gamesPerBot
        self.swarmedPerBot = swarmedPerBot
    }
}
