import PlaytestKit

/// The Square Color report's figures: per game, rounds won, score, how it ended and whether it made the leaderboard;
/// per round, the balance signals.
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
    /// Rounds dealt.
    public private(set) var rounds = 0
    /// Rounds with a distractor within the match threshold of its target.
    public private(set) var distractorMatchRounds = 0
    /// Two-target rounds.
    public private(set) var pairedRounds = 0
    /// Two-target rounds whose targets differ by CIEDE2000 under 2.3.
    public private(set) var closeTargetRounds = 0
    /// Two-target rounds whose targets differ by CIE76 under 2.3.
    public private(set) var closeTargetRoundsCIE76 = 0

    private var gamesSeen = 0

    /// Creates an empty accumulator.
    public init(game: SquareColorGame) {}

    /// Records rounds dealt, wrong taps and game ends.
    public mutating func record(_ moment: Moment<SquareColorGame>, state: SquareColorSession, game: SquareColorGame) {
        switch moment {
        case .start:
            gamesSeen = 0
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
        rounds += 1
        if SquareColorGame.hasDistractorWithinThreshold(state) { distractorMatchRounds += 1 }
        guard state.targets.count == 2 else { return }
        pairedRounds += 1
        let first = LabColor(state.targets[0].color)
        let second = LabColor(state.targets[1].color)
        if ColorDifference.ciede2000(first, second) < ColorDifference.justNoticeable { closeTargetRounds += 1 }
        if ColorDifference.cie76(first, second) < ColorDifference.justNoticeable { closeTargetRoundsCIE76 += 1 }
    }

    mutating func recordGameEnd(_ state: SquareColorSession) {
        games += 1
        roundsWon.add(state.correctRounds)
        scores.add(state.score)
        if state.end == .timer { endedByTimer += 1 }
        if state.end == .wrongTap { endedByWrongTap += 1 }
        if state.isHighScorePending || state.lastSaveQualified { qualified += 1 }
    }

    /// Nothing more at the end of a session.
    public mutating func finishGame(_ state: SquareColorSession, game: SquareColorGame) {}

    /// Adds another chunk's figures.
    public mutating func merge(_ other: SquareColorMetrics) {
        roundsWon.merge(other.roundsWon)
        scores.merge(other.scores)
        games += other.games
        endedByTimer += other.endedByTimer
        endedByWrongTap += other.endedByWrongTap
        qualified += other.qualified
        wrongTaps += other.wrongTaps
        rounds += other.rounds
        distractorMatchRounds += other.distractorMatchRounds
        pairedRounds += other.pairedRounds
        closeTargetRounds += other.closeTargetRounds
        closeTargetRoundsCIE76 += other.closeTargetRoundsCIE76
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
                        value: .rate(successes: distractorMatchRounds, trials: rounds), digits: 4),
        ]
        if pairedRounds > 0 {
            result.append(Measurement(Key.closeTargets, label: "Two-target rounds whose targets differ by CIEDE2000 < 2.3",
                                      value: .rate(successes: closeTargetRounds, trials: pairedRounds), digits: 4))
            result.append(Measurement(Key.closeTargetsCIE76, label: "Two-target rounds whose targets differ by CIE76 < 2.3",
                                      value: .rate(successes: closeTargetRoundsCIE76, trials: pairedRounds), digits: 4))
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
        /// `distractorMatch`, a rate.
        public static let distractorMatch = MeasurementKey.rate("distractorMatch")
        /// `closeTargets`, a rate.
        public static let closeTargets = MeasurementKey.rate("closeTargets")
        /// `closeTargetsCIE76`, a rate.
        public static let closeTargetsCIE76 = MeasurementKey.rate("closeTargetsCIE76")
    }
}
