/// Something that happened inside a live app without a tap: a dispatch block, a timer, an animation completion or
/// a sleeping task's resumption.
///
/// It keeps the snapshots around it and names itself only when asked (`description`, the game's `eventLabel`), so
/// that the thousands of events of a checked game cost no text unless one is reported.
public struct LiveEvent<Game: LiveGame>: Sendable, CustomStringConvertible {
    /// What fired and when.
    public let firing: AppFiring
    /// The app just before it fired.
    public let before: Game.Snapshot
    /// The app just after.
    public let after: Game.Snapshot
    let game: Game

    /// An event between two snapshots.
    public init(firing: AppFiring, before: Game.Snapshot, after: Game.Snapshot, game: Game) {
        self.firing = firing
        self.before = before
        self.after = after
        self.game = game
    }

    /// The game's name for it (`die 2 settled on 5`, by default `timer at 0.35 s`).
    public var description: String { game.eventLabel(from: before, to: after, firing: firing) }
}
