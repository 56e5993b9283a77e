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
///   round (RULES.md 3), so their team opens it, with the saved seconds instead of the timer; that turn does not
///   move their team's rotation. A round with no bonus owed opens with the starting team. Under the what-if
///   openers the rule picks the opener, and the bonus is the holder's team's first turn. A bonus lapses when the deck empties again before it is used, and at game end.
/// - Rematch keeps the players and cards, resets scores and rounds; rotations go on. New Game clears everything.
public struct GameStore: Sendable {
    /// What the game plays by.
    public var settings: Settings { box.fields.settings }
    /// The behaviour: documented, shipped or broken.
    public var rules: PartyRules { box.fields.rules }

    /// The screen shown.
    public internal(set) var stage: Stage {
        get { box.fields.stage }
        _modify { yield &unique.stage }
    }
    /// Players added at intake, in intake order (seat order).
    public internal(set) var players: [Player] {
        get { box.fields.players }
        _modify { yield &unique.players }
    }
    /// The candidates on screen for the player at intake.
    public internal(set) var candidates: [Title] {
        get { box.fields.candidates }
        _modify { yield &unique.candidates }
    }
    /// Rerolls made by the player at intake.
    public internal(set) var rerolls: Int {
        get { box.fields.rerolls }
        _modify { yield &unique.rerolls }
    }
    /// Every card in play, in the order added.
    public internal(set) var allCards: [Card] {
        get { box.fields.allCards }
        _modify { yield &unique.allCards }
    }
    /// The round's deck, top first.
    public internal(set) var deck: [Card] {
        get { box.fields.deck }
        _modify { yield &unique.deck }
    }
    /// The round the deck was built for (0 before the first).
    public internal(set) var deckRound: Int {
        get { box.fields.deckRound }
        _modify { yield &unique.deckRound }
    }
    /// The round (1...3).
    public internal(set) var round: Int {
        get { box.fields.round }
        _modify { yield &unique.round }
    }
    /// Each team's total (A, B).
    public internal(set) var teamScores: [Int] {
        get { box.fields.teamScores }
        _modify { yield &unique.teamScores }
    }
    /// Each round's points.
    public internal(set) var roundScores: [RoundScore] {
        get { box.fields.roundScores }
        _modify { yield &unique.roundScores }
    }
    /// Correct taps per team this game.
    public internal(set) var corrects: [Int] {
        get { box.fields.corrects }
        _modify { yield &unique.corrects }
    }
    /// Undone corrects per team this game.
    public internal(set) var undos: [Int] {
        get { box.fields.undos }
        _modify { yield &unique.undos }
    }
    /// The corrects that stand this game.
    public internal(set) var events: [CorrectEvent] {
        get { box.fields.events }
        _modify { yield &unique.events }
    }
    /// Each team's next clue-giver, as a count of turns given in rotation.
    public internal(set) var rotation: [Int] {
        get { box.fields.rotation }
        _modify { yield &unique.rotation }
    }
    /// Turns each team has begun this round.
    public internal(set) var teamTurnsThisRound: [Int] {
        get { box.fields.teamTurnsThisRound }
        _modify { yield &unique.teamTurnsThisRound }
    }
    /// Turns begun this round.
    public internal(set) var turnsThisRound: Int {
        get { box.fields.turnsThisRound }
        _modify { yield &unique.turnsThisRound }
    }
    /// Skips this round.
    public internal(set) var skipsThisRound: Int {
        get { box.fields.skipsThisRound }
        _modify { yield &unique.skipsThisRound }
    }
    /// Seconds saved for a next round's turn.
    public internal(set) var pendingBonuses: [Bonus] {
        get { box.fields.pendingBonuses }
        _modify { yield &unique.pendingBonuses }
    }
    /// The current (or last) turn.
    public internal(set) var turn: Turn? {
        get { box.fields.turn }
        _modify { yield &unique.turn }
    }
    /// Turns assigned this game.
    public internal(set) var turnCount: Int {
        get { box.fields.turnCount }
        _modify { yield &unique.turnCount }
    }
    /// Why intake is stuck, if it is.
    public internal(set) var intakeError: IntakeError? {
        get { box.fields.intakeError }
        _modify { yield &unique.intakeError }
    }
    /// Games finished (reached `gameEnd`) since the app opened.
    public internal(set) var gamesCompleted: Int {
        get { box.fields.gamesCompleted }
        _modify { yield &unique.gamesCompleted }
    }
    /// The final scores of the last finished game.
    public internal(set) var lastFinalScores: [Int]? {
        get { box.fields.lastFinalScores }
        _modify { yield &unique.lastFinalScores }
    }
    /// Buttons pressed in a stage where they do nothing.
    public internal(set) var ignoredPresses: Int {
        get { box.fields.ignoredPresses }
        _modify { yield &unique.ignoredPresses }
    }
    /// Virtual time.
    public internal(set) var clock: VirtualClock {
        get { box.fields.clock }
        _modify { yield &unique.clock }
    }
    /// The candidates of the last picks screen submitted: what a stale screen, not redrawn for the next player,
    /// still shows (empty before the first Submit of an intake).
    public internal(set) var previousScreen: [Title] {
        get { box.fields.previousScreen }
        _modify { yield &unique.previousScreen }
    }

    var usedKeys: Set<String> {
        get { box.fields.usedKeys }
        _modify { yield &unique.usedKeys }
    }
    var nextCardID: Int {
        get { box.fields.nextCardID }
        _modify { yield &unique.nextCardID }
    }
    var queue: EventQueue<Scheduled> {
        get { box.fields.queue }
        _modify { yield &unique.queue }
    }
    var timerGeneration: Int {
        get { box.fields.timerGeneration }
        _modify { yield &unique.timerGeneration }
    }
    var nextTickAt: Int64? {
        get { box.fields.nextTickAt }
        _modify { yield &unique.nextTickAt }
    }

    /// The stored values, shared with copies of this store until one of them changes (`GameStore+Box.swift`).
    var box: Box

    /// Something the store has scheduled.
    enum Scheduled: Sendable {
        case tick(generation: Int)
    }

    /// A store on the home screen.
    public init(settings: Settings, rules: PartyRules = .documented) {
        box = Box(Fields(settings: settings, rules: rules))
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
