/// What an answer to a design question says, in one word a report can colour: yes, no, not shown either way, or
/// not a question this run can ask.
///
/// A verdict is read with its question: "Is it fair? yes" is good news, "Did anything break? yes" is not, so the
/// colour comes from ``DesignAnswer/severity``, which knows which answer a designer hopes for.
public enum Verdict: String, Sendable, CaseIterable {
    /// Shown: the interval the answer rests on lies wholly on the "yes" side.
    case yes
    /// Shown the other way: the interval lies wholly on the "no" side.
    case no
    /// Not shown either way: the interval reaches both sides (more games may settle it).
    case inconclusive
    /// The question does not apply to this run (a game of one seat has no seat to be unfair to; no ladder was played).
    case notApplicable = "not applicable"
}

/// How a report colours an answer: good news, a warning (not shown either way), a problem, or nothing to say.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    /// The answer a designer hopes for, shown.
    case good
    /// Not shown either way.
    case warning
    /// The answer a designer fears, shown.
    case problem
    /// Not applicable: nothing to colour.
    case neutral

    /// Problems first, then warnings, good news, and last what does not apply: the order of a "what is off" filter.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .problem: 0
        case .warning: 1
        case .good: 2
        case .neutral: 3
        }
    }
}
