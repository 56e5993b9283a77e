// MARK: - Metric names

extension GameRegistration {
    /// The names of the measurements a configuration's result carries, in the game's order (from an empty merge: no game is played).
    public func measurementNames(in configuration: GameConfiguration) -> [String] {
        startFold(configuration).result(games: 0).measurements.map(\.name)
    }

    /// The names of the measurements that are ratios over games (per-round, per-turn, per-vote figures), from an empty
    /// merge: no game is played.
    public func ratioMeasurementNames(in configuration: GameConfiguration) -> [String] {
        startFold(configuration).result(games: 0).measurements.filter { if case .ratio = $0.value { true } else { false } }.map(\.name)
    }

    /// The series a scenario may ask a configuration's games to record (`"series"`, docs/series.md): the built-in ones for
    /// its seats (``SeriesDeclaration/builtIn(seatCount:)``), then the game's own (a declared name shadows none: a game
    /// may not reuse a built-in name).
    public func series(in configuration: GameConfiguration) -> [SeriesDeclaration] {
        let builtIn = SeriesDeclaration.builtIn(seatCount: seats(in: configuration))
        return builtIn + declaredSeries.filter { declared in !builtIn.contains { $0.name == declared.name } }
    }

    /// The team and role names a configuration's results carry (`snakeHeavy`, `A`), which may be finer than the
    /// descriptor's seat groups: read from the first 8 games of seed 0 with the game's first bot, in key order.
    public func observedSeatGroups(in configuration: GameConfiguration) -> [String] {
        guard let bot = bots.first else { return [] }
        let request = RunRequest(configuration: configuration, bots: BotAssignment(bot.id), seed: 0, games: 8)
        return playRanges(request, [0..<8], games: 8).seats.groups.map(\.key)
            .filter { !$0.hasPrefix("seat ") }.map { String($0.drop { $0 != " " }.dropFirst()) }
    }
}
