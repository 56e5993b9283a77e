import PlaytestStatistics

/// Per-seat, per-team and per-role outcomes over many games: scores and win rates, each a ratio over games.
///
/// Groups are keyed `seat 0`, `team red`, `role snake` (typed: `SeatGroup`). A game adds once to each group it
/// reaches (its seats in that group summed first: see ``Group``), so `n` counts games, however many seats a team
/// or role holds. Groups are merged by key and listed in key order, and chunks are merged in chunk order, so the
/// result never depends on how games were split. `group(_:)` looks one up by its typed key, and `byBot(_:)` gives
/// each bot's seat-games.
public struct SeatSummary: Sendable {
    /// The groups, in key order.
    public private(set) var groups: [Group] = []
    /// Per game with at least two scored seats: the final margin, first score minus second (numerator), over 1
    /// (denominator): the mean margin over games, with its t interval on games - 1 (see `addMargin(_:)`).
    public internal(set) var margin = ClusteredRatio()
    /// Per game with at least two scored seats: the margin (numerator) over the first score's size (denominator):
    /// the margin as a share of the winning score, a ratio over games.
    public internal(set) var relativeMargin = ClusteredRatio()

    /// An empty summary.
    public init() {}

    /// Restores a summary from its groups, already in key order, and its margins, as ``ResultArchive`` wrote them.
    public init(restoring groups: [Group], margin: ClusteredRatio = ClusteredRatio(), relativeMargin: ClusteredRatio = ClusteredRatio()) {
        self.groups = groups
        self.margin = margin
        self.relativeMargin = relativeMargin
    }

    /// Adds one game's outcomes (seats with nothing to report are skipped): each group it reaches gains one game,
    /// the sum over its seats of that game.
    public mutating func add(_ outcomes: [SeatOutcome]) {
        var tallies: [GameTally] = []
        func count(_ outcome: SeatOutcome, under key: String) {
            if let index = tallies.firstIndex(where: { $0.key == key }) {
                tallies[index].add(outcome)
            } else {
                var tally = GameTally(key: key)
                tally.add(outcome)
                tallies.append(tally)
            }
        }
        for (seat, outcome) in outcomes.enumerated() where !outcome.isEmpty {
            count(outcome, under: seat < Self.seatKeys.count ? Self.seatKeys[seat] : SeatGroup.seat(seat).description)
            if let team = outcome.labels.team { count(outcome, under: SeatGroup.team(team).description) }
            if let role = outcome.labels.role { count(outcome, under: SeatGroup.role(role).description) }
        }
        for tally in tallies { groups[groupIndex(tally.key)].add(tally) }
        addMargin(outcomes)
    }

    /// The keys of seats 0 to 63 (`seat 0`, ...), spelt once rather than once per game.
    static let seatKeys: [String] = (0..<64).map { SeatGroup.seat($0).description }

    /// Adds a later chunk's groups.
    public mutating func merge(_ other: SeatSummary) {
        for group in other.groups { groups[groupIndex(group.key)].merge(group) }
        margin.merge(other.margin)
        relativeMargin.merge(other.relativeMargin)
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
    /// Each seat's games are merged as they are, so a bot that holds several seats counts each of its seat-games as
    /// a game of its own (they are not independent when they share a game: read the team and role groups for figures
    /// to bet on).
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
            result[index].merge(group)
        }
        return result.filter { $0.games > 0 || $0.decidedGames > 0 }
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
