extension GameRegistration {
    /// The result of game `game` of `request` alone (on the streams of (seed, `game`), as in ``run(_:)``), for the
    /// analysis layer's per-game values, which pair game i of one arm with game i of another.
    package func singleGameResult(_ request: RunRequest, game: Int) -> ConfigurationResult {
        playRanges(request, [game..<(game + 1)], games: 1)
    }
}
