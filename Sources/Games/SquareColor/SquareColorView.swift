/// What the player sees: the targets shown above the grid, the grid's colours and shapes, the timer, score and state.
///
/// Not which square is the target: a bot must find it by its colour, as a player does.
public struct SquareColorView: Sendable {
    /// One square as shown: colour and shape.
    public struct Shown: Sendable, Hashable {
        /// The colour.
        public let color: RGBColor
        /// The shape, in hard.
        public let shape: Shape?
    }

    /// The difficulty.
    public let difficulty: Difficulty
    /// The state machine.
    public let state: GameState
    /// The targets shown, in order.
    public let targets: Squares
    /// The grid, row by row.
    public let grid: Squares
    /// The target the next tap must match.
    public let expectedTarget: Int
    /// Time left, in ticks.
    public let timeRemaining: Int
    /// The score.
    public let score: Int
    /// Ticks until the sequence preview ends, while it shows.
    public let previewTicksLeft: Int
    /// True between a won round and the next grid.
    public let isBetweenRounds: Bool
    /// True while the high-score modal asks for a nickname.
    public let isHighScorePending: Bool
    /// True once the session's games are all played.
    public let isFinished: Bool
    /// The virtual time, in microseconds.
    public let now: Int64

    /// The view of a session.
    public init(_ session: SquareColorSession) {
        difficulty = session.difficulty
        state = session.state
        targets = Squares(session.targets)
        grid = Squares(session.grid)
        expectedTarget = session.expectedTarget
        timeRemaining = session.timeRemaining
        score = session.score
        isBetweenRounds = session.roundWonAt != nil
        isHighScorePending = session.isHighScorePending
        isFinished = session.isFinished
        now = session.clock.now
        if session.state == .showingSequence, let end = session.nextPreviewEnd {
            previewTicksLeft = Int((end - session.clock.now + SquareColorSession.tickMicroseconds - 1) / SquareColorSession.tickMicroseconds)
        } else {
            previewTicksLeft = 0
        }
    }
}

extension SquareColorSession {
    /// When the running sequence preview ends.
    var nextPreviewEnd: Int64? {
        let generation = gameGeneration
        return earliestEventTime(where: { if case .previewEnd(let scheduled) = $0 { scheduled == generation } else { false } })
    }
}
