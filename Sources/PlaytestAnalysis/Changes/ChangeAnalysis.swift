import PlaytestStatistics

// MARK: - ChangeAnalysis

/// What changed between an earlier run and this one, figure by figure (`run --baseline DIR`), as criterion.rs says
/// what changed since the last benchmark.
///
/// Figures are matched by game, configuration (bot, role, rules, parameters) and metric. Each change has its 95%
/// interval, unpaired (the earlier run's games are not at hand, so a change on shared deals is judged as if the
/// deals differed: conservative); a figure is marked as moved when Holm's procedure over every figure compared
/// rejects "no change" at the family-wise error rate (5% by default), so two runs that differ only by chance mark
/// nothing in 95% of pairs, and two identical runs mark nothing at all.
public struct ChangeAnalysis: Sendable {
    /// The family-wise error rate the marks control.
    public let familywiseError: Double
    /// Every figure compared, in this run's order.
    public let changes: [FigureChange]
    /// Figures of this run with no match in the earlier one (a new configuration or metric), by key.
    public let added: [String]
    /// Figures of the earlier run with no match in this one, by key.
    public let removed: [String]
    /// Figures matched but not comparable (a scalar, a test, a descriptive distribution), by key.
    public let notCompared: [String]

    /// Compares this run's figures with an earlier run's.
    public init(baseline: [ResultFigure], current: [ResultFigure], familywiseError: Double = 0.05) {
        precondition(familywiseError > 0 && familywiseError < 1, "a family-wise error rate lies between 0 and 1")
        self.familywiseError = familywiseError
        let earlier = Self.keyed(baseline)
        let now = Self.keyed(current)
        var found: [String: ResultFigure] = [:]
        for (key, figure) in earlier { found[key] = figure }
        var matched: [(ResultFigure, ResultFigure, (ConfidenceInterval, FigureChange.Method, Double))] = []
        var added: [String] = []
        var notCompared: [String] = []
        var seen: Set<String> = []
        for (key, figure) in now {
            guard let before = found[key] else { added.append(key); continue }
            seen.insert(key)
            guard let change = FigureChange.unadjusted(current: figure, baseline: before) else { notCompared.append(key); continue }
            matched.append((figure, before, change))
        }
        let adjusted = MultipleComparisons.holm(matched.map { $0.2.2 })
        changes = zip(matched, adjusted).map { item, adjustedP in
            FigureChange(current: item.0, baseline: item.1, change: item.2.0, method: item.2.1, pValue: item.2.2,
                         adjustedPValue: adjustedP, moved: adjustedP < familywiseError)
        }
        self.added = added
        self.notCompared = notCompared
        removed = earlier.map(\.key).filter { !seen.contains($0) }
    }

    /// The figures shown to have moved, in this run's order.
    public var moved: [FigureChange] { changes.filter(\.moved) }

    /// Each figure with a key unique in its run: a key met again gets ` #2`, ` #3` in order.
    static func keyed(_ figures: [ResultFigure]) -> [(key: String, figure: ResultFigure)] {
        var counts: [String: Int] = [:]
        return figures.map { figure in
            let count = (counts[figure.key] ?? 0) + 1
            counts[figure.key] = count
            return (count == 1 ? figure.key : figure.key + " #\(count)", figure)
        }
    }
}
