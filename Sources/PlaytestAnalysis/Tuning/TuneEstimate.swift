import PlaytestHarness

/// A candidate's objective as measured: the loss with its 95% interval, and each configuration's gap.
///
/// For `target` and `equal` the gap of a configuration is `mean - value` or `mean a - mean b`, with its standard
/// error (for two metrics, the root of the summed squared errors: they are treated as independent). The loss is
/// the mean of the absolute gaps over configurations; its interval is loss +- 1.96 x sqrt(sum of squared errors) /
/// configurations (normal approximation, signs of the gaps taken as fixed), floored at 0. For `risesWithRarity`
/// the loss is exact and the interval has no width.
public struct TuneEstimate: Sendable, Hashable {
    /// One configuration's gap from the objective.
    public struct Gap: Sendable, Hashable {
        /// The signed gap.
        public let value: Double
        /// Its standard error (0 when exact).
        public let standardError: Double
        /// Creates a gap.
        public init(value: Double, standardError: Double) {
            self.value = value
            self.standardError = standardError
        }

        /// The 95% interval's lower end.
        public var lower: Double { value - 1.96 * standardError }
        /// The 95% interval's upper end.
        public var upper: Double { value + 1.96 * standardError }
    }

    /// The loss: the mean absolute gap, or the rarity shortfall.
    public let loss: Double
    /// The loss's standard error.
    public let standardError: Double
    /// Each configuration's gap, in scenario order (empty for `risesWithRarity`).
    public let gaps: [Gap]
    /// Games played per configuration (0 when the loss needs none).
    public let games: Int
    /// The skill target's rungs on this candidate's games, when the spec has one (its penalty is in `loss`).
    public private(set) var skill: SkillEstimate?
    /// The part of `loss` the skill target added (0 without one).
    public private(set) var skillPenalty: Double = 0

    /// The 95% interval's lower end, at least 0.
    public var lower: Double { max(0, loss - 1.96 * standardError) }
    /// The 95% interval's upper end.
    public var upper: Double { loss + 1.96 * standardError }

    /// Creates an estimate from per-configuration gaps.
    public init(gaps: [Gap], games: Int) {
        self.gaps = gaps
        self.games = games
        let count = Double(max(1, gaps.count))
        loss = gaps.reduce(0) { $0 + abs($1.value) } / count
        standardError = gaps.reduce(0) { $0 + $1.standardError * $1.standardError }.squareRoot() / count
    }

    /// An exact loss.
    public init(exactLoss: Double) {
        loss = exactLoss
        standardError = 0
        gaps = []
        games = 0
    }

    init(loss: Double, standardError: Double, gaps: [Gap], games: Int) {
        self.loss = loss
        self.standardError = standardError
        self.gaps = gaps
        self.games = games
    }

    /// This estimate with a skill target's penalty added: `weight` x the upset rate's distance from its band, whose
    /// standard error (the binomial one over deals, times the weight, while the rate lies outside the band) is added in
    /// quadrature, the two parts taken as independent.
    public func adding(skill: SkillEstimate, target: SkillTarget) -> TuneEstimate {
        let rate = skill.upsetRate?.estimate ?? .nan
        let penalty = rate.isNaN ? .infinity : target.penalty(upsetRate: rate)
        let penaltyError = penalty > 0 ? target.weight * skill.upsetStandardError : 0
        var result = TuneEstimate(loss: loss + penalty, standardError: (standardError * standardError + penaltyError * penaltyError).squareRoot(),
                                  gaps: gaps, games: max(games, skill.deals))
        result.skill = skill
        result.skillPenalty = penalty
        return result
    }
}

// MARK: - Evaluating

extension TuneObjective {
    /// The mean and standard error of a metric in a result, if it has it (a summary, a histogram, a ratio over games such
    /// as a quality measure, a rate or a scalar); with its `configuration`, also the number behind a designer's answer
    /// (``AnswerFigure``: `answer.close`, `answer.fair`, `answer.length`).
    public static func mean(
        of metric: String, in result: ConfigurationResult, configuration: ScenarioConfiguration? = nil
    ) -> (mean: Double, standardError: Double)? {
        if let question = AnswerFigure.question(named: metric) {
            return configuration.flatMap { AnswerFigure.value(question, configuration: $0, result: result) }
        }
        guard let measurement = result.measurements.first(where: { $0.name == metric }) else { return nil }
        switch measurement.value {
        case .summary, .histogram, .ratio:
            let statistics = measurement.summaryStatistics
            guard statistics.count > 0 else { return nil }
            return (statistics.mean, statistics.count > 1 ? statistics.standardError : 0)
        case .rate(let successes, let trials):
            guard trials > 0 else { return nil }
            let p = Double(successes) / Double(trials)
            return (p, (p * (1 - p) / Double(trials)).squareRoot())
        case .scalar(let value): return (value, 0)
        case .chiSquare: return nil
        }
    }

    /// The estimate from the results of one candidate's games, one result per configuration; `studied` are the
    /// scenario's configurations in the same order (their bots and questions), which an objective on an answer reads.
    ///
    /// - Complexity: O(configurations x measurements), or O(entries²) for `risesWithRarity`.
    public func estimate(results: [ConfigurationResult], configurations: [GameConfiguration], studied: [ScenarioConfiguration] = []) -> TuneEstimate {
        func at(_ index: Int) -> ScenarioConfiguration? { index < studied.count ? studied[index] : nil }
        switch self {
        case .target(let metric, let value):
            return TuneEstimate(gaps: results.enumerated().map { index, result in
                let figure = Self.mean(of: metric, in: result, configuration: at(index)) ?? (.nan, 0)
                return TuneEstimate.Gap(value: figure.mean - value, standardError: figure.standardError)
            }, games: results.first?.games ?? 0)
        case .equal(let metric, let other):
            return TuneEstimate(gaps: results.enumerated().map { index, result in
                let a = Self.mean(of: metric, in: result, configuration: at(index)) ?? (.nan, 0)
                let b = Self.mean(of: other, in: result, configuration: at(index)) ?? (.nan, 0)
                return TuneEstimate.Gap(value: a.mean - b.mean, standardError: (a.standardError * a.standardError + b.standardError * b.standardError).squareRoot())
            }, games: results.first?.games ?? 0)
        case .risesWithRarity:
            return TuneEstimate(exactLoss: Double(configurations.first.map(rarityShortfall) ?? 0))
        }
    }

    /// For `risesWithRarity`: the points by which rarer entries fall short of commoner ones, summed over every such pair.
    public func rarityShortfall(in configuration: GameConfiguration) -> Int {
        rarityInversions(in: configuration).reduce(0) { $0 + $1.shortBy }
    }

    /// For `risesWithRarity`: every pair where an entry of smaller share (above 0) scores fewer points than one of larger
    /// share, and, when both have intervals, the rarer one's interval lies wholly below the commoner one's.
    ///
    /// - Complexity: O(entries²).
    public func rarityInversions(in configuration: GameConfiguration) -> [(rarer: String, commoner: String, shortBy: Int)] {
        guard case .risesWithRarity(let shares, let intervals) = self else { return [] }
        var result: [(rarer: String, commoner: String, shortBy: Int)] = []
        for rarer in shares where rarer.share > 0 {
            let rarerPoints = configuration.integer(rarer.parameter)
            for commoner in shares where commoner.share > rarer.share {
                if let low = intervals[rarer.parameter], let high = intervals[commoner.parameter], low.upperBound >= high.lowerBound { continue }
                let commonerPoints = configuration.integer(commoner.parameter)
                if rarerPoints < commonerPoints { result.append((rarer.parameter, commoner.parameter, commonerPoints - rarerPoints)) }
            }
        }
        return result
    }
}
