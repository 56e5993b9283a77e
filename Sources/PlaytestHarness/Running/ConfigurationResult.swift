import PlaytestProperties
import PlaytestStatistics

/// What one configuration's games showed: metrics, invariant tallies and first failures.
public struct ConfigurationResult: Sendable {
    /// The games played.
    public let games: Int
    /// The game's figures, in its order.
    public let measurements: [Measurement]
    /// Steps (actions) per game.
    public let steps: IntegerHistogram
    /// One tally per invariant, the runner's step limit last.
    public let tallies: [InvariantTally]
    /// Invariant checks run over all games (every invariant, at every moment, until it broke).
    public let checks: Int
    /// Per coverage label, the games that reached it.
    public let coverage: [CoverageTally]
    /// Per seat, team and role: scores and wins.
    public let seats: SeatSummary
    /// Every game's per-seat outcomes in game order, when the request recorded them (``RunRequest/recordsGames``; a
    /// ladder study's configurations); empty otherwise.
    public let recordedGames: [RecordedGame]
    /// What every game did, in game order, when the request observed them (``RunRequest/observesGames``); empty otherwise.
    public var observedGames: [ObservedGame] = []
    /// The series the request asked for (``RunRequest/series``), each one's values at every point over the games, in
    /// the request's order; empty when none (docs/series.md).
    public var series: [SeriesTally] = []

    /// Creates a result.
    public init(
        games: Int, measurements: [Measurement], steps: IntegerHistogram, tallies: [InvariantTally], checks: Int,
        coverage: [CoverageTally] = [], seats: SeatSummary = SeatSummary(), recordedGames: [RecordedGame] = [],
        observedGames: [ObservedGame] = [], series: [SeriesTally] = []
    ) {
        self.series = series
        self.observedGames = observedGames
        self.games = games
        self.measurements = measurements
        self.steps = steps
        self.tallies = tallies
        self.checks = checks
        self.coverage = coverage
        self.seats = seats
        self.recordedGames = recordedGames
    }

    /// True when every invariant held in every game.
    public var allHeld: Bool { tallies.allSatisfy { $0.brokenGames == 0 } }

    /// The measurement a game declared `key` for, if the result has it.
    public func measurement<Figure>(_ key: MeasurementKey<Figure>) -> Measurement? {
        measurements.first { $0.name == key.name }
    }

    /// The figure under `key` (a summary's statistics, a rate's counts, ...), nil when the result lacks it or holds another kind.
    public subscript<Figure>(_ key: MeasurementKey<Figure>) -> Figure? {
        measurement(key).flatMap(key.figure(of:))
    }
}

/// In how many of a configuration's games one invariant broke, and where first.
public struct InvariantTally: Sendable {
    /// The invariant.
    public let info: InvariantInfo
    /// Games in which it broke.
    public var brokenGames: Int
    /// The lowest-numbered game in which it broke, with the breach.
    public var first: (game: Int, violation: Violation)?

    /// Creates a tally.
    public init(info: InvariantInfo, brokenGames: Int = 0, first: (game: Int, violation: Violation)? = nil) {
        self.info = info
        self.brokenGames = brokenGames
        self.first = first
    }

    /// Adds a later chunk's tally: counts add, the earlier first failure stays.
    @inlinable
    mutating func merge(_ other: InvariantTally) {
        brokenGames += other.brokenGames
        if first == nil { first = other.first }
    }
}
