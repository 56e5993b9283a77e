import PlaytestKit

// MARK: - Copy-on-write storage

extension GameStore {
    /// Every stored value of a store, in one place: a store holds them behind one reference (`CopyOnWrite`, PlaytestHarness), so that
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
}
