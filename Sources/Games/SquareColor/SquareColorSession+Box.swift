import PlaytestKit

// MARK: - Copy-on-write storage

extension SquareColorSession {
    /// Every stored value of a session, in one place: a session holds them behind one reference (`Box`), so that
    /// copying a session (the runner keeps the state before every action and event for the invariants) costs one
    /// retain instead of one for each array, and moves 8 bytes instead of the whole record.
    struct Fields: Sendable {
        let settings: SquareColorSettings
        let rules: SquareColorRules
        var clock: VirtualClock = VirtualClock()
        var state: GameState = .ready
        var targets: [ColorSquare] = []
        var grid: [ColorSquare] = []
        var expectedTarget: Int = 0
        var roundNumber: Int = 0
        var correctRounds: Int = 0
        var score: Int = 0
        var streak: Int = 0
        var timeRemaining: Int = 0
        var ticksUsed: Int = 0
        var bonusGranted: Int = 0
        var roundWonAt: Int64?
        var lastTap: TapResult?
        var end: GameEnd?
        var gamesCompleted: Int = 0
        var isHighScorePending: Bool = false
        var lastSaveQualified: Bool = false
        var storage: StorageManager = StorageManager()
        var queue: EventQueue<Scheduled> = EventQueue<Scheduled>()
        var timerGeneration: Int = 0
        var gameGeneration: Int = 0
        var previousGrid: [ColorSquare] = []
        var previousTargets: [ColorSquare] = []
        var difficulty: Difficulty
    }

    /// The box of a session's `Fields`, shared by copies of the session until one of them changes (copy on write).
    ///
    /// `@unchecked Sendable`: a box is written only through `SquareColorSession.unique`, which first makes it the one
    /// reference (copying it when it is shared), so no box that another session or thread can see is ever written.
    /// Its accesses are not checked dynamically for exclusivity: every write goes through `unique`'s one `_modify`.
    final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// The fields, for writing: the box is copied first when another session shares it.
    var unique: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }
}
