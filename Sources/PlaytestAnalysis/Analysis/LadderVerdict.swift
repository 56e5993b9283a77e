import PlaytestStatistics
import PlaytestHarness

/// "Does skill matter, in the declared order?" for one ladder: each step between adjacent rungs held or not, the
/// strongest rung named, and its edge over the weakest.
///
/// A step from rung k to rung k + 1 (as declared, weakest first) holds when rung k + 1 is shown above rung k: the
/// paired difference's 95% interval above 0 (one seat), or its win rate against rung k above 50% (matches). It is
/// reversed when shown the other way, else not shown. The strongest rung is the one that beats every other rung
/// (each interval above 50%), else the one with the highest mean score (one seat) or rating (matches), whatever its
/// place in the declared order; its edge is read against the weakest rung, never the last declared rung against the
/// first when another rung is strongest.
public struct LadderVerdict: Sendable {
    /// One step between adjacent declared rungs.
    public struct Step: Sendable {
        /// The declared weaker rung.
        public let lower: String
        /// The declared stronger rung.
        public let higher: String
        /// The figure read: `skill.greedy-minus-random` or `skill.winRate.greedy-vs-random`.
        public let figure: String
        /// Its 95% interval (nil when not estimable).
        public let interval: ConfidenceInterval?
        /// Yes when the higher rung is shown above the lower, no when shown below, else inconclusive.
        public let verdict: Verdict
    }

    /// The ladder's figures.
    public let ladder: LadderResult
    /// Every step between adjacent declared rungs.
    public let steps: [Step]
    /// The strongest rung.
    public let strongest: String
    /// True when the strongest rung is shown to beat every other (one seat: each paired difference above 0; matches:
    /// each win rate above 50%).
    public let strongestShown: Bool
    /// The weakest rung (lowest mean score or rating).
    public let weakest: String
    /// The strongest rung's edge over the weakest: the figure's name, its estimate and 95% interval (points for
    /// one seat, a win rate for matches); nil when not estimable.
    public let edge: (figure: String, estimate: Double, interval: ConfidenceInterval?)?

    /// Yes when every declared step holds, no when some step is reversed, else inconclusive.
    public var order: Verdict {
        if steps.contains(where: { $0.verdict == .no }) { return .no }
        return !steps.isEmpty && steps.allSatisfy { $0.verdict == .yes } ? .yes : .inconclusive
    }

    /// True when the strongest rung is shown above the weakest.
    public var skillShown: Bool {
        guard let interval = edge?.interval else { return false }
        return ladder.isMatch ? interval.lower > 0.5 : interval.lower > 0
    }

    /// The verdict of a ladder's figures.
    public init(_ ladder: LadderResult) {
        self.ladder = ladder
        let rungs = ladder.rungs
        let threshold = ladder.isMatch ? 0.5 : 0.0
        func verdict(_ interval: ConfidenceInterval?) -> Verdict {
            guard let interval else { return .inconclusive }
            return interval.lower > threshold ? .yes : interval.upper < threshold ? .no : .inconclusive
        }
        var steps: [Step] = []
        for index in rungs.indices.dropFirst() {
            let (lower, higher) = (rungs[index - 1], rungs[index])
            let figure = ladder.isMatch ? SkillFigure.winRate(higher, lower) : SkillFigure.difference(higher, lower)
            let interval = ladder.isMatch ? Self.winRate(ladder, index, index - 1)?.interval() : ladder.figure(named: figure)?.interval()
            steps.append(Step(lower: lower, higher: higher, figure: figure, interval: interval, verdict: verdict(interval)))
        }
        self.steps = steps
        // The rungs' strength: mean score (one seat), else rating, else mean win rate against the others.
        let strength: [Double] = rungs.indices.map { rung in
            if !ladder.isMatch {
                return ladder.rungMeans.first { $0.name == SkillFigure.prefix + "mean.\(rungs[rung])" }?.estimate ?? -.infinity
            }
            if let ratings = ladder.ratings { return ratings[rung].estimate }
            let rates = rungs.indices.compactMap { Self.winRate(ladder, rung, $0)?.estimate }
            return rates.isEmpty ? -.infinity : rates.reduce(0, +) / Double(rates.count)
        }
        let beatsAll = rungs.indices.first { row in
            rungs.indices.allSatisfy { other in
                other == row || verdict(Self.pairInterval(ladder, row, other)) == .yes
            }
        }
        let best = beatsAll ?? strength.indices.max { (strength[$0], -$0) < (strength[$1], -$1) } ?? 0
        let worst = strength.indices.min { (strength[$0], $0) < (strength[$1], $1) } ?? 0
        strongest = rungs.isEmpty ? "" : rungs[best]
        strongestShown = beatsAll != nil
        weakest = rungs.isEmpty ? "" : rungs[worst]
        if best == worst || rungs.isEmpty {
            edge = nil
        } else if ladder.isMatch {
            let figure = Self.winRate(ladder, best, worst)
            edge = figure.map { ($0.name, $0.estimate, $0.interval()) }
        } else {
            let (high, low) = (max(best, worst), min(best, worst))
            let name = SkillFigure.difference(rungs[high], rungs[low])
            if let figure = ladder.figure(named: name) {
                let interval = figure.interval()
                edge = best > worst ? (name, figure.estimate, interval)
                    : (name, -figure.estimate, interval.map { ConfidenceInterval(estimate: -$0.estimate, lower: -$0.upper, upper: -$0.lower) })
            } else {
                edge = nil
            }
        }
    }

    /// Rung `row`'s win rate against rung `column`.
    static func winRate(_ ladder: LadderResult, _ row: Int, _ column: Int) -> SkillFigure? {
        guard ladder.winRates.indices.contains(row), ladder.winRates[row].indices.contains(column) else { return nil }
        return ladder.winRates[row][column]
    }

    /// Whether rung `row` is above rung `other`, as an interval against the ladder's threshold (0 or 50%).
    static func pairInterval(_ ladder: LadderResult, _ row: Int, _ other: Int) -> ConfidenceInterval? {
        if ladder.isMatch { return winRate(ladder, row, other)?.interval() }
        let (high, low) = (max(row, other), min(row, other))
        guard let figure = ladder.figure(named: SkillFigure.difference(ladder.rungs[high], ladder.rungs[low])), let interval = figure.interval() else { return nil }
        return row > other ? interval : ConfidenceInterval(estimate: -interval.estimate, lower: -interval.upper, upper: -interval.lower)
    }
}
