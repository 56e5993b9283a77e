/// One test case in the "PBT Observations" format that Hypothesis writes and Tyche reads: one JSON object a line
/// (JSON Lines), `type` "test_case".
///
/// The format is published with Hypothesis (`hypothesis-python/docs/schema_observations.json` in
/// github.com/HypothesisWorks/hypothesis; the "Observability" page of its documentation). Every field it requires
/// is written, in the order below, and no other: `type`, `status`, `status_reason`, `representation`,
/// `arguments`, `how_generated`, `features`, `coverage`, `timing`, `metadata`, `property`, `run_start`.
///
/// Only `timing` and `run_start` read a clock; everything else is the same for the same seed.
public struct TestCaseObservation: Sendable {
    /// How the case ended, in the format's words.
    public enum Status: String, Sendable {
        /// Every check held.
        case passed
        /// A check broke.
        case failed
        /// The case was abandoned before it finished (a rejected property case).
        case gaveUp = "gave_up"
    }

    /// How the case ended.
    public var status: Status
    /// Why it failed or was abandoned; empty when it passed.
    public var statusReason: String
    /// What was tested: a game's scenario and configuration, or a property's name.
    public var property: String
    /// The input as text: the replay token that plays the case again.
    public var representation: String
    /// The input, structured: the game, rule set, parameters, bots, seed and game number, or a property's value.
    public var arguments: [(key: String, value: ObservationValue)]
    /// How the input came about ("random", "shrunk", "stored example", ...), nil if unknown.
    public var howGenerated: String?
    /// What the case did: steps, scores, the game's figures, the coverage labels it reached.
    public var features: [(key: String, value: ObservationValue)]
    /// Seconds taken, by part (`execute:game`, ...): wall-clock time, the one part of a line that varies.
    public var timing: [(key: String, seconds: Double)]
    /// Anything else of interest: the replay command, the broken invariants' messages.
    public var metadata: [(key: String, value: ObservationValue)]
    /// When the run started, in seconds since 1970 (wall-clock time; groups the cases of one run).
    public var runStart: Double

    /// Creates an observation.
    public init(
        status: Status, statusReason: String = "", property: String, representation: String,
        arguments: [(key: String, value: ObservationValue)] = [], howGenerated: String? = nil,
        features: [(key: String, value: ObservationValue)] = [], timing: [(key: String, seconds: Double)] = [],
        metadata: [(key: String, value: ObservationValue)] = [], runStart: Double = 0
    ) {
        self.status = status
        self.statusReason = statusReason
        self.property = property
        self.representation = representation
        self.arguments = arguments
        self.howGenerated = howGenerated
        self.features = features
        self.timing = timing
        self.metadata = metadata
        self.runStart = runStart
    }

    /// The observation as one JSON object, without a newline. `coverage` is null: Playtest collects no line
    /// coverage (the format's `coverage` maps source files to line numbers); its coverage labels are features.
    public var line: String {
        ObservationValue.object([
            ("type", .string("test_case")),
            ("status", .string(status.rawValue)),
            ("status_reason", .string(statusReason)),
            ("representation", .string(representation)),
            ("arguments", .object(arguments)),
            ("how_generated", howGenerated.map(ObservationValue.string) ?? .null),
            ("features", .object(features)),
            ("coverage", .null),
            ("timing", .object(timing.map { ($0.key, .number(max(0, $0.seconds))) })),
            ("metadata", .object(metadata)),
            ("property", .string(property)),
            ("run_start", .number(runStart)),
        ]).json
    }
}
