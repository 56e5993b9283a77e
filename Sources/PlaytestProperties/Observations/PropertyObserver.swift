/// Receives every case a property check runs, as it runs (``PropertySettings/observer``): what the Swift Testing
/// bridge turns into observation lines (`PLAYTEST_OBSERVATIONS`).
///
/// The runner reads no clock itself: `clock`, when given, is read before and after each case to time it.
public struct PropertyObserver: Sendable {
    /// Seconds on some clock; nil times nothing (every `seconds` is nil).
    public let clock: (@Sendable () -> Double)?
    /// Called once per case, on the checking task, in the order the cases ran.
    public let record: @Sendable (PropertyCaseObservation) -> Void

    /// Creates an observer.
    public init(clock: (@Sendable () -> Double)? = nil, record: @escaping @Sendable (PropertyCaseObservation) -> Void) {
        self.clock = clock
        self.record = record
    }
}

/// One case of a property check, as a ``PropertyObserver`` sees it.
public struct PropertyCaseObservation: Sendable {
    /// How the case ended.
    public enum Status: String, Sendable {
        /// The body ran without a failure.
        case passed
        /// The body failed (threw or recorded a failure).
        case failed
        /// `assume` rejected the case (or its choices ran out): it does not count.
        case rejected
    }

    /// How the case ended.
    public let status: Status
    /// Where the case came from: `stored example`, `random case N`.
    public let origin: String
    /// The case's number among the seed's random cases; nil for a stored example.
    public let index: Int?
    /// The choices the case drew: its `pp1:` token.
    public let choices: [UInt64]
    /// The value, as `String(describing:)` shows it.
    public let value: String
    /// The failures recorded and the error thrown, if any.
    public let messages: [String]
    /// The labels and classes the body gave the case (`label`, `classify`).
    public let labels: [String]
    /// The `cover` calls: each label and whether this case hit it.
    public let coverage: [(label: String, hit: Bool)]
    /// The `target` scores the case reported.
    public let targets: [(label: String, score: Double)]
    /// Seconds the case took, when the observer has a clock.
    public let seconds: Double?

    /// Creates a case observation.
    public init(
        status: Status, origin: String, index: Int?, choices: [UInt64], value: String, messages: [String], labels: [String],
        coverage: [(label: String, hit: Bool)], targets: [(label: String, score: Double)], seconds: Double?
    ) {
        self.status = status
        self.origin = origin
        self.index = index
        self.choices = choices
        self.value = value
        self.messages = messages
        self.labels = labels
        self.coverage = coverage
        self.targets = targets
        self.seconds = seconds
    }

    /// The case's replay token.
    public var token: String { PropertyToken.encode(choices) }
}
