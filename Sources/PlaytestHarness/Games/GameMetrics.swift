/// Accumulates a game's balance metrics over many games, mergeable across chunks.
public protocol GameMetrics: Sendable {
    /// The game measured.
    associatedtype Game: PlayableGame

    /// Creates an empty accumulator for one configuration.
    init(game: Game)

    /// Records one moment (start, action or event) of a game in progress.
    mutating func record(_ moment: Moment<Game>, state: Game.State, game: Game)

    /// Records the end of one game.
    mutating func finishGame(_ state: Game.State, game: Game)

    /// Adds another accumulator's games; merging in a fixed order gives identical results.
    mutating func merge(_ other: Self)

    /// The figures a report shows, in a fixed order.
    func measurements(game: Game) -> [Measurement]
}
