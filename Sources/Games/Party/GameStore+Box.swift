import PlaytestKit

// MARK: - Copy-on-write storage

extension GameStore {
    /// Every stored value of a store, in one place: a store holds them behind one reference (`Box`), so that
    /// copying a store (the runner keeps the state before every action and event for the invariants) costs one
    /// retain instead of one for each array, and moves 8 bytes instead of the whole record.
    struct Fields: Sendable {
        let settings: Settings
        let rules: PartyRules
        var stage: Stage = .home
        var players: [Player] = []
        var candidates: [Title] = []
        var rerolls: Int = 0
        var allCards: [Card] = []
        var deck: [Card] = []
        var deckRound: Int = 0
        var round: Int = 1
        var teamScores: [Int] = [0, 0]
        var roundScores: [RoundScore] = []
        var corrects: [Int] = [0, 0]
        var undos: [Int] = [0, 0]
        var events: [CorrectEvent] = []
        var rotation: [Int] = [0, 0]
        var teamTurnsThisRound: [Int] = [0, 0]
        var turnsThisRound: Int = 0
        var skipsThisRound: Int = 0
        var pendingBonuses: [Bonus] = []
        var turn: Turn?
        var turnCount: Int = 0
        var intakeError: IntakeError?
        var gamesCompleted: Int = 0
        var lastFinalScores: [Int]?
        var ignoredPresses: Int = 0
        var clock: VirtualClock = VirtualClock()
        var previousScreen: [Title] = []
        var usedKeys: Set<String> = []
        var nextCardID: Int = 1
        var queue: EventQueue<Scheduled> = EventQueue<Scheduled>()
        var timerGeneration: Int = 0
        var nextTickAt: Int64?
    }

    /// The box of a store's `Fields`, shared by copies of the store until one of them changes (copy on write).
    ///
    /// `@unchecked Sendable`: a box is written only through `GameStore.unique`, which first makes it the one
    /// reference (copying it when it is shared), so no box that another store or thread can see is ever written.
    /// Its accesses are not checked dynamically for exclusivity: every write goes through `unique`'s one `_modify`.
    final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// The fields, for writing: the box is copied first when another store shares it.
    var unique: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }
}
