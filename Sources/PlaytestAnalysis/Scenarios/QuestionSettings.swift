/// How a study's design questions are judged: the study's `questions` object.
///
/// ```json
/// "questions": { "closeMargin": 5, "fairMargin": 0.05 }
/// ```
///
/// `closeMargin` is the largest mean final margin, in the game's points, between the first and second seat that
/// still counts as close; without it a game is close when its mean margin is at most ``defaultCloseShare`` of the
/// winning score (`closeShare` sets that share instead). `fairMargin` is the equivalence margin of the fairness
/// test, in share points either side of an equal share (default ``defaultFairMargin``, 5 points). `decidedLate` is the
/// share of the game before which the eventual winner should not yet be ahead for good (default one half), and
/// `choiceShare` the share of steps that should offer more than one choice (default one half): see
/// ``QualityQuestion``.
public struct QuestionSettings: Sendable, Equatable {
    /// The default largest margin, as a share of the winning score, that counts as close: 10%.
    public static let defaultCloseShare = 0.10
    /// The default equivalence margin of the fairness test: 5 share points either side of an equal share.
    public static let defaultFairMargin = 0.05
    /// The allowed range of `fairMargin`.
    public static let fairMarginRange = 0.001...0.25
    /// The allowed range of `closeShare`.
    public static let closeShareRange = 0.001...1.0
    /// The default share of the game before which the winner should not yet be ahead for good: one half.
    public static let defaultDecidedLate = 0.5
    /// The default share of steps that should offer more than one choice: one half.
    public static let defaultChoiceShare = 0.5
    /// The allowed range of `decidedLate` and `choiceShare`.
    public static let qualityShareRange = 0.01...1.0

    /// The largest mean final margin, in points, that counts as close; nil to judge by ``closeShare``.
    public var closeMargin: Double?
    /// The largest mean final margin, as a share of the winning score, that counts as close (used when
    /// ``closeMargin`` is nil).
    public var closeShare: Double = Self.defaultCloseShare
    /// The fairness test's equivalence margin, in share points either side of an equal share.
    public var fairMargin: Double = Self.defaultFairMargin
    /// "Is it decided late?" is yes when the winner is shown ahead for good only after this share of the game.
    public var decidedLate: Double = Self.defaultDecidedLate
    /// "Are there real choices?" is yes when at least this share of steps is shown to offer more than one choice.
    public var choiceShare: Double = Self.defaultChoiceShare

    /// The defaults: close within 10% of the winning score, fair within 5 share points.
    public init(closeMargin: Double? = nil, closeShare: Double = Self.defaultCloseShare, fairMargin: Double = Self.defaultFairMargin) {
        self.closeMargin = closeMargin
        self.closeShare = closeShare
        self.fairMargin = fairMargin
    }
}
