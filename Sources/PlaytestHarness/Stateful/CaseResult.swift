/// The first breach of one invariant in one game.
public struct Violation: Sendable, Hashable {
    /// The invariant's name.
    public let invariant: String
    /// What was wrong.
    public let message: String
    /// How many actions had been applied when it broke (0: at the start).
    public let step: Int
    /// The action or event after which it broke.
    public let moment: String

    /// Creates a violation.
    public init(invariant: String, message: String, step: Int, moment: String) {
        self.invariant = invariant
        self.message = message
        self.step = step
        self.moment = moment
    }
}

/// What happened in one game driven by a bot.
public struct CaseResult: Sendable {
    /// The actions applied, in order, as readable steps (empty unless steps were recorded).
    public var steps: [String] = []
    /// How many actions were applied.
    public var stepCount = 0
    /// The first breach of each broken invariant, in the order they happened.
    public var violations: [Violation] = []
    /// How many invariant checks ran.
    public var checks = 0
    /// The state at the end, as the game summarises it (only when steps were recorded).
    public var finalSummary: String?
    /// The coverage labels the game reached: bit `i` for the label with raw value `i`.
    public var coverage: UInt64 = 0
    /// Each seat's outcome at the end.
    public var seatOutcomes: [SeatOutcome] = []

    /// An empty result, filled in by the runner.
    public init() {}

    /// True when no invariant broke.
    public var passed: Bool { violations.isEmpty }

    /// The first breach of the named invariant, if it broke.
    public func violation(of invariant: String) -> Violation? {
        violations.first { $0.invariant == invariant }
    }
}

/// How the stateful runner plays one game.
public struct CaseOptions: Sendable {
    /// Actions after which an unfinished game is a `stepLimit` failure.
    public var maxSteps: Int
    /// Keep readable steps and a final summary (for replays and failure reports).
    public var recordSteps: Bool
    /// Check only this invariant and stop as soon as it breaks (for shrinking); nil checks all.
    public var target: String?
    /// Stop after the step at which the first invariant broke, as a shrunk failure was printed (for replays of a
    /// shrunk token); false plays on to the end so that later invariants can show too.
    public var stopsAtFirstBreak: Bool

    /// The step limit every entry point uses unless told otherwise: `RunRequest`, `CaseOptions`, scenarios (their
    /// `maxSteps`), `playtest check --max-steps` and the test helpers (`expectInvariantsHold`,
    /// `expectGameConformance`). A game still running after this many actions breaks the `stepLimit` invariant.
    public static let defaultMaxSteps = 100_000

    /// Creates options; by default `defaultMaxSteps` steps, nothing recorded, every invariant, played to the end.
    public init(maxSteps: Int = CaseOptions.defaultMaxSteps, recordSteps: Bool = false, target: String? = nil,
                stopsAtFirstBreak: Bool = false) {
        self.maxSteps = maxSteps
        self.recordSteps = recordSteps
        self.target = target
        self.stopsAtFirstBreak = stopsAtFirstBreak
    }
}
