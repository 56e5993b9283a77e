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

    /// Whether the interval's lower bound reaches `share`: the share is shown to be met, as a documented behaviour's
    /// requirement asks (``CoverageInfo/documentedBehaviourShare``), rather than merely not shown to be missed.
    public func shows(_ share: Double) -> Bool {
        guard let interval else { return false }
        return interval.lower >= share
    }

    /// How many games in all would show `share` (the lower bound reaching it) if the label kept its observed share:
    /// nil when the observed share is at or below `share` (more games would not help: the label is too rare), the
    /// games already played when it is shown.
    public func gamesToShow(_ share: Double) -> Int? {
        guard trials > 0 else { return nil }
        let observed = Double(games) / Double(trials)
        guard observed > share else { return nil }
        if shows(share) { return trials }
        // The lower bound grows with the games at a fixed share: double, then bisect.
        func shown(_ count: Int) -> Bool {
            let hits = Int((observed * Double(count)).rounded(.down))
            return (ConfidenceInterval.wilson(successes: hits, trials: count)?.lower ?? 0) >= share
        }
        var high = trials
        while !shown(high) {
            guard high < 1 << 40 else { return nil }
            high *= 2
        }
        return Bisection.search(low: high / 2, high: high) { shown($0) ? .high($0) : .low }.high
    }

    /// How many games in all would settle `share` either way if the label kept its observed share: the interval's
    /// lower bound reaching it (shown met, ``gamesToShow(_:)``) when the observed share is above it, its upper bound
    /// falling below it (shown too rare) when the observed share is below. The games already played when it is
    /// settled; nil before any game, or when the observed share is `share` itself (no number of games would tell).
    public func gamesToDecide(_ share: Double) -> Int? {
        guard trials > 0 else { return nil }
        if verdict(required: share) == .met || verdict(required: share) == .tooRare { return trials }
        let observed = Double(games) / Double(trials)
        if observed > share { return gamesToShow(share) }
        guard observed < share else { return nil }
        func ruledOut(_ count: Int) -> Bool {
            let hits = Int((observed * Double(count)).rounded(.up))
            return (ConfidenceInterval.wilson(successes: hits, trials: count)?.upper ?? 1) < share
        }
        var high = trials
        while !ruledOut(high) {
            guard high < 1 << 40 else { return nil }
            high *= 2
        }
        var low = high / 2
        while high - low > 1 {
            let middle = (low + high) / 2
            if ruledOut(middle) { high = middle } else { low = middle }
        }
        return high
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
