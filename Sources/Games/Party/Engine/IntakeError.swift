import PlaytestKit

/// Why intake cannot go on.
public enum IntakeError: Sendable, Hashable, CustomStringConvertible {
    /// The bank has no fresh title left for a candidate or a replacement.
    case bankExhausted(needed: Int, available: Int)

    /// "the title bank ran dry: 10 fresh titles needed, 4 left; use a larger bank".
    public var description: String {
        switch self {
        case .bankExhausted(let needed, let available):
            "the title bank ran dry: \(needed) fresh titles needed, \(available) left; use a larger bank or fewer players or picks"
        }
    }
}
