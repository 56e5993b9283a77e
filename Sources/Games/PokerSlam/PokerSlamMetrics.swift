import PlaytestKit

/// The PokerSlam report's figures: final score, hands per game, what is left at the end, each hand type's plays
/// and share of points, which hands a fresh grid offers, and the score against greedy play on the same deal.
public struct PokerSlamMetrics: GameMetrics {
    /// Final scores.
    public private(set) var scores = IntegerHistogram()
    /// Hands played per game.
    public private(set) var handsPerGame = IntegerHistogram()
    /// Cards left in the deck when the game ended.
    public private(set) var deckLeft = IntegerHistogram()
    /// Cards left on the grid when the game ended.
    public private(set) var gridLeft = IntegerHistogram()
    /// Per game: this game's score minus what greedy play scores on the same deal (paired).
    public private(set) var minusGreedy = RunningStatistics()
    /// Games.
    public private(set) var games = 0
    /// Games left with no hand on the grid but not over (stuck).
    public private(set) var stuck = 0
    /// Selections played that formed no hand.
    public private(set) var invalidPlays = 0
    /// Per hand type (by `HandType.index`): times played.
    public private(set) var played = [Int](repeating: 0, count: 17)
    /// Per hand type: points scored with it.
    public private(set) var points = [Int](repeating: 0, count: 17)
    /// Per hand type: opening grids offering at least one.
    public private(set) var available = [Int](repeating: 0, count: 17)
    /// True while every move of the game in progress was greedy play's own (`isGreedyMove`): the game then is the
    /// greedy game on its deal, and its score is greedy play's without replaying it. Not merged (one game's state).
    var playedGreedily = false

    /// Creates an empty accumulator.
    public init(game: PokerSlamGame) {}

    /// Records the opening grid's hands, and whether each move is the one greedy play makes.
    public mutating func record(_ moment: Moment<PokerSlamGame>, state: PokerSlamSession, game: PokerSlamGame) {
        switch moment {
        case .start:
            // One bit per hand type offered (17 types), no array per game.
            var offered: UInt32 = 0
            for found in state.hands { offered |= 1 << UInt32(found.hand.index) }
            for index in available.indices where offered & (1 << UInt32(index)) != 0 { available[index] += 1 }
            playedGreedily = game.rules.faults.isEmpty
        case .action(let action, let before):
            if playedGreedily { playedGreedily = Self.isGreedyMove(action, before: before, after: state, game: game) }
        case .event:
            break
        }
    }

    /// True when `action` is the move `greedyScore`'s rollout makes on `before`'s grid: the play of the hand worth
    /// the most points (the first found on a tie) scoring those points, or leaving when no hand is left.
    static func isGreedyMove(_ action: PokerSlamAction, before: PokerSlamSession, after: PokerSlamSession, game: PokerSlamGame) -> Bool {
        // BestHand's rule (most points, the first on a tie) over the table's points read in place: no copy of the
        // scoring table per move.
        var bestPoints = -1
        var bestCells: CellSet?
        game.settings.scoring.points.withUnsafeBufferPointer { points in
            for found in before.hands {
                let value = points[found.hand.index]
                if value > bestPoints {
                    bestPoints = value
                    bestCells = found.cells
                }
            }
        }
        switch action {
        case .play(let cells): return !before.isGameOver && bestCells == cells && after.score == before.score + bestPoints
        case .exitGame: return bestCells == nil
        default: return false
        }
    }

    /// Records the finished game.
    public mutating func finishGame(_ state: PokerSlamSession, game: PokerSlamGame) {
        games += 1
        let manager = state.gameStateManager
        scores.add(manager.score)
        handsPerGame.add(manager.playedHands.count)
        deckLeft.add(manager.deckCount)
        gridLeft.add(manager.grid.cardCount)
        invalidPlays += state.invalidPlays
        if !manager.isGameOver && state.hands.isEmpty { stuck += 1 }
        for hand in manager.playedHands {
            played[hand.hand.index] += 1
            points[hand.hand.index] += hand.points
        }
        // A game played greedily to its end (with no fault injected) is the greedy game on its deal: the difference
        // is 0 by construction, and replaying it would only repeat it.
        let greedy = playedGreedily && state.hasExited ? manager.score : Self.greedyScore(order: manager.order, game: game)
        minusGreedy.add(Double(manager.score - greedy))
        playedGreedily = false
    }

    /// What greedy play scores on a deal (the deck in dealing order) under the game's settings.
    public static func greedyScore(order: [Card], game: PokerSlamGame) -> Int {
        var board = GameStateManager(order: order)
        board.dealInitialCards()
        return PlannerBot.greedyRollout(&board, finder: game.finder, scoring: game.settings.scoring)
    }

    /// Adds another chunk's figures.
    public mutating func merge(_ other: PokerSlamMetrics) {
        scores.merge(other.scores)
        handsPerGame.merge(other.handsPerGame)
        deckLeft.merge(other.deckLeft)
        gridLeft.merge(other.gridLeft)
        minusGreedy.merge(other.minusGreedy)
        games += other.games
        stuck += other.stuck
        invalidPlays += other.invalidPlays
        for index in 0..<17 {
            played[index] += other.played[index]
            points[index] += other.points[index]
            available[index] += other.available[index]
        }
    }

    /// The figures, in a fixed order; the per-hand ones are details the report's own section shows.
    public func measurements(game: PokerSlamGame) -> [Measurement] {
        let totalPoints = max(1, points.reduce(0, +))
        var result = [
            Measurement(Key.finalScore, label: "Final score", unit: "points", value: .histogram(scores), digits: 1),
            Measurement(Key.handsPerGame, label: "Hands played per game", unit: "hands", value: .histogram(handsPerGame), digits: 2),
            Measurement(Key.deckLeftAtEnd, label: "Cards left in the deck at the end", unit: "cards", value: .histogram(deckLeft), digits: 2),
            Measurement(Key.gridLeftAtEnd, label: "Cards left on the grid at the end", unit: "cards", value: .histogram(gridLeft), digits: 2),
            Measurement(Key.scoreMinusGreedy, label: "Paired: final score minus greedy play's on the same deal",
                        unit: "points", value: .summary(minusGreedy), digits: 2),
            Measurement(Key.stuckGames, label: "Games stuck: no hand on the grid, yet not over", value: .rate(successes: stuck, trials: games)),
        ]
        for hand in HandType.allCases {
            result.append(Measurement(Key.played(hand), label: "\(hand.pluralName) played per game", unit: "hands",
                                      value: .scalar(games == 0 ? 0 : Double(played[hand.index]) / Double(games)), digits: 4, isDetail: true))
            result.append(Measurement(Key.pointShare(hand), label: "Share of all points from \(hand.pluralName)",
                                      value: .scalar(Double(points[hand.index]) / Double(totalPoints)), digits: 4, isDetail: true))
            result.append(Measurement(Key.available(hand), label: "Opening grids offering a \(hand.displayName)",
                                      value: .rate(successes: available[hand.index], trials: games), isDetail: true, observation: .deal))
        }
        return result
    }
}

extension PokerSlamMetrics {
    /// The keys of this game's measurements, declared once: its metrics make them, its report section reads them.
    public enum Key {
        /// `finalScore`, a histogram.
        public static let finalScore = MeasurementKey.histogram("finalScore")
        /// `handsPerGame`, a histogram.
        public static let handsPerGame = MeasurementKey.histogram("handsPerGame")
        /// `deckLeftAtEnd`, a histogram.
        public static let deckLeftAtEnd = MeasurementKey.histogram("deckLeftAtEnd")
        /// `gridLeftAtEnd`, a histogram.
        public static let gridLeftAtEnd = MeasurementKey.histogram("gridLeftAtEnd")
        /// `scoreMinusGreedy`, a summary.
        public static let scoreMinusGreedy = MeasurementKey.summary("scoreMinusGreedy")
        /// `stuckGames`, a rate.
        public static let stuckGames = MeasurementKey.rate("stuckGames")
        /// `playedPair`, `playedFlush`, ...: hands of `hand` played per game, a scalar.
        public static func played(_ hand: HandType) -> MeasurementKey<Double> { .scalar("played" + suffix(hand)) }
        /// `pointSharePair`, ...: the share of all points from `hand`, a scalar.
        public static func pointShare(_ hand: HandType) -> MeasurementKey<Double> { .scalar("pointShare" + suffix(hand)) }
        /// `availablePair`, ...: opening grids offering `hand`, a rate of the deal alone (its unit of observation is the deal).
        public static func available(_ hand: HandType) -> MeasurementKey<RateCount> { .rate("available" + suffix(hand)) }

        /// A hand's name with a capital first letter: `Pair`, `FullHouse`.
        static func suffix(_ hand: HandType) -> String { hand.name.prefix(1).uppercased() + hand.name.dropFirst() }
    }
}

// MARK: - Codable

/// Every accumulator, for a shard's archived blocks of games (a configuration split across shards).
extension PokerSlamMetrics: Codable {}
