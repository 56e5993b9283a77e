import Foundation
import PlaytestStatistics
import PlaytestHarness

/// One figure of a ladder's Skill section, with what its interval is built from, so a gate can ask for it at any
/// confidence: `skill.planner-minus-greedy`, `skill.upset.greedy-over-planner`, `skill.share`,
/// `skill.winRate.greedy-vs-holdAt20`, `skill.rating.greedy`, `skill.firstSeatAdvantage`.
///
/// Every figure has the deal as its unit: rungs and matches play deal i alike, so a deal's games are one observation.
public struct SkillFigure: Sendable, Equatable {
    /// How the interval is built.
    public enum Spread: Sendable, Equatable {
        /// estimate ± t_df · standardError (a paired difference, a mean of per-deal outcomes, a Bradley-Terry rating).
        case t(standardError: Double, degreesOfFreedom: Double)
        /// The same on the logit scale, mapped back (the skill share, in (0, 1)).
        case logitT(standardError: Double, degreesOfFreedom: Double)
        /// A share in [0, 1] averaged over deals (a win-rate cell): Wilson's score interval at the effective number of
        /// deals its standard error implies, never fewer than the deals, t on `degreesOfFreedom`
        /// (`ConfidenceInterval/wilson(share:standardError:minimumTrials:maximumTrials:critical:)`), so a cell no
        /// game of which was won (or lost) still gets an honest width, not `[0, 0]`.
        case share(standardError: Double, degreesOfFreedom: Double)
        /// Wilson's interval of successes in trials (the upset rate: deals on which the weaker rung scored more).
        case wilson(successes: Int, trials: Int)
        /// A point known exactly (a reference rung's rating).
        case exact
    }

    /// Every skill figure's name starts with this.
    public static let prefix = "skill."

    /// The name a gate and `results.csv` use.
    public let name: String
    /// What it is, in words: "planner minus greedy, points per game (paired on the same deals)".
    public let label: String
    /// The point estimate.
    public let estimate: Double
    /// How its interval is built.
    public let spread: Spread
    /// Deals behind it.
    public let deals: Int

    /// Creates a figure.
    public init(name: String, label: String, estimate: Double, spread: Spread, deals: Int) {
        self.name = name
        self.label = label
        self.estimate = estimate
        self.spread = spread
        self.deals = deals
    }

    /// The interval at `confidence` (nil when there is nothing to build it from).
    public func interval(confidence: Double = 0.95) -> ConfidenceInterval? {
        guard estimate.isFinite else { return nil }
        switch spread {
        case .exact:
            return ConfidenceInterval(estimate: estimate, lower: estimate, upper: estimate)
        case .t(let error, let df):
            guard df >= 1 else { return nil }
            let half = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: df) * error
            return ConfidenceInterval(estimate: estimate, lower: estimate - half, upper: estimate + half)
        case .logitT(let error, let df):
            guard df >= 1, estimate > 0, estimate < 1, error > 0 else { return ConfidenceInterval(estimate: estimate, lower: estimate, upper: estimate) }
            let t = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: df)
            let logit = log(estimate / (1 - estimate))
            let half = t * error / (estimate * (1 - estimate))
            return ConfidenceInterval(estimate: estimate, lower: 1 / (1 + exp(-(logit - half))), upper: 1 / (1 + exp(-(logit + half))))
        case .share(let error, let df):
            guard df >= 1 else { return nil }
            let t = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: df)
            return ConfidenceInterval.wilson(share: estimate, standardError: error, minimumTrials: df + 1, maximumTrials: .infinity, critical: t)
        case .wilson(let successes, let trials):
            return ConfidenceInterval.wilson(successes: successes, trials: trials, z: NormalDistribution.twoSidedCritical(confidence: confidence))
        }
    }

    /// How the interval is built, for the report: "paired t on 399 df", "Wilson", ...
    public var method: String {
        switch spread {
        case .exact: "exact (the reference)"
        case .t(_, let df): "t on \(NumberFormat.grouped(Int(df))) df, deals as units"
        case .logitT(_, let df): "delta method on the logit scale, t on \(NumberFormat.grouped(Int(df))) df, deals as units"
        case .share(_, let df): "Wilson at the effective n, t on \(NumberFormat.grouped(Int(df))) df, deals as units"
        case .wilson: "Wilson, deals as units"
        }
    }

    /// Every figure name a ladder of `rungs` (weakest first) has, for validating gates: for a game of one seat each
    /// stronger-minus-weaker difference, each upset, each win rate and the share; for matches each win rate, each
    /// rating but the reference's (the weakest rung, fixed at 0) and the first seat's advantage.
    /// With `neighboursOnly` (a skill trace's matches, which seat neighbouring rungs only) the win rates are those of
    /// neighbours.
    public static func names(rungs: [String], isMatch: Bool, neighboursOnly: Bool = false) -> [String] {
        var names: [String] = []
        if !isMatch {
            for high in rungs.indices { for low in rungs.indices where low < high { names.append(difference(rungs[high], rungs[low])) } }
            for high in rungs.indices { for low in rungs.indices where low < high { names.append(upset(rungs[low], rungs[high])) } }
            names.append(share)
        }
        for a in rungs.indices {
            for b in rungs.indices where b != a && (!neighboursOnly || abs(a - b) == 1) { names.append(winRate(rungs[a], rungs[b])) }
        }
        if isMatch {
            names += rungs.dropFirst().map(rating)
            names.append(firstSeat)
        }
        return names
    }

    /// `skill.planner-minus-greedy`.
    public static func difference(_ stronger: String, _ weaker: String) -> String { prefix + "\(stronger)-minus-\(weaker)" }
    /// `skill.upset.greedy-over-planner`.
    public static func upset(_ weaker: String, _ stronger: String) -> String { prefix + "upset.\(weaker)-over-\(stronger)" }
    /// `skill.winRate.greedy-vs-holdAt20`.
    public static func winRate(_ row: String, _ column: String) -> String { prefix + "winRate.\(row)-vs-\(column)" }
    /// `skill.rating.greedy`.
    public static func rating(_ rung: String) -> String { prefix + "rating.\(rung)" }
    /// `skill.share`.
    public static let share = prefix + "share"
    /// `skill.firstSeatAdvantage`.
    public static let firstSeat = prefix + "firstSeatAdvantage"
    /// `skill.side.snakeHeavy-minus-snakeLight`.
    public static func side(_ first: String, _ second: String) -> String { prefix + "side.\(first)-minus-\(second)" }
}
