import PlaytestStatistics

/// In how many games each coverage label was reached, and whether its required share was met.
public struct CoverageTally: Sendable, Hashable {
    /// The label.
    public let info: CoverageInfo
    /// Games that reached it.
    public var games: Int
    /// Games played.
    public var trials: Int

    /// Creates a tally.
    public init(info: CoverageInfo, games: Int = 0, trials: Int = 0) {
        self.info = info
        self.games = games
        self.trials = trials
    }

    /// The share of games that reached the label, with its Wilson 95% interval (nil before any game).
    public var interval: ConfidenceInterval? {
        ConfidenceInterval.wilson(successes: games, trials: trials)
    }

    /// Whether a required share was shown, shown to be missed, or is not yet decided.
    public enum Verdict: String, Sendable {
        /// No share is required.
        case none
        /// The interval lies at or above the required share.
        case met
        /// The interval lies wholly below it: the situation is too rare.
        case tooRare
        /// The interval straddles it: more games would tell.
        case undecided
    }

    /// The verdict against `required` (the label's own share unless given).
    public func verdict(required: Double? = nil) -> Verdict {
        guard let share = required ?? info.minimumShare else { return .none }
        guard let interval else { return .undecided }
        if interval.upper < share { return .tooRare }
        if interval.lower >= share { return .met }
        return .undecided
    }

    /// Adds a later chunk's games.
    @inlinable
    public mutating func merge(_ other: CoverageTally) {
        games += other.games
        trials += other.trials
    }
}

extension Array where Element == CoverageTally {
    /// Empty tallies for every label of a game.
    public init<Label: CoverageLabel>(labels: Label.Type) {
        self = Label.allCases.map { CoverageTally(info: $0.info) }
    }

    /// Counts one game's labels.
    @inlinable
    public mutating func add(_ bits: UInt64) {
        for index in indices {
            self[index].trials += 1
            if bits & (1 << UInt64(index)) != 0 { self[index].games += 1 }
        }
    }

    /// Adds another chunk's tallies, label by label.
    public mutating func merge(_ other: [CoverageTally]) {
        for index in indices where index < other.count { self[index].merge(other[index]) }
    }
}
