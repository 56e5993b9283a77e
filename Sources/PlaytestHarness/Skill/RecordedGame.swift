/// One game's per-seat outcomes, kept game by game when a request asks for them (``RunRequest/recordsGames``): what a
/// ladder study pairs across rungs, deal by deal.
public struct RecordedGame: Sendable, Equatable {
    /// Each seat's final score, nil when the game gives the seat none.
    public let scores: [Double?]
    /// Whether each seat won, nil when the game decided no winner.
    public let wins: [Bool?]
    /// Each seat's role label at the end, else its team, else nil (Snakesss: `snakeHeavy` or `snakeLight`).
    public let sides: [String?]

    /// Creates a record.
    /// - Precondition: one entry per seat in each list.
    public init(scores: [Double?], wins: [Bool?], sides: [String?]) {
        precondition(scores.count == wins.count && wins.count == sides.count, "RecordedGame: one entry per seat")
        self.scores = scores
        self.wins = wins
        self.sides = sides
    }

    /// A game's record from its seats' outcomes.
    public init(_ outcomes: [SeatOutcome]) {
        self.init(scores: outcomes.map(\.score), wins: outcomes.map(\.won), sides: outcomes.map { $0.labels.role ?? $0.labels.team })
    }

    /// The number of seats.
    public var seatCount: Int { scores.count }
}
