import PlaytestKit

/// One of the two teams. The first half of the players (rounded down) join A, the rest B, in intake order.
public enum Team: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// The first half of the players.
    case a = "A"
    /// The rest.
    case b = "B"

    /// The other team.
    public var other: Team { self == .a ? .b : .a }
    /// 0 for A, 1 for B: the index into per-team arrays.
    public var index: Int { self == .a ? 0 : 1 }
    /// "A" or "B".
    public var description: String { rawValue }
}
