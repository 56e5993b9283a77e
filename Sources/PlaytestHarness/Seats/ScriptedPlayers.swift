/// Every seat plays the next action of a fixed list, in order, whoever's turn it is: how `replay --actions` drives a
/// game through the steps a person typed. Stops (nil) when the list is used up.
public struct ScriptedPlayers<Game: PlayableGame>: SeatPlayers {
    /// The actions, in order.
    public let actions: [Game.Action]
    /// How many have been played.
    public private(set) var played = 0

    /// Plays `actions` in order.
    public init(_ actions: [Game.Action]) {
        self.actions = actions
    }

    /// The next action of the list, whatever the seat; nil when none is left.
    public mutating func nextAction<R: RandomNumberGenerator>(
        seat: Int, labels: SeatLabels, in view: Game.View, of game: Game, using rng: inout R
    ) -> Game.Action? {
        guard played < actions.count else { return nil }
        defer { played += 1 }
        return actions[played]
    }
}
