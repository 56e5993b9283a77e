import PlaytestStatistics

extension SeatSummary {
    /// One seat's, team's or role's figures: ratios over games, the game being the unit of observation.
    ///
    /// A team or role pools several seats of the same game, and those seats share the game (its deal, its pace, its
    /// result): they are not independent observations. So each game adds once: its numerator (the scores of the
    /// group's seats that reported one, summed; or its seats that won) and its denominator (those seats; or its seats
    /// with a winner decided), and the figure is a `ClusteredRatio` (a ratio over games with a cluster-robust
    /// interval on games - 1 degrees of freedom). `n` is games; the seat-games sit in ``seatGames``. A seat by number
    /// holds one seat per game, so its ratio is the plain mean over games and its interval the t interval.
    ///
    /// Winning is counted with care for its unit. When the group's seats win or lose together in every game (a seat
    /// by number; a team), the group wins once per game: its ``winRate`` is the share of decided games it won, with
    /// Wilson's interval on games. When some game split them (a role held by winners and losers alike), it is the
    /// share of its decided seats that won, a ratio over games with the cluster-robust interval.
    public struct Group: Sendable, Equatable {
        /// `seat 0`, `team red` or `role snake`, as reports and archives write it.
        public let key: String
        /// Per game: the scores of the group's seats with a score, summed (numerator), over those seats (denominator).
        public var score = ClusteredRatio()
        /// Per game: the group's seats that won (numerator) of its seats with a winner decided (denominator).
        public var wins = ClusteredRatio(isShare: true)
        /// Decided games in which every decided seat of the group won.
        public var gamesWon = 0
        /// Decided games in which some of the group's decided seats won and some lost.
        public var gamesSplit = 0

        /// Creates an empty group.
        public init(key: String) {
            self.key = key
        }

        /// Creates an empty group for a typed key.
        public init(_ group: SeatGroup) {
            self.key = group.description
        }

        /// Restores a group from its stored figures exactly, as ``ResultArchive`` wrote them.
        public init(key: String, score: ClusteredRatio, wins: ClusteredRatio, gamesWon: Int, gamesSplit: Int) {
            self.key = key
            self.score = score
            self.wins = wins
            self.gamesWon = gamesWon
            self.gamesSplit = gamesSplit
        }

        /// The group's typed key (nil only for a key no `SeatGroup` writes).
        public var group: SeatGroup? { SeatGroup(key: key) }

        // MARK: - Counts

        /// Games in which some seat of the group reported a score: the `n` of its score.
        public var games: Int { score.clusters }
        /// Seat-games with a score over those games (the sub-units of the score's ratio).
        public var seatGames: Int { score.subunits }
        /// Games with a winner decided for some seat of the group: the `n` of its win rate.
        public var decidedGames: Int { wins.clusters }
        /// Seat-games with a winner decided (the sub-units of the win share).
        public var decidedSeatGames: Int { wins.subunits }
        /// Seat-games won.
        public var seatGamesWon: Int { Int(wins.numeratorSum.rounded()) }
        /// True when the group's decided seats won or lost together in every decided game (always for a seat by
        /// number): then it wins once per game.
        public var winsWholeGames: Bool { gamesSplit == 0 }

        // MARK: - Figures

        /// The mean score over the group's seat-games, as a ratio over games, with its cluster-robust 95% interval
        /// (clipped at 0 when no score was negative); nil with fewer than two games.
        public var scoreInterval: ConfidenceInterval? { score.interval95 }

        /// The win rate with its 95% interval: the share of decided games won, Wilson on games, when the group wins
        /// once per game (``winsWholeGames``); else the share of decided seat-games won, a ratio over games with the
        /// cluster-robust interval. Nil with no decided game (or, for a split group, fewer than two).
        public var winRate: ConfidenceInterval? {
            winsWholeGames ? ConfidenceInterval.wilson(successes: gamesWon, trials: decidedGames) : wins.interval95
        }

        // MARK: - Folding

        /// Adds one game's seats of this group: the sum and count of their scores, the won and decided seats.
        mutating func add(_ game: GameTally) {
            if game.scoredSeats > 0 { score.add(numerator: game.scoreSum, denominator: Double(game.scoredSeats)) }
            guard game.decidedSeats > 0 else { return }
            wins.add(numerator: Double(game.wonSeats), denominator: Double(game.decidedSeats))
            if game.wonSeats == game.decidedSeats { gamesWon += 1 } else if game.wonSeats > 0 { gamesSplit += 1 }
        }

        /// Adds a later chunk's games of this group.
        mutating func merge(_ other: Group) {
            score.merge(other.score)
            wins.merge(other.wins)
            gamesWon += other.gamesWon
            gamesSplit += other.gamesSplit
        }
    }

    /// One game's seats of one group, summed before the game is added as one observation.
    struct GameTally {
        /// The group's key.
        let key: String
        /// The scores of its seats with a score, summed in seat order.
        var scoreSum = 0.0
        /// Its seats with a score.
        var scoredSeats = 0
        /// Its seats that won.
        var wonSeats = 0
        /// Its seats with a winner decided.
        var decidedSeats = 0

        /// An empty tally of `key`.
        init(key: String) {
            self.key = key
        }

        /// Counts one seat's outcome.
        mutating func add(_ outcome: SeatOutcome) {
            if let value = outcome.score {
                scoreSum += value
                scoredSeats += 1
            }
            if let won = outcome.won {
                decidedSeats += 1
                if won { wonSeats += 1 }
            }
        }
    }
}
