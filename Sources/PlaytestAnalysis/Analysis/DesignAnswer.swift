import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// One of the designer's questions, answered from the figures: a verdict a report can colour, a few words, one
/// sentence with the interval that supports it, and the evidence (figures and report sections) it rests on.
///
/// The analyse stage answers every question once (``DesignAnalysis``): fair, close, length, skill, what broke and
/// what was never reached for any game with seats and outcomes, with no game code; a game's report section may
/// add answers of its own (``ReportSection/answers``: PokerSlam's scoring against rarity, Square Color's
/// difficulty), which take the place of the core's answer to the same question. Renderers only format answers.
public struct DesignAnswer: Sendable, Equatable {
    /// The questions, in the order a report asks them.
    public enum Question: Int, Sendable, CaseIterable, Comparable {
        /// Is it fair, per seat, team or role (an equivalence verdict, not "the interval contains 50%")?
        case fair
        /// Is it close (the final margin between first and second)?
        case close
        /// Does skill matter: the best player against the worst on the same deals?
        case skill
        /// Is the difficulty ordered as its names promise?
        case difficulty
        /// Which scoring entries are out of line with their rarity?
        case scoring
        /// Do games end on their own, at a length with an interval (turns, steps, the step cap)?
        case length
        /// Is it decided late: is the eventual winner ahead for good only late in the game (``QualityQuestion``)?
        case decided
        /// Are there real choices: do most steps offer the seat to act more than one choice (``QualityQuestion``)?
        case choice
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
            case .length: "Do games end on their own, and how long are they?"
            case .decided: "Is it decided late, or does the winner pull ahead early?"
            case .choice: "Are there real choices?"
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
            case .length: "length"
            case .decided: "decided late"
            case .choice: "choices"
            case .broken: "broke"
            case .unreached: "never reached"
            }
        }

        public static func < (lhs: Question, rhs: Question) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The verdict a designer hopes for: "yes" for fair, close, skill, difficulty, scoring, length, decided late
        /// and choices; "no" for what broke and what was never reached (their "yes" names something broken or missed).
        public var hopedFor: Verdict {
            switch self {
            case .broken, .unreached: .no
            default: .yes
            }
        }

        /// The anchor-friendly name of the question (`fair`, `never-reached`).
        public var id: String { word.replacingOccurrences(of: " ", with: "-") }
    }

    /// The question.
    public let question: Question
    /// A few words for the index: "no: team A wins 62% to 99%".
    public let short: String
    /// The answer in one sentence, with its interval and how it was read.
    public let sentence: String
    /// The verdict, read with the question (``severity`` says whether it is good news).
    public let verdict: Verdict
    /// The figures and report sections the answer rests on, in the order the sentence names them.
    public let evidence: [Evidence]

    /// Creates an answer with its verdict and the evidence it rests on.
    public init(_ question: Question, verdict: Verdict, short: String, sentence: String, evidence: [Evidence] = []) {
        self.question = question
        self.verdict = verdict
        self.short = short
        self.sentence = sentence
        self.evidence = evidence
    }

    /// How a report colours the answer: good when the verdict is the one hoped for (``Question/hopedFor``), a
    /// warning when not shown either way, a problem when shown the other way, neutral when it does not apply.
    public var severity: Severity { Self.severity(of: verdict, for: question) }

    /// How a report colours `verdict` read with `question` (see ``severity``).
    public static func severity(of verdict: Verdict, for question: Question) -> Severity {
        switch verdict {
        case .notApplicable: .neutral
        case .inconclusive: .warning
        case question.hopedFor: .good
        default: .problem
        }
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
