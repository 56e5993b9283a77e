import PlaytestStatistics

/// The game-quality measures of a configuration's games so far (docs/quality.md): plain counts and ratio sums,
/// mergeable in a fixed order, so that any number of threads or shards gives the same bits.
///
/// Every ratio is over games (each game one cluster): its numerator and denominator are that game's own counts, so its
/// interval is the cluster-robust one of `ClusteredRatio`; the counts of games become rates with a Wilson interval.
public struct QualityTally: Sendable, Equatable {
    /// Games recorded.
    public internal(set) var games = 0
    /// The scenario's ideal range of steps per game, when the request set one (``RunRequest/idealSteps``).
    public internal(set) var idealSteps: ClosedRange<Int>?
    /// Games that ended by their rules or their players (a bot that stopped at the end screen), not by the step cap.
    public internal(set) var completed = 0
    /// Games the step cap ended.
    public internal(set) var timeouts = 0
    /// Completed games of two or more seats that no seat, or every seat, won.
    public internal(set) var draws = 0
    /// Games whose steps lay in the scenario's ideal range (counted only when the request sets one).
    public internal(set) var inIdealRange = 0
    /// Lead changes per step (games of two or more seats).
    public internal(set) var leadChange = ClusteredRatio(isShare: true)
    /// Steps the eventual winner spent behind, per step (decided games).
    public internal(set) var drama = ClusteredRatio(isShare: true)
    /// Steps played before the eventual winner is ahead for good, per step (decided games).
    public internal(set) var decisiveness = ClusteredRatio(isShare: true)
    /// Steps that left the seats' ranking as it was, per compared step (games of two or more seats).
    public internal(set) var stability = ClusteredRatio(isShare: true)
    /// Steps at which the seat to act had more than one choice, per step with a count (games that list choices).
    public internal(set) var decisionMoves = ClusteredRatio(isShare: true)
    /// Choices of the seat to act, per step with a count (games that list choices).
    public internal(set) var branching = ClusteredRatio()
    /// The series the request asked for (``RunRequest/series``, docs/series.md), in its order; empty when none.
    public internal(set) var series: [SeriesTally] = []

    /// An empty tally.
    public init(idealSteps: ClosedRange<Int>? = nil) {
        self.idealSteps = idealSteps
    }

    /// Adds a later chunk's games.
    public mutating func merge(_ other: QualityTally) {
        if idealSteps == nil { idealSteps = other.idealSteps }
        games += other.games
        completed += other.completed
        timeouts += other.timeouts
        draws += other.draws
        inIdealRange += other.inIdealRange
        leadChange.merge(other.leadChange)
        drama.merge(other.drama)
        decisiveness.merge(other.decisiveness)
        stability.merge(other.stability)
        decisionMoves.merge(other.decisionMoves)
        branching.merge(other.branching)
        if series.isEmpty { series = other.series } else if !other.series.isEmpty {
            precondition(series.map(\.name) == other.series.map(\.name), "merging tallies of other series")
            for index in series.indices { series[index].merge(other.series[index]) }
        }
    }

    /// Adds one game's figures (see ``QualityGame``).
    @usableFromInline
    mutating func add(_ game: QualityGame) {
        games += 1
        if game.completed { completed += 1 }
        if game.timedOut { timeouts += 1 }
        if game.inIdealRange { inIdealRange += 1 }
        if let standings = game.standings {
            leadChange.add(numerator: Double(standings.leadChanges), denominator: Double(game.steps))
            stability.add(numerator: Double(standings.stableSteps), denominator: Double(standings.comparedSteps))
            if game.completed, standings.isDraw { draws += 1 }
            if game.completed, !standings.isDraw, game.steps > 0 {
                drama.add(numerator: Double(standings.trailingSteps), denominator: Double(game.steps))
                decisiveness.add(numerator: Double(standings.decidedAt), denominator: Double(game.steps))
            }
        }
        if game.countsChoices {
            decisionMoves.add(numerator: Double(game.decisionSteps), denominator: Double(game.countedChoiceSteps))
            branching.add(numerator: Double(game.choiceSum), denominator: Double(game.countedChoiceSteps))
        }
    }
}

// MARK: - Archiving

extension QualityTally: Codable {
    enum CodingKeys: String, CodingKey {
        case idealSteps, games, completed, timeouts, draws, inIdealRange, leadChange, drama, decisiveness, stability, decisionMoves, branching, series
    }

    /// Reads a tally ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let range = try container.decodeIfPresent([Int].self, forKey: .idealSteps) {
            guard range.count == 2, range[0] <= range[1] else {
                throw DecodingError.dataCorruptedError(forKey: .idealSteps, in: container, debugDescription: "two steps, lowest first")
            }
            idealSteps = range[0]...range[1]
        }
        games = try container.decode(Int.self, forKey: .games)
        completed = try container.decode(Int.self, forKey: .completed)
        timeouts = try container.decode(Int.self, forKey: .timeouts)
        draws = try container.decode(Int.self, forKey: .draws)
        inIdealRange = try container.decode(Int.self, forKey: .inIdealRange)
        leadChange = try container.decode(ArchivedRatio.self, forKey: .leadChange).restored()
        drama = try container.decode(ArchivedRatio.self, forKey: .drama).restored()
        decisiveness = try container.decode(ArchivedRatio.self, forKey: .decisiveness).restored()
        stability = try container.decode(ArchivedRatio.self, forKey: .stability).restored()
        decisionMoves = try container.decode(ArchivedRatio.self, forKey: .decisionMoves).restored()
        branching = try container.decode(ArchivedRatio.self, forKey: .branching).restored()
        series = try container.decodeIfPresent([SeriesTally].self, forKey: .series) ?? []
    }

    /// Writes the counts and each ratio's exact sums.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(idealSteps.map { [$0.lowerBound, $0.upperBound] }, forKey: .idealSteps)
        try container.encode(games, forKey: .games)
        try container.encode(completed, forKey: .completed)
        try container.encode(timeouts, forKey: .timeouts)
        try container.encode(draws, forKey: .draws)
        try container.encode(inIdealRange, forKey: .inIdealRange)
        try container.encode(ArchivedRatio(leadChange), forKey: .leadChange)
        try container.encode(ArchivedRatio(drama), forKey: .drama)
        try container.encode(ArchivedRatio(decisiveness), forKey: .decisiveness)
        try container.encode(ArchivedRatio(stability), forKey: .stability)
        try container.encode(ArchivedRatio(decisionMoves), forKey: .decisionMoves)
        try container.encode(ArchivedRatio(branching), forKey: .branching)
        // Written only when some series was recorded, so that an archive without one keeps its bytes.
        if !series.isEmpty { try container.encode(series, forKey: .series) }
    }
}
