import PlaytestProperties

/// What every chunk of one configuration's games starts from, made once per configuration rather than per chunk of
/// `RunRequest.chunkSize` games: the game, the invariants' infos and the empty coverage tallies (each label's name,
/// situation and citation, which take a game's labels thousands of instructions to describe).
@usableFromInline
struct ChunkSetup<Game: PlayableGame>: Sendable {
    /// The configuration the game was made for.
    @usableFromInline let configuration: GameConfiguration
    /// The game, made once.
    @usableFromInline let game: Game
    /// The infos of the invariants a chunk tallies, in order.
    @usableFromInline let invariants: [InvariantInfo]
    /// One empty tally per coverage label, in order.
    @usableFromInline let coverage: [CoverageTally]

    /// The setup of `configuration`'s chunks.
    @inlinable
    init(configuration: GameConfiguration, invariants: [InvariantInfo]) {
        self.configuration = configuration
        self.game = Game(configuration: configuration)
        self.invariants = invariants
        self.coverage = [CoverageTally](labels: Game.Coverage.self)
    }

    /// The game for a request: the one made here when the request plays this configuration (as a fold's requests do).
    @inlinable
    func game(for request: RunRequest) -> Game {
        request.configuration == configuration ? game : Game(configuration: request.configuration)
    }
}
