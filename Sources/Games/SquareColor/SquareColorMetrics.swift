import PlaytestKit

/// The Square Color report's figures: per game, rounds won, score, how it ended and whether it made the leaderboard;
/// per round, the balance signals, as share ratios over games (the game, one harness session, is the unit of observation).
public struct SquareColorMetrics: GameMetrics {
    /// Rounds won per game.
    public private(set) var roundsWon = IntegerHistogram()
    /// Final score per game.
    public private(set) var scores = IntegerHistogram()
    /// Games played to an end.
    public private(set) var games = 0
    /// Games the timer ended.
    public private(set) var endedByTimer = 0
    /// Games a wrong tap ended (medium, hard).
    public private(set) var endedByWrongTap = 0
    /// Games whose score qualified for the leaderboard.
    public private(set) var qualified = 0
    /// Wrong taps (easy plays on after them).
    public private(set) var wrongTaps = 0
    /// Rounds with a distractor within the match threshold of its target, over rounds dealt: per game, a share ratio over games.
    public private(set) var distractorMatchRounds = ClusteredRatio(isShare: true)
    /// Two-target rounds whose targets differ by CIEDE2000 under 2.3, over two-target rounds: per game, a share ratio over games.
    public private(set) var closeTargetRounds = ClusteredRatio(isShare: true)
    /// The same under CIE76.
    public private(set) var closeTargetRoundsCIE76 = ClusteredRatio(isShare: true)

    private var gamesSeen = 0
    /// This game's rounds, added to the ratios when it ends.
    private var round = RoundCounts()

    /// One game's rounds: dealt, with a distractor match, two-target, with close targets (CIEDE2000, CIE76).
    struct RoundCounts {
        var rounds = 0, distractorMatch = 0, paired = 0, close = 0, closeCIE76 = 0
    }

    /// Creates an empty accumulator.
    public init(game: SquareColorGame) {}

    /// Records rounds dealt, wrong taps and game ends.
    public mutating func record(_ moment: Moment<SquareColorGame>, state: SquareColorSession, game: SquareColorGame) {
        switch moment {
        case .start:
            gamesSeen = 0
            round = RoundCounts()
        case .event(.roundStarted, _):
            recordRound(state)
        case .action(.startGame, let before) where state.state != before.state:
            recordRound(state)
        case .action(.tap, let before) where before.state != .gameOver && state.lastTap == .wrong:
            wrongTaps += 1
        default:
            break
        }
        if state.gamesCompleted > gamesSeen {
            gamesSeen = state.gamesCompleted
            recordGameEnd(state)
        }
    }

    mutating func recordRound(_ state: SquareColorSession) {
        round.rounds += 1
        if SquareColorGame.hasDistractorWithinThreshold(state) { round.distractorMatch += 1 }
        guard state.targets.count == 2 else { return }
        round.paired += 1
        let first = LabColor(state.targets[0].color)
        let second = LabColor(state.targets[1].color)
        if ColorDifference.ciede2000(first, second) < ColorDifference.justNoticeable { round.close += 1 }
        if ColorDifference.cie76(first, second) < ColorDifference.justNoticeable { round.closeCIE76 += 1 }
    }

    mutating func recordGameEnd(_ state: SquareColorSession) {
        games += 1
        roundsWon.add(state.correctRounds)
        scores.add(state.score)
        if state.end == .timer { endedByTimer += 1 }
        if state.end == .wrongTap { endedByWrongTap += 1 }
        if state.isHighScorePending || state.lastSaveQualified { qualified += 1 }
    }

    /// Adds the game's rounds to the per-round ratios: the game is their unit of observation.
    public mutating func finishGame(_ state: SquareColorSession, game: SquareColorGame) {
        distractorMatchRounds.add(numerator: Double(round.distractorMatch), denominator: Double(round.rounds))
        closeTargetRounds.add(numerator: Double(round.close), denominator: Double(round.paired))
        closeTargetRoundsCIE76.add(numerator: Double(round.closeCIE76), denominator: Double(round.paired))
        round = RoundCounts()
    }

    /// Adds another chunk's figures.
    public mutating func merge(_ other: SquareColorMetrics) {
        roundsWon.merge(other.roundsWon)
        scores.merge(other.scores)
        games += other.games
        endedByTimer += other.endedByTimer
        endedByWrongTap += other.endedByWrongTap
        qualified += other.qualified
        wrongTaps += other.wrongTaps
        distractorMatchRounds.merge(other.distractorMatchRounds)
        closeTargetRounds.merge(other.closeTargetRounds)
        closeTargetRoundsCIE76.merge(other.closeTargetRoundsCIE76)
    }

    /// Rounds won and score (histograms), how games end, leaderboard qualification, the balance signals.
    public func measurements(game: SquareColorGame) -> [Measurement] {
        var result = [
            Measurement(Key.roundsWon, label: "Rounds won per game", unit: "rounds", value: .histogram(roundsWon), digits: 2),
            Measurement(Key.score, label: "Score per game", unit: "points", value: .histogram(scores), digits: 1),
            Measurement(Key.endedByTimer, label: "Games ended by the timer", value: .rate(successes: endedByTimer, trials: games)),
            Measurement(Key.endedByWrongTap, label: "Games ended by a wrong tap", value: .rate(successes: endedByWrongTap, trials: games)),
            Measurement(Key.leaderboardQualified, label: "Games whose score made the top 3", value: .rate(successes: qualified, trials: games)),
            Measurement(Key.distractorMatch, label: "Rounds where a distractor also matches within the threshold",
                        value: .ratio(distractorMatchRounds), digits: 4),
        ]
        if closeTargetRounds.denominatorSum > 0 {
            result.append(Measurement(Key.closeTargets, label: "Two-target rounds whose targets differ by CIEDE2000 < 2.3",
                                      value: .ratio(closeTargetRounds), digits: 4))
            result.append(Measurement(Key.closeTargetsCIE76, label: "Two-target rounds whose targets differ by CIE76 < 2.3",
                                      value: .ratio(closeTargetRoundsCIE76), digits: 4))
        }
        return result
    }
}

extension SquareColorMetrics {
    /// The keys of this game's measurements, declared once: its metrics make them, its report section reads them.
    public enum Key {
        /// `roundsWon`, a histogram.
        public static let roundsWon = MeasurementKey.histogram("roundsWon")
        /// `score`, a histogram.
        public static let score = MeasurementKey.histogram("score")
        /// `endedByTimer`, a rate.
        public static let endedByTimer = MeasurementKey.rate("endedByTimer")
        /// `endedByWrongTap`, a rate.
        public static let endedByWrongTap = MeasurementKey.rate("endedByWrongTap")
        /// `leaderboardQualified`, a rate.
        public static let leaderboardQualified = MeasurementKey.rate("leaderboardQualified")
        /// `distractorMatch`, a share ratio over games.
        public static let distractorMatch = MeasurementKey.ratio("distractorMatch")
        /// `closeTargets`, a share ratio over games.
        public static let closeTargets = MeasurementKey.ratio("closeTargets")
        /// `closeTargetsCIE76`, a share ratio over games.
        public static let closeTargetsCIE76 = MeasurementKey.ratio("closeTargetsCIE76")
    }
}
