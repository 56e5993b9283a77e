import PlaytestProperties

/// A score a game declares for the checker's targeted mode: the checker steers the set-up's chance toward it.
///
/// Random play reaches what is common; a bug that shows only on a rare deal
/// (a dead opening grid, about once in 4 x 10^13 PokerSlam deals) needs a
/// guided search. A game names a score of its state right after set-up
/// (`PlayableGame.targetScore(of:)`), which way to push it and, optionally,
/// the value at which to stop; `playtest check` then runs `TargetedSearch`
/// over the chance stream's recorded words (targeted property-based testing,
/// Löscher and Sagonas, ISSTA 2017; Hypothesis' `target()`), plays the best
/// deal it found with every checking bot, and shrinks any failure like any
/// other. Any game can declare one.
public struct GameTarget: Sendable {
    /// What the score measures: "valid hands on the opening grid".
    public let summary: String
    /// Which way the search pushes it.
    public let direction: TargetDirection
    /// The search stops once the score is at least this good (at most it when minimising); nil: spend the budget.
    public let goal: Double?

    /// Declares a target.
    public init(summary: String, direction: TargetDirection, goal: Double? = nil) {
        self.summary = summary
        self.direction = direction
        self.goal = goal
    }

    /// True when `score` reaches the goal.
    public func isReached(_ score: Double) -> Bool {
        guard let goal else { return false }
        return direction == .minimize ? score <= goal : score >= goal
    }
}
