import PlaytestKit

// MARK: - Copy-on-write storage

extension GameStore {
    /// Every stored value of a store, in one place: a store holds them behind one reference (`CopyOnWrite`, PlaytestHarness), so that
    /// copying a store (the runner keeps the state before every action and event for the invariants) costs one
    /// retain, and moves 8 bytes instead of the whole record.
    ///
    /// The screen, the turn, the timer and the counters are held here directly; the arrays and sets, behind a second
    /// reference (`Arrays`). A tick of the timer, a wait or a pause changes only the first, so the store it leaves
    /// shares its arrays with the one before: copying `Fields` costs one retain for all of them.
    struct Fields: Sendable {
        var arrays: CopyOnWrite<Arrays>
        var stage: Stage = .home
        var rerolls: Int = 0
        var deckRound: Int = 0
        var round: Int = 1
        var turnsThisRound: Int = 0
        var skipsThisRound: Int = 0
        var turn: Turn?
        var turnCount: Int = 0
        var intakeError: IntakeError?
        var gamesCompleted: Int = 0
        var ignoredPresses: Int = 0
        var clock: VirtualClock = VirtualClock()
        var nextCardID: Int = 1
        /// When the running timer next ticks (what the countdown on screen counts to); nil while it is stopped.
        var nextTickAt: Int64?
        /// The one scheduled tick, if any (`GameStore+Timer.swift`).
        var pendingTick: Int64?
    }

    /// The arrays and sets of a store (and its settings and rules, which never change), behind their own reference.
    struct Arrays: Sendable {
        let settings: Settings
        let rules: PartyRules
        var players: [Player] = []
        var candidates: [Title] = []
        var allCards: [Card] = []
        var deck: [Card] = []
        var teamScores: [Int] = [0, 0]
        var roundScores: [RoundScore] = []
        var corrects: [Int] = [0, 0]
        var undos: [Int] = [0, 0]
        var events: [CorrectEvent] = []
        var rotation: [Int] = [0, 0]
        var teamTurnsThisRound: [Int] = [0, 0]
        var pendingBonuses: [Bonus] = []
        var lastFinalScores: [Int]?
        var previousScreen: [Title] = []
        var usedKeys: Set<String> = []
    }
}

extension GameStore {
    /// True when this store and `other` share their arrays' storage (`CopyOnWrite.sharesStorage`): their players,
    /// candidates, cards, deck, scores, round scores, corrects, undos, events, rotations, bonuses and used keys are
    /// then equal. A tick, a wait or a pause leaves the store before it so.
    func sharesArrays(with other: GameStore) -> Bool {
        box.value.arrays.sharesStorage(with: other.box.value.arrays)
    }

    /// True when this store and `other` share all their storage: they are equal.
    func sharesStorage(with other: GameStore) -> Bool {
        box.sharesStorage(with: other.box)
    }
}
