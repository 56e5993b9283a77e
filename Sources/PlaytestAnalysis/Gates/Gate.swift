import PlaytestHarness

/// A pass/fail condition on one configuration's metric, declared in a scenario study's `gates`.
///
/// ```json
/// { "id": "snakeFair", "metric": "role.snake.score", "ratioTo": "role.human.score",
///   "between": [0.9, 1.1], "confidence": 0.95, "inconclusive": "fail" }
/// ```
///
/// The verdict compares the metric's interval (at ``confidence``) with the bounds: PASS when it lies
/// inside them, FAIL when it lies wholly outside, INCONCLUSIVE when it straddles a bound.
public struct Gate: Sendable, Equatable {
    /// A stable id, unique in its study: the JUnit test name and the gates.csv key.
    public var id: String
    /// The metric, as the file spells it.
    public var metric: MetricReference
    /// The metric divided by this one, when the gate is on a ratio.
    public var ratioTo: MetricReference?
    /// The lowest value allowed (inclusive), if any.
    public var atLeast: Double?
    /// The highest value allowed (inclusive), if any.
    public var atMost: Double?
    /// The interval's confidence (default 0.95); 1 − confidence is the error rate alpha.
    public var confidence: Double
    /// True when an INCONCLUSIVE verdict lets the run pass (`"inconclusive": "pass"`); by default it fails.
    public var inconclusivePasses: Bool
    /// For a sequential gate, the most games its configuration may play; nil for a fixed-count gate.
    public var sequentialMaxGames: Int?
    /// The range every per-game value of a mean metric lies in (`"range": [low, high]`), declared by the designer.
    ///
    /// A sequential gate on a mean needs it: its confidence sequence is valid only for bounded values (see
    /// ``GateEvaluation/interval(of:confidence:sequential:tightestAt:range:)``); without it the gate is refused.
    public var range: ClosedRange<Double>?
    /// True for an equivalence gate (`equivalentTo` with `margin`): a TOST at level ``alpha``, read from the 1 − 2·alpha
    /// interval (Schuirmann 1987), whose PASS means "shown within the margin" and whose INCONCLUSIVE means "not shown".
    public var isEquivalenceTest: Bool
    /// For a gate on a designer's answer (`"metric": "answer.fair"`), the verdict it requires (`"is": "yes"`; by default
    /// the one a designer hopes for, ``DesignAnswer/Question/hopedFor``); nil for a gate on a figure.
    public var expected: Verdict?

    /// Creates a gate.
    public init(
        id: String, metric: MetricReference, ratioTo: MetricReference? = nil, atLeast: Double? = nil, atMost: Double? = nil,
        confidence: Double = 0.95, inconclusivePasses: Bool = false, sequentialMaxGames: Int? = nil, range: ClosedRange<Double>? = nil,
        isEquivalenceTest: Bool = false, expected: Verdict? = nil
    ) {
        self.id = id
        self.metric = metric
        self.ratioTo = ratioTo
        self.atLeast = atLeast
        self.atMost = atMost
        self.confidence = confidence
        self.inconclusivePasses = inconclusivePasses
        self.sequentialMaxGames = sequentialMaxGames
        self.range = range
        self.isEquivalenceTest = isEquivalenceTest
        self.expected = expected
    }

    /// The question a gate on a designer's answer asks, nil for a gate on a figure.
    public var answer: DesignAnswer.Question? {
        if case .answer(let question) = metric { return question }
        return nil
    }

    /// The error rate: 1 − ``confidence``.
    public var alpha: Double { 1 - confidence }

    /// The confidence of the interval the verdict reads: ``confidence``, or 1 − 2·alpha for an equivalence test (two
    /// one-sided tests at alpha each; a fixed-count gate only: a sequential one keeps its two-sided sequence).
    /// A gate on an answer reads the interval of the answer's own test (``AnswerGate/intervalConfidence(of:)``).
    public var intervalConfidence: Double {
        if let answer { return AnswerGate.intervalConfidence(of: answer) }
        return isEquivalenceTest && !isSequential ? 1 - 2 * alpha : confidence
    }

    /// True when the gate keeps playing games until it is decided.
    public var isSequential: Bool { sequentialMaxGames != nil }

    /// What is measured: `finalScore`, or `role.snake.score / role.human.score`.
    public var measured: String {
        ratioTo.map { "\(metric) / \($0)" } ?? metric.description
    }

    /// The bounds as text: `between 0.9 and 1.1`, `at least 0.01`, `at most 0`; for a gate on an answer, `is yes`.
    public var boundsText: String {
        if let expected { return "is \(expected.rawValue)" }
        switch (atLeast, atMost) {
        case let (low?, high?): return "between \(NumberFormat.short(low)) and \(NumberFormat.short(high))"
        case let (low?, nil): return "at least \(NumberFormat.short(low))"
        case let (nil, high?): return "at most \(NumberFormat.short(high))"
        case (nil, nil): return "unbounded"
        }
    }
}

/// A gate's verdict.
public enum GateVerdict: String, Sendable {
    /// The interval lies inside the bounds.
    case pass = "PASS"
    /// The interval lies wholly outside them.
    case fail = "FAIL"
    /// The interval straddles a bound (or there was nothing to measure).
    case inconclusive = "INCONCLUSIVE"
}
