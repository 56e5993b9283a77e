import PlaytestStatistics
import PlaytestHarness

/// "Is it decided late?" or "Are there real choices?" for one configuration: a quality measure (docs/quality.md),
/// a share with its game-level (cluster-robust) interval, against the threshold the study sets
/// (``QuestionSettings``).
///
/// Decided late reads `quality.decisiveness` (the share of the game played before the eventual winner is ahead for
/// good) against ``QuestionSettings/decidedLate`` (default one half: the winner pulls ahead for good only in the
/// second half); real choices read `quality.decisionMoves` (the share of steps whose seat had more than one choice)
/// against ``QuestionSettings/choiceShare`` (default one half). The test is one-sided at 5%: yes when the lower end
/// of the 90% interval is at least the threshold, no when its upper end is below it, else inconclusive.
public struct QualityQuestion: Sendable {
    /// The configuration's index in the scenario.
    public let configuration: Int
    /// Its label.
    public let label: String
    /// The question: ``DesignAnswer/Question/decided`` or ``DesignAnswer/Question/choice``.
    public let question: DesignAnswer.Question
    /// The figure read, as `results.csv` names it (`quality.decisiveness`).
    public let figure: String
    /// The share measured.
    public let share: Double
    /// Its 95% interval (nil with fewer than two games).
    public let interval: ConfidenceInterval?
    /// Games behind it (its `n`).
    public let games: Int
    /// The share at or above which the answer is yes.
    public let threshold: Double
    /// Yes, no, inconclusive, or not applicable (fewer than two games).
    public let verdict: Verdict
    /// For decided late: the share of the game the eventual winner trailed (`quality.drama`) and the lead changes per
    /// step (`quality.leadChange`), told beside it; nil otherwise.
    public let drama: Double?
    /// See ``drama``.
    public let leadChange: Double?

    /// The figure each question reads.
    static func figure(of question: DesignAnswer.Question) -> String? {
        switch question {
        case .decided: QualityTally.prefix + "decisiveness"
        case .choice: QualityTally.prefix + "decisionMoves"
        default: nil
        }
    }

    /// The test of `question` in one configuration, or nil when the run did not measure its figure (a game of one
    /// seat has no decisiveness; a game that lists no choices no decision moves; a scenario may turn the measures off).
    public static func test(_ question: DesignAnswer.Question, _ configuration: ScenarioConfiguration, _ result: ConfigurationResult) -> QualityQuestion? {
        guard let figure = figure(of: question), let measurement = result.measurements.first(where: { $0.name == figure }),
              case .ratio(let ratio) = measurement.value, let share = ratio.ratio else { return nil }
        let threshold = question == .decided ? configuration.questions.decidedLate : configuration.questions.choiceShare
        let verdict: Verdict
        if ratio.clusters < 2 {
            verdict = .notApplicable
        } else if let interval = ratio.interval(confidence: 0.90) {
            verdict = interval.lower >= threshold ? .yes : interval.upper < threshold ? .no : .inconclusive
        } else {
            verdict = share >= threshold ? .yes : .no
        }
        func beside(_ name: String) -> Double? {
            guard question == .decided, let found = result.measurements.first(where: { $0.name == QualityTally.prefix + name }),
                  case .ratio(let ratio) = found.value else { return nil }
            return ratio.ratio
        }
        return QualityQuestion(
            configuration: configuration.index, label: configuration.label, question: question, figure: figure, share: share,
            interval: ratio.interval95, games: ratio.clusters, threshold: threshold, verdict: verdict,
            drama: beside("drama"), leadChange: beside("leadChange"))
    }
}
