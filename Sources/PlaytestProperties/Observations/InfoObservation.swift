/// A message about a group of test cases or a whole run, in the "PBT Observations" format (see
/// ``TestCaseObservation``): `type` "info", "alert" or "error", with `title`, `content`, `property` and `run_start`.
public struct InfoObservation: Sendable {
    /// The kind of message, in the format's words.
    public enum Kind: String, Sendable {
        /// A summary for a person (Playtest's per-property totals).
        case info
        /// Something to look at (a required coverage label too rare).
        case alert
        /// Something went wrong.
        case error
    }

    /// The kind.
    public var kind: Kind
    /// The title.
    public var title: String
    /// The body: figures by name.
    public var content: [(key: String, value: ObservationValue)]
    /// What the message is about: the same `property` as its test cases.
    public var property: String
    /// When the run started, in seconds since 1970 (wall-clock time).
    public var runStart: Double

    /// Creates a message.
    public init(kind: Kind = .info, title: String, content: [(key: String, value: ObservationValue)], property: String, runStart: Double = 0) {
        self.kind = kind
        self.title = title
        self.content = content
        self.property = property
        self.runStart = runStart
    }

    /// The message as one JSON object, without a newline.
    public var line: String {
        ObservationValue.object([
            ("type", .string(kind.rawValue)),
            ("title", .string(title)),
            ("content", .object(content)),
            ("property", .string(property)),
            ("run_start", .number(runStart)),
        ]).json
    }
}
