/// A figure recorded step by step (or round by round) in every game, that a scenario may ask to see unfold
/// (`"series": ["lead"]`, docs/series.md): its quantiles across games at each point.
///
/// Every game of two or more seats offers ``lead`` and one series per seat (``seat(_:)``), read from the per-step
/// evaluation the quality measures read (``PlayableGame/evaluation(ofSeat:in:)``, by default the seat's score), with
/// no code of the game's own. A game may declare more (``PlayableGame/declaredSeries``), read by
/// ``PlayableGame/seriesValue(_:in:)``.
public struct SeriesDeclaration: Sendable, Equatable {
    /// How a series' points are counted.
    public enum Points: Sendable, Equatable {
        /// Point k is the state after step k (0: the set-up). A state with no value (nil) carries the game's last value
        /// forward; before its first value a game has none.
        case steps
        /// Point k is the k-th value the game records, from 0 (the states with a value, nil at every other): one per
        /// round, turn or hand; the name is the axis's (`"round"`).
        case recorded(String)
    }

    /// The name a scenario gives (`lead`, `seat0`, `bank`): letters, digits, `.`, `-` and `_`.
    public let name: String
    /// What the values are, for the chart's y axis and the report (`"seat 0's score"`).
    public let label: String
    /// How its points are counted.
    public let points: Points

    /// Declares a series.
    public init(name: String, label: String, points: Points = .steps) {
        self.name = name
        self.label = label
        self.points = points
    }

    /// The axis name of its points: `step`, or a recorded series' own (`round`).
    public var axis: String {
        switch points {
        case .steps: "step"
        case .recorded(let name): name
        }
    }

    /// The name of the leader's lead series.
    public static let leadName = "lead"

    /// The leader's lead: the highest side's evaluation minus the next highest side's (0 when two or more lead
    /// together). Seats with the same team label are one side (their best evaluation); any other seat is a side.
    public static let lead = SeriesDeclaration(name: leadName, label: "leader's lead (evaluation)")

    /// Seat `seat`'s own evaluation, named `seat<n>`.
    public static func seat(_ seat: Int) -> SeriesDeclaration {
        SeriesDeclaration(name: "seat\(seat)", label: "seat \(seat)'s evaluation")
    }

    /// The series every game of `seatCount` seats offers with no code of its own: ``lead`` (two or more seats), then
    /// one per seat.
    public static func builtIn(seatCount: Int) -> [SeriesDeclaration] {
        (seatCount >= 2 ? [lead] : []) + (0..<max(seatCount, 0)).map(seat)
    }
}
