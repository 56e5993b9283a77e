import PlaytestKit

/// The dice parameters a scenario may set, read from a configuration once: `count` dice in the group (the
/// app has 6) and `turns` per game (5). Both shrink when a check shrinks a failure.
public struct DiceSettings: Sendable, Hashable {
    /// Dice in the group.
    public var count: Int
    /// Turns per game: a game ends after this many End Turns.
    public var turns: Int

    /// The app's settings, or these.
    public init(count: Int = 6, turns: Int = 5) {
        self.count = count
        self.turns = turns
    }

    /// Reads validated settings from a configuration (`count` and `turns`, both declared by
    /// `DiceRollGame.descriptor`, so both present).
    public init(configuration: GameConfiguration) {
        self.init(count: configuration[DiceRollGame.countKey], turns: configuration[DiceRollGame.turnsKey])
    }
}
