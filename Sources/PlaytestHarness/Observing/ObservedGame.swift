/// What one game of a run did, kept game by game when a request observes its games (``RunRequest/observesGames``):
/// the material of one observation line (`--observations`).
public struct ObservedGame: Sendable {
    /// The game's number in its configuration (its streams derive from the seed and this number).
    public let index: Int
    /// Actions applied.
    public let stepCount: Int
    /// The first breach of each broken invariant, in the order they happened.
    public let violations: [Violation]
    /// The coverage labels reached: bit `i` for the game's label `i`.
    public let coverage: UInt64
    /// Each seat's outcome at the end.
    public let seatOutcomes: [SeatOutcome]
    /// The game's own figures for this game alone, by measurement name (a summary's value, a rate's share, ...);
    /// a figure the game did not measure in this game is absent.
    public let figures: [(name: String, value: Double)]
    /// Seconds the game took, when the request had a clock (``RunRequest/clock``).
    public let seconds: Double?

    /// Creates an observed game.
    public init(
        index: Int, stepCount: Int, violations: [Violation], coverage: UInt64, seatOutcomes: [SeatOutcome],
        figures: [(name: String, value: Double)], seconds: Double?
    ) {
        self.index = index
        self.stepCount = stepCount
        self.violations = violations
        self.coverage = coverage
        self.seatOutcomes = seatOutcomes
        self.figures = figures
        self.seconds = seconds
    }

    /// One game's value of each figure among `measurements` (the accumulator of that game alone).
    public static func figures(of measurements: [Measurement]) -> [(name: String, value: Double)] {
        measurements.compactMap { measurement in
            let value: Double?
            switch measurement.value {
            case .summary(let statistics): value = statistics.count > 0 ? statistics.mean : nil
            case .histogram(let histogram): value = histogram.mean
            case .rate(let successes, let trials): value = trials > 0 ? Double(successes) / Double(trials) : nil
            case .scalar(let number): value = number
            case .ratio(let ratio): value = ratio.ratio
            case .chiSquare: value = nil
            }
            return value.flatMap { $0.isFinite ? (measurement.name, $0) : nil }
        }
    }
}
