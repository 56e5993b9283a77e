import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// One of the designer's questions, answered in one sentence from the figures, with the interval that supports it.
///
/// A game's report section declares the questions that apply to it and how its metrics answer them
/// (``ReportSection/answers``); the core adds the two every game shares (what broke, what was never reached),
/// opens each game's report with them and gathers them in `index.md`, one line per game. Nothing in the core
/// knows a game's metrics.
public struct DesignAnswer: Sendable, Equatable {
    /// The questions, in the order a report asks them.
    public enum Question: Int, Sendable, CaseIterable, Comparable {
        /// Is it fair, per seat, team or role (an equivalence verdict, not "the interval contains 50%")?
        case fair
        /// Is it close (margins, ties)?
        case close
        /// Does skill matter: the best player against the worst on the same deals?
        case skill
        /// Is the difficulty ordered as its names promise?
        case difficulty
        /// Which scoring entries are out of line with their rarity?
        case scoring
        /// What broke (invariants)?
        case broken
        /// What was never reached (coverage, caps)?
        case unreached

        /// The question as a report asks it.
        public var text: String {
            switch self {
            case .fair: "Is it fair?"
            case .close: "Is it close?"
            case .skill: "Does skill matter?"
            case .difficulty: "Is the difficulty ordered?"
            case .scoring: "Is the scoring in line with rarity?"
            case .broken: "What broke?"
            case .unreached: "What was never reached?"
            }
        }

        /// One word for the index's one line per game.
        public var word: String {
            switch self {
            case .fair: "fair"
            case .close: "close"
            case .skill: "skill"
            case .difficulty: "difficulty"
            case .scoring: "scoring"
            case .broken: "broke"
            case .unreached: "never reached"
            }
        }

        public static func < (lhs: Question, rhs: Question) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The question.
    public let question: Question
    /// A few words for the index: "no: team A wins 62% to 99%".
    public let short: String
    /// The answer in one sentence, with its interval and how it was read.
    public let sentence: String

    /// Creates an answer.
    public init(_ question: Question, short: String, sentence: String) {
        self.question = question
        self.short = short
        self.sentence = sentence
    }
}

/// A metric whose change across a swept parameter is mechanical (it scales with the swept size) or capped, so it is
/// never ranked as a finding: "more players score more per round" is arithmetic, not balance.
public struct MechanicalMetric: Sendable, Equatable {
    /// The metric's name.
    public let metric: String
    /// Why its spread is not a finding: "scales with players: at most one point per non-snake per round".
    public let reason: String
    /// The cap a whole-number metric cannot pass (a round limit), when its figures are censored there: the
    /// report then shows the share of games at the cap beside the figure.
    public let cap: Int?
    /// The size parameter it scales with (`players`, `count`): the metric is left out of the findings only when
    /// the arms differ in it; nil for a metric left out whatever the arms.
    public let scalesWith: String?

    /// Declares a metric mechanical when the arms differ in `scalesWith` (always, when nil), or capped at `cap`.
    public init(metric: String, reason: String, scalesWith: String? = nil, cap: Int? = nil) {
        self.metric = metric
        self.reason = reason
        self.scalesWith = scalesWith
        self.cap = cap
    }
}
