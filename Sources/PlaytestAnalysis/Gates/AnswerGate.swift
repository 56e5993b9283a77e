import PlaytestHarness
import PlaytestStatistics

/// A gate on a designer's answer: `{"id": "fair", "metric": "answer.fair", "is": "yes"}`.
///
/// The gate reads the answer the analyse stage gives for its configuration alone (``DesignAnalysis`` of that one
/// configuration and, for skill, its ladder), by the answer's own test, never by bounds of its own:
///
/// - `answer.fair`: every seat's, team's and role's win share within the study's `fairMargin` of an equal share
///   (``SeatFairness``, TOST at 5% each side, on the 90% interval; the configuration's one bot holds every seat);
/// - `answer.close`: the mean final margin's 90% interval under the study's threshold (``Closeness``, one-sided 5%);
/// - `answer.length`: no game ended by the step cap (``GameLength``; exact);
/// - `answer.decided-late` and `answer.choices`: the share of the game before the winner is ahead for good, and the
///   share of steps with a choice, at least the study's `decidedLate` and `choiceShare` (``QualityQuestion``, one-sided
///   5%, on the 90% interval);
/// - `answer.skill`: the ladder's declared order held at every step (``LadderVerdict/order``, 95% intervals);
/// - `answer.broke`: some invariant broke (exact; a gate hopes for `"is": "no"`);
/// - `answer.never-reached`: some coverage label was reached in no game (exact, inconclusive when only under 1%;
///   a gate hopes for `"is": "no"`).
///
/// PASS when the answer's verdict is the one required, FAIL when it is the other one, INCONCLUSIVE when the answer is
/// not shown either way or does not apply to the configuration (its method then says why). A game's own answers
/// (scoring against rarity, difficulty) are its report section's and are not gated here.
public enum AnswerGate {
    /// How a gate's metric names an answer: `answer.`.
    public static let prefix = "answer."

    /// The questions a gate may ask, in the order a report asks them: every answer the core gives for any game.
    public static let questions: [DesignAnswer.Question] = [.fair, .close, .skill, .length, .decided, .choice, .broken, .unreached]

    /// The metric names of ``questions``, as a scenario spells them: `answer.fair`, …, `answer.never-reached`.
    public static var names: [String] { questions.map { prefix + $0.id } }

    /// The verdicts a gate may require (`"is"`).
    public static let verdicts: [Verdict] = [.yes, .no]

    /// The question a metric name asks, or nil when it names none (`answer.fiar`).
    public static func question(named text: String) -> DesignAnswer.Question? {
        questions.first { prefix + $0.id == text }
    }

    /// The confidence of the interval a gate on `question` shows: 90% for fair, close, decided late and choices (their
    /// tests read the 1 − 2·alpha interval at alpha 5%), 95% for skill's steps and for the exact counts.
    public static func intervalConfidence(of question: DesignAnswer.Question) -> Double {
        switch question {
        case .fair, .close, .decided, .choice: 1 - 2 * EquivalenceVerdict.defaultAlpha
        default: 0.95
        }
    }

    /// PASS when `answer` is `expected`, FAIL when it is the other decided verdict, else INCONCLUSIVE.
    public static func verdict(_ answer: Verdict, expected: Verdict) -> GateVerdict {
        if answer == expected { return .pass }
        return answer == .yes || answer == .no ? .fail : .inconclusive
    }

    /// The gate's verdict on one configuration: the answer `DesignAnalysis` gives for it alone (`ladder` for skill),
    /// the interval the answer's test read and how.
    public static func evaluate(
        _ gate: Gate, question: DesignAnswer.Question, configuration: ScenarioConfiguration, result: ConfigurationResult,
        ladder: LadderResult?, maxSteps: Int
    ) -> GateResult {
        let design = DesignAnalysis(game: configuration.game, pairs: [(configuration, result)], ladders: ladder.map { [$0] } ?? [],
                                    ownAnswers: [], maxSteps: maxSteps)
        let answer = design.answer(question)
        let verdict = answer?.verdict ?? .notApplicable
        let expected = gate.expected ?? question.hopedFor
        let (interval, test) = evidence(question, design: design, configuration: configuration, result: result)
        let method = verdict == .notApplicable
            ? "not applicable: " + (answer?.sentence ?? "the question does not apply to this configuration")
            : "the \(question.word) answer: \(test); the answer is \(verdict.rawValue)"
        return GateResult(gate: gate, configurationIndex: configuration.index, configurationLabel: configuration.label,
                          games: question == .skill ? (ladder?.deals ?? result.games) : result.games, interval: interval,
                          verdict: Self.verdict(verdict, expected: expected), method: method)
    }

    /// The interval the answer's test read for the configuration (a point for an exact count), and the test in words.
    static func evidence(
        _ question: DesignAnswer.Question, design: DesignAnalysis, configuration: ScenarioConfiguration, result: ConfigurationResult
    ) -> (ConfidenceInterval?, String) {
        func exact(_ count: Int) -> ConfidenceInterval { ConfidenceInterval(estimate: Double(count), lower: Double(count), upper: Double(count)) }
        switch question {
        case .fair:
            let test = design.fairness.first
            let furthest = test?.furthest
            let margin = NumberFormat.short(configuration.questions.fairMargin)
            return (furthest?.test.interval, "every seat's, team's and role's win share within \(margin) of an equal share (TOST, 5% each side)"
                + (furthest.map { "; \($0.key) furthest, against \(NumberFormat.short($0.reference))" } ?? ""))
        case .close:
            guard let test = design.closeness.first else { return (nil, "the mean final margin") }
            let ratio = test.inPoints ? result.seats.margin : result.seats.relativeMargin
            let threshold = test.inPoints ? "\(NumberFormat.short(test.threshold)) points" : "\(NumberFormat.short(test.threshold)) of the winning score"
            return (ratio.interval(confidence: 0.90), "the mean final margin (\(test.figure)) at most \(threshold) (one-sided, 5%)")
        case .length:
            let length = design.lengths.first
            return (length.map { exact($0.capped) }, "games the step cap (\(NumberFormat.grouped(length?.cap ?? 0)) steps) ended, exact")
        case .skill:
            guard let ladder = design.ladders.first else { return (nil, "the ladder's declared order") }
            // The step that decides the verdict: the first not shown to hold, else the one closest to failing.
            let step = ladder.steps.first { $0.verdict != .yes }
                ?? ladder.steps.min { ($0.interval?.lower ?? 0) < ($1.interval?.lower ?? 0) }
            return (step?.interval, "the declared order \(ladder.ladder.rungs.joined(separator: " < ")) at every step (95% intervals)"
                + (step.map { "; the step read: \($0.figure)" } ?? ""))
        case .broken:
            return (exact(result.tallies.reduce(0) { $0 + $1.brokenGames }), "games in which an invariant broke, summed over invariants, exact")
        case .unreached:
            let never = result.coverage.filter { $0.games == 0 }.count
            return (exact(never), "coverage labels reached in no game, exact (only labels under 1% of games: inconclusive)")
        case .decided, .choice:
            let test = (question == .decided ? design.decided : design.choices).first
            guard let test, let measurement = result.measurements.first(where: { $0.name == test.figure }),
                  case .ratio(let ratio) = measurement.value else { return (nil, "the quality measure") }
            let what = question == .decided ? "the share of the game before the winner is ahead for good" : "the share of steps with a choice"
            return (ratio.interval(confidence: 0.90), "\(what) (\(test.figure)) at least \(NumberFormat.short(test.threshold)) (one-sided, 5%)")
        case .difficulty, .scoring:
            return (nil, "a game's own answer")
        }
    }
}
