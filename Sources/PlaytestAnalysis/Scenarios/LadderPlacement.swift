import PlaytestHarness

/// Where a configuration sits in a ladder study: which ladder, and which rung (a game of one seat) or which match of
/// two rungs with the rung of every seat (a game of several seats).
///
/// A ladder is one study's sweep combination: every rung, or every match of every pair of rungs, played on deals
/// 0..<games (game i deals the same in each), so the Skill section pairs them deal by deal.
public struct LadderPlacement: Sendable, Equatable {
    /// A configuration's place in its ladder.
    public enum Position: Sendable, Equatable {
        /// Rung `index` of the ladder, every seat (a game of one seat).
        case rung(Int)
        /// A match: the rung index of every seat, two rungs in all.
        case match(seats: [Int])
        /// The ladder's ceiling (a game of one seat): the player the rungs are measured against, not a rung.
        case ceiling
        /// A match of rung `rung` against the ladder's ceiling (a game of several seats): true for each seat the ceiling
        /// holds, false for the rung's.
        case ceilingMatch(rung: Int, ceilingSeats: [Bool])
    }

    /// A target win rate a study gives: how often `row` should beat `column` (TAG-style target matrix).
    public struct Target: Sendable, Equatable {
        /// The rung index that should win with ``winRate``.
        public let row: Int
        /// The rung index it plays.
        public let column: Int
        /// The target share of deals (or games) the row wins, ties counting half.
        public let winRate: Double

        /// Creates a target cell.
        public init(row: Int, column: Int, winRate: Double) {
            self.row = row
            self.column = column
            self.winRate = winRate
        }
    }

    /// The ladder's number in the scenario (in order of the studies and their sweep combinations).
    public let ladder: Int
    /// The rungs, weakest first (bot ids).
    public let rungs: [String]
    /// This configuration's place.
    public let position: Position
    /// The study's target win rates, if any.
    public let targets: [Target]
    /// The margin a target cell is tested against (equivalence, TOST at 5% each side).
    public let margin: Double

    /// The skill trace this ladder plays (a study's `skillTrace`), or nil for an ordinary ladder.
    public let trace: SkillTraceSettings?
    /// The ladder's ceiling (its `"ceiling"`: a clairvoyant search, a perfect player), or nil.
    public let ceiling: String?

    /// Creates a placement.
    public init(
        ladder: Int, rungs: [String], position: Position, targets: [Target] = [], margin: Double = 0.05, trace: SkillTraceSettings? = nil,
        ceiling: String? = nil
    ) {
        self.ladder = ladder
        self.rungs = rungs
        self.position = position
        self.targets = targets
        self.margin = margin
        self.trace = trace
        self.ceiling = ceiling
    }

    /// True for a match in a game of several seats: two rungs, or a rung and the ceiling.
    public var isMatch: Bool {
        switch position {
        case .match, .ceilingMatch: true
        case .rung, .ceiling: false
        }
    }

    /// The two rungs a match seats, lower index first (nil for a rung).
    public var pair: (Int, Int)? {
        guard case .match(let seats) = position, let low = seats.min(), let high = seats.max() else { return nil }
        return (low, high)
    }
}
