import PlaytestKit

/// The Snakesss report's figures: points per round by role under the game's table, the two tables compared on
/// the same deals, who wins, and how often non-snakes vote right.
public struct SnakesssMetrics: GameMetrics {
    /// Points a snake scores in a round, under the game's table: per game, snakes' points over snake-rounds, a ratio over games.
    public private(set) var snakePoints = ClusteredRatio()
    /// Points a non-snake scores in a round, under the game's table: a ratio over games, like ``snakePoints``.
    public private(set) var nonSnakePoints = ClusteredRatio()
    /// Per game, a snake's mean points per round minus a non-snake's, under the game's table: zero on average when the
    /// table favours neither role. One value per game, so its interval treats games, not rounds, as independent.
    public private(set) var snakeMinusNonSnakePerRound = RunningStatistics()
    /// Per game, (s - n) / (s + n) for a snake's mean points per round s and a non-snake's n: the same gap as a share,
    /// so a table and its double score alike; from -1 to 1, zero when neither role is favoured (games where both are 0
    /// are left out).
    public private(set) var snakeGapRelative = RunningStatistics()
    /// Per game, the snakes' share of all points under `kw` minus under `rulesScreen`: the same rounds scored both ways.
    public private(set) var snakeShareDifference = RunningStatistics()
    /// Per game and table, the snakes' share of all points.
    public private(set) var snakeShareKW = RunningStatistics()
    /// The same under the rules screen's table.
    public private(set) var snakeShareRulesScreen = RunningStatistics()
    /// Games.
    public private(set) var games = 0
    /// Games won (alone or tied) by a player who was a snake more rounds than the average player.
    public private(set) var wonBySnakeHeavy = 0
    /// Games ending in a tie for the win.
    public private(set) var ties = 0
    /// Right non-snake votes over non-snake votes: per game, a share ratio over games.
    public private(set) var rightVotes = ClusteredRatio(isShare: true)

    /// Creates an empty accumulator.
    public init(game: SnakesssGame) {}

    /// Records the end of the game.
    public mutating func record(_ moment: Moment<SnakesssGame>, state: SnakesssSession, game: SnakesssGame) {
        guard case .action(_, let before) = moment else { return }
        if state.isOver, !before.isOver { recordGame(state) }
    }

    mutating func recordGame(_ state: SnakesssSession) {
        games += 1
        func snakeShare(_ table: ScoringTable) -> Double {
            var snake = 0
            var all = 0
            for result in state.rounds {
                let points = ScoringService.calculateRoundScores(roles: result.roles, votes: result.votes, answer: result.question.answer, table: table)
                all += points.reduce(0, +)
                snake += zip(result.roles, points).filter { $0.0 == .snake }.reduce(0) { $0 + $1.1 }
            }
            return all == 0 ? 0 : Double(snake) / Double(all)
        }
        var snakeTotal = 0, snakeRounds = 0, nonSnakeTotal = 0, nonSnakeRounds = 0
        for result in state.rounds {
            for (role, points) in zip(result.roles, result.points) {
                if role == .snake { snakeTotal += points; snakeRounds += 1 } else { nonSnakeTotal += points; nonSnakeRounds += 1 }
            }
        }
        if snakeRounds > 0, nonSnakeRounds > 0 {
            let snake = Double(snakeTotal) / Double(snakeRounds), nonSnake = Double(nonSnakeTotal) / Double(nonSnakeRounds)
            snakeMinusNonSnakePerRound.add(snake - nonSnake)
            if snake + nonSnake > 0 { snakeGapRelative.add((snake - nonSnake) / (snake + nonSnake)) }
        }
        let kw = snakeShare(.kw)
        let rules = snakeShare(.rulesScreen)
        snakeShareKW.add(kw)
        snakeShareRulesScreen.add(rules)
        snakeShareDifference.add(kw - rules)
        let average = Double(state.players.reduce(0) { $0 + $1.snakeRounds }) / Double(state.players.count)
        let winners = state.winners
        if winners.contains(where: { Double(state.players[$0].snakeRounds) > average }) { wonBySnakeHeavy += 1 }
        if winners.count > 1 { ties += 1 }
    }

    /// Adds the game's rounds, finished or not, to the per-round ratios: the game is their unit of observation.
    public mutating func finishGame(_ state: SnakesssSession, game: SnakesssGame) {
        var snake = (points: 0, rounds: 0), nonSnake = (points: 0, rounds: 0), right = 0
        for result in state.rounds {
            for (index, role) in result.roles.enumerated() {
                if role == .snake {
                    snake.points += result.points[index]
                    snake.rounds += 1
                } else {
                    nonSnake.points += result.points[index]
                    nonSnake.rounds += 1
                    if result.votes[index] == result.question.answer { right += 1 }
                }
            }
        }
        snakePoints.add(numerator: Double(snake.points), denominator: Double(snake.rounds))
        nonSnakePoints.add(numerator: Double(nonSnake.points), denominator: Double(nonSnake.rounds))
        rightVotes.add(numerator: Double(right), denominator: Double(nonSnake.rounds))
    }

    /// Adds another chunk's figures.
    public mutating func merge(_ other: SnakesssMetrics) {
        snakePoints.merge(other.snakePoints)
        nonSnakePoints.merge(other.nonSnakePoints)
        snakeShareDifference.merge(other.snakeShareDifference)
        snakeMinusNonSnakePerRound.merge(other.snakeMinusNonSnakePerRound)
        snakeGapRelative.merge(other.snakeGapRelative)
        snakeShareKW.merge(other.snakeShareKW)
        snakeShareRulesScreen.merge(other.snakeShareRulesScreen)
        games += other.games
        wonBySnakeHeavy += other.wonBySnakeHeavy
        ties += other.ties
        rightVotes.merge(other.rightVotes)
    }

    /// Points per round by role, the paired comparison of the tables, who wins, right votes.
    public func measurements(game: SnakesssGame) -> [Measurement] {
        [
            Measurement(Key.snakePointsPerRound, label: "Points per round, snake, under the arm's scoring table", unit: "points",
                        value: .ratio(snakePoints), digits: 3),
            Measurement(Key.nonSnakePointsPerRound, label: "Points per round, non-snake, under the arm's scoring table", unit: "points",
                        value: .ratio(nonSnakePoints), digits: 3),
            Measurement(Key.snakeMinusNonSnakePerRound,
                        label: "Per game: a snake's points per round minus a non-snake's, under the arm's scoring table", unit: "points",
                        value: .summary(snakeMinusNonSnakePerRound), digits: 3),
            Measurement(Key.snakeGapRelative,
                        label: "Per game: (snake - non-snake) / (snake + non-snake) points per round, under the arm's scoring table",
                        value: .summary(snakeGapRelative), digits: 4),
            Measurement(Key.snakeShareKW, label: "Snakes' share of all points, kw table", value: .summary(snakeShareKW), digits: 4),
            Measurement(Key.snakeShareRulesScreen, label: "Snakes' share of all points, rulesScreen table", value: .summary(snakeShareRulesScreen), digits: 4),
            Measurement(Key.snakeShareKWMinusRulesScreen,
                        label: "Paired: snakes' share of points, kw minus rulesScreen, on the same games", value: .summary(snakeShareDifference), digits: 4),
            Measurement(Key.wonBySnakeHeavy, label: "Games won by a player who was a snake more rounds than average",
                        value: .rate(successes: wonBySnakeHeavy, trials: games)),
            Measurement(Key.ties, label: "Games tied for the win", value: .rate(successes: ties, trials: games)),
            Measurement(Key.rightVotes, label: "Non-snake votes that were right", value: .ratio(rightVotes)),
        ]
    }
}

extension SnakesssMetrics {
    /// The keys of this game's measurements, declared once: its metrics make them, its report section reads them.
    public enum Key {
        /// `snakePointsPerRound`, a ratio over games.
        public static let snakePointsPerRound = MeasurementKey.ratio("snakePointsPerRound")
        /// `nonSnakePointsPerRound`, a ratio over games.
        public static let nonSnakePointsPerRound = MeasurementKey.ratio("nonSnakePointsPerRound")
        /// `snakeMinusNonSnakePerRound`, a summary.
        public static let snakeMinusNonSnakePerRound = MeasurementKey.summary("snakeMinusNonSnakePerRound")
        /// `snakeGapRelative`, a summary.
        public static let snakeGapRelative = MeasurementKey.summary("snakeGapRelative")
        /// `snakeShareKW`, a summary.
        public static let snakeShareKW = MeasurementKey.summary("snakeShareKW")
        /// `snakeShareRulesScreen`, a summary.
        public static let snakeShareRulesScreen = MeasurementKey.summary("snakeShareRulesScreen")
        /// `snakeShareKWMinusRulesScreen`, a summary.
        public static let snakeShareKWMinusRulesScreen = MeasurementKey.summary("snakeShareKWMinusRulesScreen")
        /// `wonBySnakeHeavy`, a rate.
        public static let wonBySnakeHeavy = MeasurementKey.rate("wonBySnakeHeavy")
        /// `ties`, a rate.
        public static let ties = MeasurementKey.rate("ties")
        /// `rightVotes`, a share ratio over games.
        public static let rightVotes = MeasurementKey.ratio("rightVotes")
    }
}

// MARK: - Codable

/// Every accumulator, for a shard's archived blocks of games (a configuration split across shards).
extension SnakesssMetrics: Codable {}
