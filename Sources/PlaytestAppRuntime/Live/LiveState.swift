import PlaytestKit

/// A live game's state: the snapshot the invariants read, and the world the app runs in.
///
/// A value the runner may copy freely: a copy keeps its snapshot and the step it stands at; the world is played
/// on only by the copy at the world's own step. Applying an action to a copy the world has moved past forks a
/// fresh world by replaying this copy's actions (`LiveWorld.fork(at:)`), so two copies never share one world.
public struct LiveState<Game: LiveGame>: @unchecked Sendable {
    /// The app as the last action or event left it.
    public internal(set) var snapshot: Game.Snapshot
    /// True when nothing was scheduled and no task job waited at that moment.
    public internal(set) var isSettled: Bool
    /// The world's virtual time at that moment, in microseconds.
    public internal(set) var time: Int64
    /// Actions applied since set-up.
    public internal(set) var step: Int
    /// The world, shared by copies until one of them moves it.
    var world: LiveWorld<Game>

    /// The forks made so far in this state's line (worlds rebuilt by replay because a copy had moved on).
    public var forks: Int { world.forkCount }

    /// The state of a world as it stands.
    init(world: LiveWorld<Game>) {
        self.world = world
        self.snapshot = world.appWorld.timingSnapshot { world.appWorld.main { world.game.snapshot(of: world.builtRoot) } }
        self.isSettled = world.appWorld.isSettled
        self.time = world.appWorld.now
        self.step = world.step
    }

    /// Takes a new snapshot of the world.
    mutating func refresh() {
        snapshot = world.appWorld.timingSnapshot { world.appWorld.main { world.game.snapshot(of: world.builtRoot) } }
        isSettled = world.appWorld.isSettled
        time = world.appWorld.now
    }

    /// The world's runtime figures (closures fired, tasks resumed, jobs, draws).
    public var runtimeStatistics: AppWorldStatistics { world.appWorld.statistics }
}
