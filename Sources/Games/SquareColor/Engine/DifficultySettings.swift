import PlaytestKit

/// The tunable numbers of one difficulty: starting time, bonus, points, colour variation, match threshold.
public struct DifficultySettings: Sendable, Hashable {
    /// The starting time, in ticks of 0.1 s.
    public var startTicks: Int
    /// The time a correct round adds, in ticks.
    public var bonusTicks: Int
    /// Points per correct round.
    public var points: Int
    /// How far a distractor's channels may be from its base colour.
    public var variation: Double
    /// How close (every channel, strictly) a tapped colour must be to the expected target's (medium and hard).
    public var matchThreshold: Double

    /// The document's numbers for `difficulty`: variation 0.15, threshold 0.01.
    public init(defaultsFor difficulty: Difficulty) {
        startTicks = difficulty.defaultStartTicks
        bonusTicks = difficulty.defaultBonusTicks
        points = difficulty.defaultPoints
        variation = 0.15
        matchThreshold = 0.01
    }
}
