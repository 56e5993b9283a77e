import PlaytestStatistics

/// Per-seat, per-team and per-role outcomes over many games: scores and win rates.
///
/// Groups are keyed `seat 0`, `team red`, `role snake`; merged by key and
/// listed in key order, so the result never depends on how games were split.
public struct SeatSummary: Sendable {
    /// One group's figures.
    public struct Group: Sendable {
        /// `seat 0`, `team red` or `role snake`.
        public let key: String
        /// Final scores of the group's seats, one per seat per game.
        public var score = RunningStatistics()
        /// Seat-games won.
        public var wins = 0
        /// Seat-games with a winner decided.
        public var decided = 0

        /// Creates an empty group.
        public init(key: String) {
            self.key = key
        }
    }

    /// The groups, in key order.
    public private(set) var groups: [Group] = []

    /// An empty summary.
    public init() {}

    /// Restores a summary from its groups, already in key order, as ``ResultArchive`` wrote them.
    public init(restoring groups: [Group]) {
        self.groups = groups
    }

    /// Adds one game's outcomes (seats with nothing to report are skipped).
    public mutating func add(_ outcomes: [SeatOutcome]) {
        for (seat, outcome) in outcomes.enumerated() where !outcome.isEmpty {
            var keys = ["seat \(seat)"]
            if let team = outcome.labels.team { keys.append("team \(team)") }
            if let role = outcome.labels.role { keys.append("role \(role)") }
            for key in keys {
                let index = groupIndex(key)
                if let score = outcome.score { groups[index].score.add(score) }
                if let won = outcome.won {
                    groups[index].decided += 1
                    if won { groups[index].wins += 1 }
                }
            }
        }
    }

    /// Adds a later chunk's groups.
    public mutating func merge(_ other: SeatSummary) {
        for group in other.groups {
            let index = groupIndex(group.key)
            groups[index].score.merge(group.score)
            groups[index].wins += group.wins
            groups[index].decided += group.decided
        }
    }

    /// True when no seat reported anything.
    public var isEmpty: Bool { groups.isEmpty }

    private mutating func groupIndex(_ key: String) -> Int {
        if let index = groups.firstIndex(where: { $0.key == key }) { return index }
        let index = groups.firstIndex(where: { Self.order(key, $0.key) }) ?? groups.count
        groups.insert(Group(key: key), at: index)
        return index
    }

    /// Seats by number, then teams, then roles, each in name order.
    static func order(_ a: String, _ b: String) -> Bool {
        func rank(_ key: String) -> (Int, Int, String) {
            if key.hasPrefix("seat "), let number = Int(key.dropFirst(5)) { return (0, number, "") }
            return (key.hasPrefix("team ") ? 1 : 2, 0, key)
        }
        let (x, y) = (rank(a), rank(b))
        if x.0 != y.0 { return x.0 < y.0 }
        if x.1 != y.1 { return x.1 < y.1 }
        return x.2 < y.2
    }
}
