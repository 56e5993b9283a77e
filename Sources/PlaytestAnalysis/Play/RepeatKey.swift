import PlaytestHarness

/// What makes two configurations' plays the same: the game, its configuration, the bots and every setting of the
/// request that reaches a draw or a figure (never `jobs`: results are the same whatever it is). Nil, never shared, for a
/// configuration with a sequential gate (its games depend on its gates) or a request that observes games or reads a clock.
struct RepeatKey: Hashable {
    let game: String
    let configuration: GameConfiguration
    let bots: BotAssignment
    let seed: UInt64
    let games: Int
    let maxSteps: Int
    let recordsGames: Bool
    let tracksQuality: Bool
    let idealSteps: ClosedRange<Int>?
    let series: [String]

    /// The key of `configuration` played by `request`, or nil when its play may not be shared.
    init?(_ configuration: ScenarioConfiguration, request: RunRequest) {
        guard !configuration.gates.contains(where: { $0.sequentialMaxGames != nil }), !request.observesGames, request.clock == nil else { return nil }
        game = configuration.registration.descriptor.id
        self.configuration = request.configuration
        bots = request.bots
        seed = request.seed
        games = request.games
        maxSteps = request.maxSteps
        recordsGames = request.recordsGames
        tracksQuality = request.tracksQuality
        idealSteps = request.idealSteps
        series = request.series
    }
}
