/// Who sits in one seat of a game: its team and its role, as the game names them.
///
/// A scenario assigns bots by these names (`"bots": {"snake": "coordinated", "*": "ownBelief"}`)
/// and reports break figures down by them. Single-player games leave both nil.
public struct SeatLabels: Sendable, Hashable {
    /// The seat's team, if the game has teams (the party game).
    public var team: String?
    /// The seat's role, if the game deals roles (Snakesss: human, snake, mongoose).
    public var role: String?

    /// Creates a seat's labels. Inlinable, so that the runner's "no labels" for every step costs nothing.
    @inlinable
    public init(team: String? = nil, role: String? = nil) {
        self.team = team
        self.role = role
    }
}

/// How one seat ended a game: its score and whether it won, when the game has them.
public struct SeatOutcome: Sendable, Hashable {
    /// The seat's score at the end, if the game scores.
    public var score: Double?
    /// True if the seat won, false if it lost, nil when the game has no winner.
    public var won: Bool?
    /// The seat's team and role.
    public var labels: SeatLabels

    /// Creates an outcome.
    public init(score: Double? = nil, won: Bool? = nil, labels: SeatLabels = SeatLabels()) {
        self.score = score
        self.won = won
        self.labels = labels
    }

    /// True when there is nothing to report (no score, no winner).
    public var isEmpty: Bool { score == nil && won == nil }
}
