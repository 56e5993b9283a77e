import PlaytestHarness

extension GameRegistration {
    /// Registers a game with its metrics, bots and its own report section.
    ///
    /// Inlinable, like the harness's `make(_:metrics:bots:)` it extends, so that the game's module compiles the
    /// whole simulation loop for its concrete types. The harness keeps the section opaque (it cannot name
    /// `ReportSectionBuilder`, which belongs to this layer); ``reportSection`` reads it back.
    @inlinable
    public static func make<Game: PlayableGame, Metrics: GameMetrics>(
        _ game: Game.Type, metrics: Metrics.Type, bots: [BotEntry<Game, Metrics>], reportSection: ReportSectionBuilder?
    ) -> GameRegistration where Metrics.Game == Game {
        var registration = make(game, metrics: metrics, bots: bots)
        registration.reportAttachment = reportSection
        return registration
    }

    /// Registers a game with no balance metrics of its own (`NoMetrics`), its bots and its own report section.
    @inlinable
    public static func make<Game: PlayableGame>(
        _ game: Game.Type, bots: [BotEntry<Game, NoMetrics<Game>>], reportSection: ReportSectionBuilder?
    ) -> GameRegistration {
        make(game, metrics: NoMetrics<Game>.self, bots: bots, reportSection: reportSection)
    }

    /// The game's own report section (conclusions, a table, charts), if it has one.
    public var reportSection: ReportSectionBuilder? {
        reportAttachment as? ReportSectionBuilder
    }
}
