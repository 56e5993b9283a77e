// MARK: - Registering a game without metrics

extension GameRegistration {
    /// Registers a game with no balance metrics of its own (`NoMetrics`), and its bots.
    ///
    /// The same registration as `make(_:metrics:bots:)` with `metrics: NoMetrics<Game>.self`: a
    /// studio's first version of a game needs rules, invariants and bots, not figures.
    @inlinable
    public static func make<Game: PlayableGame>(
        _ game: Game.Type, bots: [BotEntry<Game, NoMetrics<Game>>]
    ) -> GameRegistration {
        make(game, metrics: NoMetrics<Game>.self, bots: bots)
    }
}
