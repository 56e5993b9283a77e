/// What one seat may know: the screen, the scores, the timer and the deck's size; the card on top only for the
/// clue-giver during the turn; the candidates only for the player at intake; the recap's cards for the clue-giver.
///
/// The guessing team never sees the card being described: the time to a correct guess is drawn by the
/// clue-giver's bot from the card's difficulty and the clue-giver's skill (the team's guessing folded in),
/// so no guesser can act on the card. A player knows how well known a title is (its difficulty) when it sees it.
public struct PartyView: Sendable {
    /// The seat this view is for.
    public let seat: Int
    /// The seat's team.
    public let team: Team
    /// The screen shown.
    public let stage: Stage
    /// The round (1...3).
    public let round: Int
    /// Its kind.
    public let phase: RoundPhase
    /// Each team's total.
    public let teamScores: [Int]
    /// Cards left in the deck.
    public let deckCount: Int
    /// The turn's number in the game, if a turn is assigned.
    public let turnNumber: Int?
    /// The clue-giver's seat, if a turn is assigned.
    public let clueGiver: Int?
    /// Seconds left on the turn's timer.
    public let timeRemaining: Int
    /// Milliseconds until the running timer shows 0 (the countdown on screen), while it runs.
    public let millisecondsToZero: Int?
    /// Corrects plus skips so far this turn.
    public let turnMarks: Int
    /// The card on top: for the clue-giver during the turn only.
    public let card: Card?
    /// The cards the clue-giver got this turn (the recap), in order: for the clue-giver only.
    public let recapCards: [Int]
    /// The candidates on screen: for the player at intake only.
    public let candidates: [Title]
    /// Titles each player submits.
    public let picksPerPlayer: Int
    /// Virtual time now, in microseconds.
    public let now: Int64
    /// Games finished so far.
    public let gamesCompleted: Int

    /// The view of `seat`.
    public init(_ store: GameStore, seat: Int) {
        self.seat = seat
        team = store.settings.team(ofSeat: seat)
        stage = store.stage
        round = store.round
        phase = store.phase
        teamScores = store.teamScores
        deckCount = store.deck.count
        turnNumber = store.turn?.number
        clueGiver = store.turn?.clueGiver
        timeRemaining = store.turn?.timeRemaining ?? 0
        millisecondsToZero = store.microsecondsToZero.map { Int($0 / 1_000) }
        turnMarks = (store.turn?.corrects ?? 0) + (store.turn?.skips ?? 0)
        let isClueGiver = store.turn?.clueGiver == seat
        card = isClueGiver && store.stage == .turn ? store.deck.first : nil
        recapCards = isClueGiver && store.stage == .recap ? store.turnEvents.map(\.cardID) : []
        candidates = store.stage == .intakePicks && store.players.count == seat ? store.candidates : []
        picksPerPlayer = store.settings.picksPerPlayer
        now = store.clock.now
        gamesCompleted = store.gamesCompleted
    }
}
