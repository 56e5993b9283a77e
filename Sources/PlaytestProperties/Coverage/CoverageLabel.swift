/// A situation a game's invariants need to see, named so that a check can say how often it was reached.
///
/// A game declares its labels as the cases of one enum with raw values 0, 1,
/// 2, ... (at most 64), and marks them in `PlayableGame.coverage(at:in:into:)`.
/// `check` and `run` report, per label, the share of games that reached it
/// with a Wilson 95% interval; a label may require a minimum share, as
/// QuickCheck's `cover` and `checkCoverage` do.
///
/// ```swift
/// enum DiceCoverage: Int, CoverageLabel {
///     case rollWithLocks
///     var summary: String { "a Roll with some dice locked" }
/// }
/// ```
public protocol CoverageLabel: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == Int, AllCases == [Self] {
    /// The situation, in a few words.
    var summary: String { get }
    /// The share of games that must reach it (0...1) for a check to pass; nil (the default) requires nothing.
    var minimumShare: Double? { get }
    /// Where the design document describes the behaviour the label names ("RULES.md, Party game, Intake: a duplicate pick is
    /// replaced"), when it names one; nil (the default) for a situation of the model's own (a button pressed where
    /// it does nothing). A check requires every documented behaviour in at least
    /// `CoverageInfo.documentedBehaviourShare` of its games, or the label's own `minimumShare` if larger.
    var documentedBehaviour: String? { get }
}

extension CoverageLabel {
    /// No requirement.
    public var minimumShare: Double? { nil }

    /// Not a documented behaviour.
    public var documentedBehaviour: String? { nil }

    /// The case's name, as reports and `--cover` spell it.
    public var name: String { String(describing: self) }

    /// The label's facts without its type.
    public var info: CoverageInfo {
        CoverageInfo(name: name, summary: summary, minimumShare: minimumShare, documentedBehaviour: documentedBehaviour)
    }
}

/// The labels a game reached in one game: a bit per label.
public struct CoverageSet<Label: CoverageLabel>: Sendable, Hashable {
    /// Bit `i` is set when the label with raw value `i` was reached.
    public var bits: UInt64 { storage }
    @usableFromInline var storage: UInt64 = 0

    /// An empty set.
    @inlinable public init() {}

    /// Marks `label` as reached.
    @inlinable
    public mutating func insert(_ label: Label) {
        storage |= 1 << UInt64(label.rawValue & 63)
    }

    /// True when `label` was reached.
    @inlinable
    public func contains(_ label: Label) -> Bool {
        storage & (1 << UInt64(label.rawValue & 63)) != 0
    }
}

/// A game without coverage labels.
public enum NoCoverage: Int, CoverageLabel {
    /// Never used: a placeholder so that the type has a case.
    case none
    /// Never shown.
    public var summary: String { "" }
    /// No labels at all.
    public static var allCases: [NoCoverage] { [] }
}

/// A label's name, situation and required share.
public struct CoverageInfo: Sendable, Hashable {
    /// The label's name.
    public let name: String
    /// The situation, in a few words.
    public let summary: String
    /// The share of games that must reach it, if any.
    public let minimumShare: Double?
    /// Where the design document describes the behaviour it names, if it names one.
    public let documentedBehaviour: String?

    /// The share of a check's games every documented behaviour must be reached in, at least.
    public static let documentedBehaviourShare = 0.02

    /// Creates the facts of a label.
    public init(name: String, summary: String, minimumShare: Double?, documentedBehaviour: String? = nil) {
        self.name = name
        self.summary = summary
        self.minimumShare = minimumShare
        self.documentedBehaviour = documentedBehaviour
    }

    /// Two infos are the same label when name, summary and share agree: the documented passage is a fact of the
    /// game's code, which a result archive (a checkpoint, a shard) does not keep.
    public static func == (lhs: CoverageInfo, rhs: CoverageInfo) -> Bool {
        lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.minimumShare == rhs.minimumShare
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(summary)
        hasher.combine(minimumShare)
    }

    /// The share a check requires: the label's own, raised to `documentedBehaviourShare` for a documented behaviour.
    public var requiredShare: Double? {
        guard documentedBehaviour != nil else { return minimumShare }
        return max(minimumShare ?? 0, Self.documentedBehaviourShare)
    }
}
