import PlaytestStatistics

/// Per-seat, per-team and per-role outcomes over many games: scores and win rates.
///
/// Groups are keyed `seat 0`, `team red`, `role snake` (typed: `SeatGroup`);
/// merged by key and listed in key order, so the result never depends on how
/// games were split. `group(_:)` looks one up by its typed key, and `byBot(_:)`
/// gives each bot's seat-games.
public struct SeatSummary: Sendable {
    /// One group's figures.
    public struct Group: Sendable {
        /// `seat 0`, `team red` or `role snake`, as reports and archives write it.
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

        /// Creates an empty group for a typed key.
        public init(_ group: SeatGroup) {
            self.key = group.description
        }

        /// The group's typed key (nil only for a key no `SeatGroup` writes).
        public var group: SeatGroup? { SeatGroup(key: key) }
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
            var reached = [SeatGroup.seat(seat)]
            if let team = outcome.labels.team { reached.append(.team(team)) }
            if let role = outcome.labels.role { reached.append(.role(role)) }
            for key in reached.map(\.description) {
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

    /// The figures of one seat, team or role, if any seat-game reported to it.
    public func group(_ group: SeatGroup) -> Group? {
        let key = group.description
        return groups.first { $0.key == key }
    }

    /// Each bot's seat-games (`bot <id>` groups, in the order the assignment names the bots), from the seat groups.
    ///
    /// Exact for an assignment that picks bots by seat number (or one bot for every seat): seat `n`'s games are
    /// its bot's. Nil for one that picks by team or role, whose seats may change bots from game to game (read the
    /// team and role groups instead). A bot that played no reported seat-game is left out.
    public func byBot(_ assignment: BotAssignment) -> [Group]? {
        guard assignment.entries.allSatisfy({ $0.selector == BotAssignment.everySeat || Int($0.selector) != nil }) else { return nil }
        var result = assignment.botIDs.map { Group(.bot($0)) }
        for group in groups {
            guard case .seat(let seat)? = group.group else { continue }
            let bot = assignment.bot(forSeat: seat, labels: SeatLabels())
            guard let index = result.firstIndex(where: { $0.key == SeatGroup.bot(bot).description }) else { continue }
            result[index].score.merge(group.score)
            result[index].wins += group.wins
            result[index].decided += group.decided
        }
        return result.filter { $0.score.count > 0 || $0.decided > 0 }
    }

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
