import PlaytestProperties

/// Parameter swarming: in a share of a check's games, each game's parameters are drawn from their swarm ranges.
///
/// Swarm testing draws a fuzzer's mix of actions per game, so that skewed mixes are tried; this draws a game's
/// parameters per game, so that situations which exist only away from the defaults (a shorter timer, fewer players,
/// a harder difficulty) are reached. Of `games` games per bot, the first `games - swarmedGames(of:)` play the
/// check's own configuration and the rest are swarmed: game `i`'s parameters come from the stream of (seed, `i`,
/// `StreamSeed.parameters`), the same for every bot and whatever the jobs, and the replay token of a failure
/// carries them. Parameters the caller fixed (`--param`) and parameters without a swarm range keep the check's value.
public struct ParameterSwarm: Sendable {
    /// The share of games swarmed, 0...1.
    public let share: Double
    /// The parameters drawn, with their ranges, in the descriptor's order.
    public let ranges: [(spec: ParameterSpec, range: ParameterSwarmRange)]

    /// The swarm of `descriptor`'s parameters that declare a range, except those named in `fixed`.
    public init(share: Double, descriptor: GameDescriptor, fixed: Set<String> = []) {
        precondition((0...1).contains(share), "a swarm share is 0...1")
        self.share = share
        self.ranges = descriptor.parameters.compactMap { spec in
            guard let range = spec.swarmRange, !fixed.contains(spec.name) else { return nil }
            return (spec, range)
        }
    }

    /// True when some game is swarmed: a positive share and at least one parameter to draw.
    public var isActive: Bool { share > 0 && !ranges.isEmpty }

    /// How many of `games` games per bot are swarmed: the share, rounded down (0 when inactive).
    public func swarmedGames(of games: Int) -> Int {
        isActive ? Int((Double(games) * share).rounded(.down)) : 0
    }

    /// The configuration of swarmed game `game`: `base` with each swarmed parameter drawn; `base` itself when the
    /// draws do not make a valid configuration in 8 tries (parameters that must agree with each other).
    public func configuration(of base: GameConfiguration, game: Int, seed: UInt64, descriptor: GameDescriptor) -> GameConfiguration {
        var rng = StreamSeed.generator(seed: seed, game: UInt64(game), stream: StreamSeed.parameters)
        for _ in 0..<8 {
            let drawn = Dictionary(uniqueKeysWithValues: ranges.map { ($0.spec.name, $0.range.draw(using: &rng)) })
            let settings = base.parameters.map { (name: $0.name, value: drawn[$0.name] ?? $0.value) }
            if var configuration = try? descriptor.configuration(rules: base.rules, settings: settings) {
                configuration.attachments = base.attachments
                return configuration
            }
        }
        return base
    }

    /// `players 4-12, timerSeconds 30|60|90|120`: the ranges drawn, as the check's header shows them.
    public var rangeList: String {
        ranges.map { "\($0.spec.name) \($0.range.description)" }.joined(separator: ", ")
    }
}
