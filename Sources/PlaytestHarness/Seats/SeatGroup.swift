import PlaytestStatistics
import PlaytestProperties

/// A group of seat-games a `SeatSummary` reports: one seat by number, a team, a role, or a bot.
///
/// Written as the reports write it (`seat 0`, `team red`, `role snake`, `bot greedy`), and ordered as they list it:
/// seats by number, then teams, then roles, then bots, each in name order.
public enum SeatGroup: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seat `n`, whoever plays it.
    case seat(Int)
    /// Every seat of a team.
    case team(String)
    /// Every seat holding a role at the end of the game.
    case role(String)
    /// Every seat-game a bot played (see `SeatSummary.byBot(_:)`).
    case bot(String)

    /// Reads a report's key: `seat 0`, `team red`, `role snake` or `bot greedy`; nil for anything else.
    public init?(key: String) {
        guard let space = key.firstIndex(of: " ") else { return nil }
        let name = String(key[key.index(after: space)...])
        switch key[..<space] {
        case "seat":
            guard let number = Int(name), number >= 0 else { return nil }
            self = .seat(number)
        case "team": self = .team(name)
        case "role": self = .role(name)
        case "bot": self = .bot(name)
        default: return nil
        }
    }

    /// `seat 0`, `team red`, `role snake`, `bot greedy`.
    public var description: String {
        switch self {
        case .seat(let number): "seat \(number)"
        case .team(let name): "team \(name)"
        case .role(let name): "role \(name)"
        case .bot(let id): "bot \(id)"
        }
    }

    /// Seats by number, then teams, then roles, then bots, each in name order.
    public static func < (a: SeatGroup, b: SeatGroup) -> Bool {
        let (x, y) = (a.rank, b.rank)
        if x.0 != y.0 { return x.0 < y.0 }
        if x.1 != y.1 { return x.1 < y.1 }
        return x.2 < y.2
    }

    private var rank: (Int, Int, String) {
        switch self {
        case .seat(let number): (0, number, "")
        case .team(let name): (1, 0, name)
        case .role(let name): (2, 0, name)
        case .bot(let id): (3, 0, id)
        }
    }
}
