/// What checking a property found: the cases, rejections, labels and coverage, targets, and any failure.
public struct PropertyOutcome<Value> {
    /// Cases that passed.
    public var passed: Int = 0
    /// Cases rejected by `assume`.
    public var rejected: Int = 0
    /// The shrunk failure, if a case failed.
    public var failure: PropertyFailure<Value>?
    /// Set when rejections passed the limit: the health check failed.
    public var healthFailure: String?
    /// Per label (`label`, `classify`), how many passing cases had it, in order of first appearance.
    public var labels: [CoverageTally] = []
    /// Per `cover` requirement, how many passing cases met it, with its required share.
    public var coverage: [CoverageTally] = []
    /// Per target label, the best score reached (random cases and targeted search), in order of first appearance.
    public var targets: [(label: String, score: Double)] = []
    /// Evaluations spent by the targeted search.
    public var targetEvaluations = 0

    /// The requirements whose interval lies wholly below the required share.
    public var coverageFailures: [CoverageTally] { coverage.filter { $0.verdict() == .tooRare } }

    /// An outcome with nothing checked yet.
    public init() {}

    /// True when no case failed, the health check passed and no coverage requirement failed.
    public var holds: Bool { failure == nil && healthFailure == nil && coverageFailures.isEmpty }
}

/// A failing case: the one first found and the simplest it shrank to, with the seed and the replay token.
public struct PropertyFailure<Value> {
    /// Where the failing case came from.
    public enum Origin: Sendable, Equatable {
        /// Random case number `index` of the seed.
        case generated(index: Int)
        /// A stored example (an earlier failure), replayed first.
        case stored
        /// The targeted search, from the best case of a target label.
        case targeted(label: String)
    }

    /// Where it came from.
    public var origin: Origin
    /// The seed of the check.
    public var seed: UInt64
    /// The value first found failing.
    public var original: Value
    /// Its choices.
    public var originalChoices: [UInt64]
    /// The simplest failing value found.
    public var shrunk: Value
    /// Its choices.
    public var choices: [UInt64]
    /// Property calls spent shrinking.
    public var shrinkCalls: Int
    /// Why the shrunk case failed: the error it threw, or the failures recorded while it ran.
    public var messages: [String]
    /// The shrunk case's notes (`note`).
    public var notes: [String]

    /// The token that replays the shrunk case: `pp1:` and its choices.
    public var token: String { PropertyToken.encode(choices) }
}

/// Replay tokens of plain properties: `pp1:` and the choices, as hex words (`zk` for k zeros).
public enum PropertyToken {
    /// The format's prefix.
    public static let prefix = "pp1:"

    /// The token of `choices` (no choices at all are written `0`: a replay answers zeros anyway).
    public static func encode(_ choices: [UInt64]) -> String {
        prefix + (choices.isEmpty ? "0" : ChoiceWords.encode(choices))
    }

    /// The choices of a token; nil when it is not a `pp1:` token or is malformed.
    public static func decode(_ token: String) -> [UInt64]? {
        let text = token.trimmingWhitespace()
        guard text.hasPrefix(prefix) else { return nil }
        return ChoiceWords.decode(String(text.dropFirst(prefix.count)))
    }
}
