import PlaytestKit

/// The kind of a round: 1 describe, 2 one word, 3 charades (the document's `RoundPhase`).
public enum RoundPhase: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Round 1: describe the title in any words; no skips.
    case describe = 1
    /// Round 2: one word only; skips allowed.
    case oneWord = 2
    /// Round 3: charades; skips allowed.
    case charades = 3

    /// The phase of round `round` (1...3).
    public init(round: Int) {
        self = RoundPhase(rawValue: min(3, max(1, round)))!
    }

    /// True in rounds 2 and 3.
    public var allowsSkips: Bool { self != .describe }

    /// `describe`, `oneWord`, `charades`.
    public var description: String {
        switch self {
        case .describe: "describe"
        case .oneWord: "oneWord"
        case .charades: "charades"
        }
    }
}
