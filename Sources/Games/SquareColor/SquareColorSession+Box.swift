import PlaytestKit

// MARK: - Copy-on-write storage

extension SquareColorSession {
    /// Every stored value of a session but those a tick changes (`Ticking`), in one place: a session holds them behind
    /// one reference (`CopyOnWrite`, PlaytestHarness), so that copying a session (the runner keeps the state before
    /// every action and event for the invariants) costs one retain instead of one for each array, and moves 8 bytes
    /// instead of the whole record.
    struct Fields: Sendable {
        let settings: SquareColorSettings
        let rules: SquareColorRules
        var state: GameState = .ready
        var targets: [ColorSquare] = []
        var grid: [ColorSquare] = []
        var expectedTarget: Int = 0
        var roundNumber: Int = 0
        var correctRounds: Int = 0
        var score: Int = 0
        var streak: Int = 0
        var bonusGranted: Int = 0
        var roundWonAt: Int64?
        var lastTap: TapResult?
        var end: GameEnd?
        var gamesCompleted: Int = 0
        var isHighScorePending: Bool = false
        var lastSaveQualified: Bool = false
        var storage: StorageManager = StorageManager()
        var queue: SquareColorSchedule = SquareColorSchedule()
        var timerGeneration: Int = 0
        var gameGeneration: Int = 0
        var previousGrid: [ColorSquare] = []
        var previousTargets: [ColorSquare] = []
        var difficulty: Difficulty
    }

    /// The values a timer tick changes, in a second, small box (`ticking`): the clock, the time left and used, the
    /// order number of the next scheduled event, and a slot for one pending tick (the other events, and a tick
    /// scheduled while the slot is taken, wait in the fields' `queue`; `SquareColorSession+Schedule.swift`). A tick
    /// fired after the runner copied the session then copies these 48 bytes, no reference, where a value among
    /// the fields would first copy them all. Stored inline instead, they made every copy of the session (the
    /// runner's and each invariant's before-state) go through the runtime's generic copy: slower overall.
    struct Ticking: Sendable {
        var clock: VirtualClock = VirtualClock()
        var timeRemaining: Int = 0
        var ticksUsed: Int = 0
        var nextSequence: UInt64 = 0
        var tick: SquareColorSchedule.Entry?
    }
}
