import PlaytestProperties
import PlaytestHarness

/// What `playtest tune` searches: which parameters may move, toward what, on what budget.
///
/// Read from the `tune` key of a scenario file (see `TuneSpec+Reading.swift` and docs/tune.md);
/// the rest of the file is an ordinary scenario whose configurations every candidate plays.
public struct TuneSpec: Sendable {
    /// The parameters the search may move, in file order.
    public var parameters: [TunedParameter]
    /// What the search minimises.
    public var objective: TuneObjective
    /// How many candidates and games it may spend.
    public var budget: TuneBudget
    /// Added to a candidate's objective per entry it changes from the default table (default 0): the price of a change.
    public var changePenalty: Double
    /// Further metrics to show, default against proposed, in the confirmation (by measurement name).
    public var reportMetrics: [String]
    /// Skill depth to keep while tuning: two rungs and the upset-rate band (nil: none).
    public var skill: SkillTarget?

    /// Creates a spec.
    public init(parameters: [TunedParameter], objective: TuneObjective, budget: TuneBudget, changePenalty: Double = 0, reportMetrics: [String] = [],
                skill: SkillTarget? = nil) {
        self.parameters = parameters
        self.objective = objective
        self.budget = budget
        self.changePenalty = changePenalty
        self.reportMetrics = reportMetrics
        self.skill = skill
    }

    /// True when a candidate's loss is read from played games: the objective needs them, or a skill target does.
    public var needsGames: Bool { objective.needsGames || skill != nil }
}

/// One whole-number parameter the tuner may move: its default, range and step.
public struct TunedParameter: Sendable, Hashable {
    /// The parameter's name, as scenarios spell it.
    public let name: String
    /// The game's default: where the search starts.
    public let defaultValue: Int
    /// The lowest value tried.
    public let minimum: Int
    /// The highest value tried.
    public let maximum: Int
    /// The grid's spacing: values are `minimum + k x step` (and the default).
    public let step: Int

    /// Creates a tuned parameter.
    public init(name: String, defaultValue: Int, minimum: Int, maximum: Int, step: Int) {
        precondition(minimum <= defaultValue && defaultValue <= maximum && step > 0, "a tuned parameter's default lies in its range")
        self.name = name
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// Every value the search may give the parameter, ascending: the grid and the default.
    ///
    /// - Complexity: O((maximum - minimum) / step).
    public var values: [Int] {
        var result = Array(stride(from: minimum, through: maximum, by: step))
        if !result.contains(defaultValue) { result.append(defaultValue); result.sort() }
        return result
    }
}

/// What the tuner minimises, over a scenario's configurations.
public enum TuneObjective: Sendable, Hashable {
    /// A metric's mean should reach `value` in every configuration: the loss is the mean over configurations of |mean - value|.
    case target(metric: String, value: Double)
    /// Two metrics' means should be equal in every configuration: the loss is the mean of |mean a - mean b|.
    case equal(metric: String, other: String)
    /// Points should rise with rarity: each named parameter holds the points of an outcome whose rarity figure
    /// (smaller is rarer: a share, or PokerSlam's expected number per fresh grid) is given; the loss sums, over every
    /// pair where a rarer outcome scores fewer points than a commoner one, the points it is short. When `intervals`
    /// gives both entries' 95% intervals, a pair counts only when they separate (the rarer entry's upper bound below
    /// the commoner's lower bound): an order the figures cannot show is no inversion. Exact, so no games are played.
    case risesWithRarity(shares: [(parameter: String, share: Double)], intervals: [String: ClosedRange<Double>] = [:])

    /// True when the loss is read from played games (false for `risesWithRarity`).
    public var needsGames: Bool {
        if case .risesWithRarity = self { return false }
        return true
    }

    /// The metrics the objective reads.
    public var metrics: [String] {
        switch self {
        case .target(let metric, _): [metric]
        case .equal(let metric, let other): [metric, other]
        case .risesWithRarity: []
        }
    }

    /// One line: "snakeMinusNonSnakePerRound = 0".
    public var summary: String {
        switch self {
        case .target(let metric, let value): "\(metric) = \(NumberFormat.significant(value, digits: 6)) in every configuration"
        case .equal(let metric, let other): "\(metric) = \(other) in every configuration"
        case .risesWithRarity(let shares, let intervals): "points rise with rarity over \(shares.count) entries (no rarer entry scores less"
            + (intervals.isEmpty ? ")" : "; a pair counts only when its 95% intervals separate)")
        }
    }

    public static func == (lhs: TuneObjective, rhs: TuneObjective) -> Bool {
        switch (lhs, rhs) {
        case let (.target(a, x), .target(b, y)): a == b && x == y
        case let (.equal(a, x), .equal(b, y)): a == b && x == y
        case let (.risesWithRarity(a, x), .risesWithRarity(b, y)):
            a.map(\.parameter) == b.map(\.parameter) && a.map(\.share) == b.map(\.share) && x == y
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(summary)
    }
}

/// The search's budget.
public struct TuneBudget: Sendable, Hashable {
    /// Candidates per generation, the generation's centre included (default 32).
    public var candidates: Int
    /// Games per configuration each candidate plays in the first rung of successive halving (default 100); doubled every rung.
    public var games: Int
    /// Generations: each searches around the previous winner (default 2); the search stops early when a winner does not move.
    public var generations: Int
    /// Games per configuration for the confirmation on fresh seeds (default 1000).
    public var confirmGames: Int

    /// Creates a budget.
    public init(candidates: Int = 32, games: Int = 100, generations: Int = 2, confirmGames: Int = 1_000) {
        self.candidates = candidates
        self.games = games
        self.generations = generations
        self.confirmGames = confirmGames
    }
}
