/// What one seat may know: its own role and belief, the question (never its answer unless a snake),
/// who the mongoose is, what was said aloud, and the public scoreboard.
///
/// A snake also sees the answer and the other snakes. No other role is ever in a view a player gets (a ceiling's
/// clairvoyant view reveals every role: ``revealedRoles``).
public struct SnakesssView: Sendable {
    /// The seat this view is for.
    public let seat: Int
    /// The phase.
    public let phase: GamePhase
    /// The round (1-based).
    public let round: Int
    /// Players in the game.
    public let players: Int
    /// This seat's role.
    public let role: Role
    /// The mongoose's seat, once announced.
    public let mongoose: Int?
    /// The question's text and choices, once shown (no answer).
    public let questionText: String?
    /// The question's id in the bank, once shown.
    public let questionID: Int?
    /// The question's difficulty, once shown (what the knowledge chance of the players' model reads).
    public let questionDifficulty: QuestionDifficulty?
    /// What this seat believes the answer is (non-snakes, once the question is shown).
    public let belief: Vote?
    /// The answer: snakes only.
    public let answer: Vote?
    /// The other snakes' seats: snakes only.
    public let fellowSnakes: [Int]
    /// What each player said aloud so far this round.
    public let statements: [Vote?]
    /// Everyone's totals.
    public let totals: [Int]
    /// The share of the bank's answers that are A, B and C (players learn a bank's bias).
    public let bankLetterShares: [Double]
    /// Every seat's role: nil in every view a player gets; filled only in the clairvoyant view a ceiling is shown
    /// (``SnakesssGame/clairvoyantView(of:for:)``).
    public var revealedRoles: [Role]?

    /// The view of `seat`.
    public init(_ session: SnakesssSession, seat: Int) {
        self.seat = seat
        phase = session.phase
        round = session.round
        players = session.players.count
        role = session.players[seat].role
        let announced: Bool
        switch session.phase {
        case .roleReveal: announced = false
        default: announced = true
        }
        mongoose = announced ? session.mongoose : nil
        let shown = session.question != nil
        questionText = shown ? session.question?.text : nil
        questionID = shown ? session.question?.id : nil
        questionDifficulty = shown ? session.question?.difficulty : nil
        belief = shown ? session.beliefs[seat] : nil
        let isSnake = role == .snake
        answer = isSnake && shown ? session.question?.answer : nil
        fellowSnakes = isSnake ? session.snakes.filter { $0 != seat } : []
        statements = session.statements
        totals = session.players.map(\.totalScore)
        bankLetterShares = session.settings.letterShares
        revealedRoles = nil
    }
}
