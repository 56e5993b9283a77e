import PlaytestKit

/// The single source of truth of a party game (the document's `GameStore`), without its views.
///
/// It holds the stage, the settings, the players, every card in play
/// (`allCards`), the round's `deck`, the scores, the turn and its timer on a
/// virtual clock. Views call its methods to move between stages; each method
/// does nothing (and returns false) in a stage where its button does not
/// exist. Chance (candidates, shuffles) comes from the generator passed in.
/// Intake is in `GameStore+Intake.swift`, rounds and turns in
/// `GameStore+Rounds.swift` and `GameStore+Turn.swift`, the timer in
/// `GameStore+Timer.swift`.
///
/// Decisions where RULES.md is silent:
/// - How To goes back to Home (the diagram draws no way out of it).
/// - The skip cycle is checked when Skip is tapped (as the document's Skip handler does), so a clue-giver who
///   skipped can still empty the deck by getting every remaining card; that turn earns the bonus.
/// - End Turn (from the turn or the pause screen) moves the top card to the bottom, as timer expiry does
///   (both are the document's `finishTurnToRecap`); a completed skip cycle moves nothing.
/// - A tap at the instant the timer reaches 0 comes after the expiry; a pause discards the part-second under way
///   (the next tick comes a whole second after the resume).
/// - Round 1 opens with the starting team; a clue-giver who emptied the deck gives the first turn of the next
///   round (RULES.md, Party game), so their team opens it, with the saved seconds instead of the timer; that turn does not
///   move their team's rotation. A round with no bonus owed opens with the starting team. Under the what-if
///   openers the rule picks the opener, and the bonus is the holder's team's first turn. A bonus lapses when the deck empties again before it is used, and at game end.
/// - Rematch keeps the players and cards, resets scores and rounds; rotations go on. New Game clears everything.
public struct GameStore: Sendable {
    /// What the game plays by.
    public var settings: Settings { box.value.arrays.value.settings }
    /// The behaviour: documented, shipped or broken.
    public var rules: PartyRules { box.value.arrays.value.rules }

    /// The screen shown.
    public internal(set) var stage: Stage {
        get { box.value.stage }
        _modify { yield &box.value.stage }
    }
    /// Players added at intake, in intake order (seat order).
    public internal(set) var players: [Player] {
        get { box.value.arrays.value.players }
        _modify { yield &box.value.arrays.value.players }
    }
    /// The candidates on screen for the player at intake.
    public internal(set) var candidates: [Title] {
        get { box.value.arrays.value.candidates }
        _modify { yield &box.value.arrays.value.candidates }
    }
    /// Rerolls made by the player at intake.
    public internal(set) var rerolls: Int {
        get { box.value.rerolls }
        _modify { yield &box.value.rerolls }
    }
    /// Every card in play, in the order added.
    public internal(set) var allCards: [Card] {
        get { box.value.arrays.value.allCards }
        _modify { yield &box.value.arrays.value.allCards }
    }
    /// The round's deck, top first.
    public internal(set) var deck: [Card] {
        get { box.value.arrays.value.deck }
        _modify { yield &box.value.arrays.value.deck }
    }
    /// The round the deck was built for (0 before the first).
    public internal(set) var deckRound: Int {
        get { box.value.deckRound }
        _modify { yield &box.value.deckRound }
    }
    /// The round (1...3).
    public internal(set) var round: Int {
        get { box.value.round }
        _modify { yield &box.value.round }
    }
    /// Each team's total (A, B).
    public internal(set) var teamScores: [Int] {
        get { box.value.arrays.value.teamScores }
        _modify { yield &box.value.arrays.value.teamScores }
    }
    /// Each round's points.
    public internal(set) var roundScores: [RoundScore] {
        get { box.value.arrays.value.roundScores }
        _modify { yield &box.value.arrays.value.roundScores }
    }
    /// Correct taps per team this game.
    public internal(set) var corrects: [Int] {
        get { box.value.arrays.value.corrects }
        _modify { yield &box.value.arrays.value.corrects }
    }
    /// Undone corrects per team this game.
    public internal(set) var undos: [Int] {
        get { box.value.arrays.value.undos }
        _modify { yield &box.value.arrays.value.undos }
    }
    /// The corrects that stand this game.
    public internal(set) var events: [CorrectEvent] {
        get { box.value.arrays.value.events }
        _modify { yield &box.value.arrays.value.events }
    }
    /// Each team's next clue-giver, as a count of turns given in rotation.
    public internal(set) var rotation: [Int] {
        get { box.value.arrays.value.rotation }
        _modify { yield &box.value.arrays.value.rotation }
    }
    /// Turns each team has begun this round.
    public internal(set) var teamTurnsThisRound: [Int] {
        get { box.value.arrays.value.teamTurnsThisRound }
        _modify { yield &box.value.arrays.value.teamTurnsThisRound }
    }
    /// Turns begun this round.
    public internal(set) var turnsThisRound: Int {
        get { box.value.turnsThisRound }
        _modify { yield &box.value.turnsThisRound }
    }
    /// Skips this round.
    public internal(set) var skipsThisRound: Int {
        get { box.value.skipsThisRound }
        _modify { yield &box.value.skipsThisRound }
    }
    /// Seconds saved for a next round's turn.
    public internal(set) var pendingBonuses: [Bonus] {
        get { box.value.arrays.value.pendingBonuses }
        _modify { yield &box.value.arrays.value.pendingBonuses }
    }
    /// The current (or last) turn.
    public internal(set) var turn: Turn? {
        get { box.value.turn }
        _modify { yield &box.value.turn }
    }
    /// Turns assigned this game.
    public internal(set) var turnCount: Int {
        get { box.value.turnCount }
        _modify { yield &box.value.turnCount }
    }
    /// Why intake is stuck, if it is.
    public internal(set) var intakeError: IntakeError? {
        get { box.value.intakeError }
        _modify { yield &box.value.intakeError }
    }
    /// Games finished (reached `gameEnd`) since the app opened.
    public internal(set) var gamesCompleted: Int {
        get { box.value.gamesCompleted }
        _modify { yield &box.value.gamesCompleted }
    }
    /// The final scores of the last finished game.
    public internal(set) var lastFinalScores: [Int]? {
        get { box.value.arrays.value.lastFinalScores }
        _modify { yield &box.value.arrays.value.lastFinalScores }
    }
    /// Buttons pressed in a stage where they do nothing.
    public internal(set) var ignoredPresses: Int {
        get { box.value.ignoredPresses }
        _modify { yield &box.value.ignoredPresses }
    }
    /// Virtual time.
    public internal(set) var clock: VirtualClock {
        get { box.value.clock }
        _modify { yield &box.value.clock }
    }
    /// The candidates of the last picks screen submitted: what a stale screen, not redrawn for the next player,
    /// still shows (empty before the first Submit of an intake).
    public internal(set) var previousScreen: [Title] {
        get { box.value.arrays.value.previousScreen }
        _modify { yield &box.value.arrays.value.previousScreen }
    }

    var usedKeys: Set<String> {
        get { box.value.arrays.value.usedKeys }
        _modify { yield &box.value.arrays.value.usedKeys }
    }
    var nextCardID: Int {
        get { box.value.nextCardID }
        _modify { yield &box.value.nextCardID }
    }
    var nextTickAt: Int64? {
        get { box.value.nextTickAt }
        _modify { yield &box.value.nextTickAt }
    }
    var pendingTick: Int64? {
        get { box.value.pendingTick }
        _modify { yield &box.value.pendingTick }
    }

    /// The stored values, shared with copies of this store until one of them changes (`GameStore+Box.swift`).
    var box: CopyOnWrite<Fields>

    /// A store on the home screen.
    public init(settings: Settings, rules: PartyRules = .documented) {
        box = CopyOnWrite(Fields(arrays: CopyOnWrite(Arrays(settings: settings, rules: rules))))
    }

    /// The kind of the current round.
    public var phase: RoundPhase { RoundPhase(round: round) }

    /// The card on top of the deck.
    public var topCard: Card? { deck.first }

    /// The seats of a team's players, in intake order.
    public func members(of team: Team) -> [Int] {
        players.filter { $0.team == team }.map(\.seat)
    }

    /// The standing corrects of the current turn, in the order tapped.
    public var turnEvents: [CorrectEvent] {
        guard let turn else { return [] }
        return events.filter { $0.turn == turn.number }
    }

    /// The team ahead at the end, or nil for a tie.
    public var winner: Team? {
        teamScores[0] == teamScores[1] ? nil : (teamScores[0] > teamScores[1] ? .a : .b)
    }

    /// Counts a press that did nothing, and returns false.
    mutating func ignored() -> Bool {
        ignoredPresses += 1
        return false
    }

    // MARK: - Home, How To, Settings

    /// Start Game: home → settings.
    @discardableResult
    public mutating func startSettings() -> Bool {
        guard stage == .home else { return ignored() }
        stage = .settings
        return true
    }

    /// How to Play: home → howTo.
    @discardableResult
    public mutating func showHowTo() -> Bool {
        guard stage == .home else { return ignored() }
        stage = .howTo
        return true
    }

    /// Back from How To: howTo → home.
    @discardableResult
    public mutating func closeHowTo() -> Bool {
        guard stage == .howTo else { return ignored() }
        stage = .home
        return true
    }

    // MARK: - Game end

    /// Stats: gameEnd → gameStats.
    @discardableResult
    public mutating func showStats() -> Bool {
        guard stage == .gameEnd else { return ignored() }
        stage = .gameStats
        return true
    }

    /// Back from the stats: gameStats → gameEnd.
    @discardableResult
    public mutating func closeStats() -> Bool {
        guard stage == .gameStats else { return ignored() }
        stage = .gameEnd
        return true
    }

    /// Rematch (same settings): gameEnd → roundIntro, with the same players and cards and the scores reset.
    @discardableResult
    public mutating func rematchSameSettings() -> Bool {
        guard stage == .gameEnd else { return ignored() }
        resetScores()
        stage = .roundIntro
        return true
    }

    /// New Game: gameEnd → home, with no players and no cards.
    @discardableResult
    public mutating func newGame() -> Bool {
        guard stage == .gameEnd else { return ignored() }
        resetScores()
        players = []
        allCards = []
        usedKeys = []
        candidates = []
        previousScreen = []
        rotation = [0, 0]
        stage = .home
        return true
    }

    mutating func resetScores() {
        round = 1
        deck = []
        deckRound = 0
        teamScores = [0, 0]
        roundScores = []
        corrects = [0, 0]
        undos = [0, 0]
        events = []
        pendingBonuses = []
        turn = nil
        turnCount = 0
        turnsThisRound = 0
        teamTurnsThisRound = [0, 0]
        skipsThisRound = 0
    }
}
