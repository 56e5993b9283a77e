import PlaytestHarness

// MARK: - Per-game values

/// Each game's value of each metric of one configuration, for pairing game i of one arm with game i of another.
public struct PerGameValues: Sendable {
    /// The metrics, as scenarios spell them, in a fixed order.
    public let metrics: [String]
    /// `values[g][m]`: game g's value of metric m, nil when that game has none (a rate with no trials, say).
    public let values: [[Double?]]

    /// Creates per-game values.
    public init(metrics: [String], values: [[Double?]]) {
        precondition(values.allSatisfy { $0.count == metrics.count }, "one value per metric per game")
        self.metrics = metrics
        self.values = values
    }

    /// Games played.
    public var games: Int { values.count }

    /// These games followed by `later`'s, for values played in batches.
    /// - Precondition: both list the same metrics.
    public func appending(_ later: PerGameValues) -> PerGameValues {
        precondition(metrics == later.metrics, "batches of per-game values list the same metrics")
        return PerGameValues(metrics: metrics, values: values + later.values)
    }

    /// The metrics some game has a value of (a scalar, say, never has one), the others dropped.
    public func droppingUnmeasured() -> PerGameValues {
        let kept = metrics.indices.filter { index in values.contains { $0[index] != nil } }
        return PerGameValues(metrics: kept.map { metrics[$0] }, values: values.map { row in kept.map { row[$0] } })
    }
}

extension GameRegistration {
    /// Plays games `0 ..< request.games` one by one, each as its own range (game i on the streams of (seed, i), as in
    /// ``run(_:)``), and reads each game's value of every metric a study can name: a summary's or histogram's mean
    /// over that game, a rate's share in it, a seat group's score and win, a coverage label reached (1) or not (0),
    /// its steps. Scalars, tests and invariant counts are not per-game figures and are left out.
    ///
    /// - Complexity: O(games x (steps per game + metrics)); `request.jobs` threads, the same values for any.
    public func perGameValues(_ request: RunRequest) -> PerGameValues {
        perGameValues(request, games: 0..<request.games).droppingUnmeasured()
    }

    /// Plays games `range` (game i on the streams of (seed, i), whatever the range) and reads every metric a study can
    /// name, as ``perGameValues(_:)`` does, keeping metrics no game of the range measured (so batches line up).
    public func perGameValues(_ request: RunRequest, games range: Range<Int>) -> PerGameValues {
        let configuration = request.configuration
        // The request decides the quality measures: none when it turns them off, `quality.duration` when it sets an ideal
        // range (an empty fold, which names the rest, has none).
        var measured = measurementNames(in: configuration)
        if !request.tracksQuality { measured.removeAll { $0.hasPrefix(QualityTally.prefix) } }
        if request.tracksQuality, request.idealSteps != nil, !measured.contains(QualityTally.prefix + "duration") {
            measured.append(QualityTally.prefix + "duration")
        }
        let names = MetricReference.names(registration: self, seats: seats(in: configuration), measurements: measured)
        let references = names.compactMap { name -> (String, MetricReference)? in
            guard let reference = MetricReference.parse(name, among: names) else { return nil }
            switch reference {
            case .invariant, .invariants: return nil
            default: return (name, reference)
            }
        }
        let rows = ParallelRunner.map(count: range.count, jobs: request.jobs) { offset -> [Double?] in
            let result = singleGameResult(request, game: range.lowerBound + offset)
            return references.map { _, reference in
                switch result.sample(of: reference) {
                case .mean(let statistics): return statistics.isEmpty ? nil : statistics.mean
                case .proportion(let successes, let trials): return trials == 0 ? nil : Double(successes) / Double(trials)
                case .ratio(let ratio): return ratio.ratio
                case .exact, .missing: return nil
                }
            }
        }
        return PerGameValues(metrics: references.map(\.0), values: rows)
    }
}
