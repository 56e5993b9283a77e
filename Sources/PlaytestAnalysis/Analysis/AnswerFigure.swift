import PlaytestStatistics
import PlaytestHarness

/// The number behind a designer's answer, for one configuration, where the answer has one: what a `tune` objective
/// may aim at (`{"kind": "target", "metric": "answer.close", "value": 0}`).
///
/// - `answer.close`: the mean final margin between first and second (``Closeness``): in points when the study sets
///   `closeMargin`, else as a share of the winning score; a ratio over games, with its cluster-robust standard error.
/// - `answer.fair`: how far the seat, team or role furthest from an equal share is from it (``SeatFairness/furthest``,
///   its win share minus the equal share, as an absolute value), with the standard error of that share; only in a
///   configuration where one bot holds every seat.
/// - `answer.length`: the mean steps per game (``GameLength``), with its standard error over games.
///
/// Skill, what broke and what was never reached are verdicts without one number, so they have no figure here.
public enum AnswerFigure {
    /// The answers with a number, as a tuning file names them.
    public static let questions: [DesignAnswer.Question] = [.fair, .close, .length]

    /// `answer.fair`, `answer.close`, `answer.length`.
    public static var names: [String] { questions.map { AnswerGate.prefix + $0.id } }

    /// The question a name asks, if it is one with a number.
    public static func question(named name: String) -> DesignAnswer.Question? {
        questions.first { AnswerGate.prefix + $0.id == name }
    }

    /// The figure's mean and standard error in one configuration's result, or nil when the answer does not apply
    /// there (no two scored seats, bots that differ between seats, no decided game, fewer than two games).
    public static func value(_ question: DesignAnswer.Question, configuration: ScenarioConfiguration, result: ConfigurationResult)
        -> (mean: Double, standardError: Double)?
    {
        switch question {
        case .close:
            let seats = result.seats
            guard seats.hasMargin else { return nil }
            let ratio = configuration.questions.closeMargin == nil ? seats.relativeMargin : seats.margin
            guard let mean = ratio.ratio else { return nil }
            return (mean, ratio.clusters > 1 ? ratio.standardError : 0)
        case .fair:
            guard let furthest = SeatFairness.test(configuration, result)?.furthest else { return nil }
            let interval = furthest.test.interval
            // The test's interval is the 90% one (1 - 2 x 5%): its half-width over the one-sided 95% quantile.
            let z = NormalDistribution.quantile(1 - EquivalenceVerdict.defaultAlpha)
            return (abs(interval.estimate - furthest.reference), (interval.upper - interval.lower) / (2 * z))
        case .length:
            let statistics = result.steps.statistics
            guard statistics.count > 0 else { return nil }
            return (statistics.mean, statistics.count > 1 ? statistics.standardError : 0)
        default:
            return nil
        }
    }
}
