import PlaytestKit

/// The Square Color report's figures: per inner game, rounds won, score, how it ended and whether it made the
/// leaderboard; per round, the balance signals.
///
/// The session (one harness game: several inner games sharing a leaderboard) is the unit of observation: the inner
/// games of one session share its player and leaderboard (qualification depends on its earlier games), so every
/// figure is a ratio over sessions (per session, a sum over its inner games or rounds over those inner games or
/// rounds) with a cluster-robust interval; the distributions of rounds won and score per inner game are kept as
/// descriptive details (observation `subunit`, no interval).
public struct SquareColorMetrics: GameMetrics {
    /// Rounds won per inner game: per session, the rounds won in its inner games over those inner games, a ratio over sessions.
    public private(set) var roundsWon = ClusteredRatio()
    /// Rounds won in each inner game, the distribution (descriptive: inner games of one session are not independent).
    public private(set) var roundsWonDistribution = IntegerHistogram()
    /// Final score per inner game: per session, the sum of its inner games' scores over those inner games, a ratio over sessions.
    public private(set) var score = ClusteredRatio()
    /// Final score of each inner game, the distribution (descriptive).
    public private(set) var scores = IntegerHistogram()
    /// Inner games played to an end.
    public private(set) var games = 0
    /// Inner games the timer ended: per session, a share ratio over sessions.
    public private(set) var endedByTimer = ClusteredRatio(isShare: true)
    /// Inner games a wrong tap ended (medium, hard): per session, a share ratio over sessions.
    public private(set) var endedByWrongTap = ClusteredRatio(isShare: true)
    /// Inner games whose score qualified for the leaderboard: per session, a share ratio over sessions.
    public private(set) var qualified = ClusteredRatio(isShare: true)
    /// Inner games that reached the `maxRounds` cap (a censored rounds won): per session, a share ratio over sessions.
    public private(set) var atCap = ClusteredRatio(isShare: true)
    /// Wrong taps (easy plays on after them).
    public private(set) var wrongTaps = 0
    /// Rounds with a distractor within the match threshold of its target, over rounds dealt: per session, a share ratio over sessions.
    public private(set) var distractorMatchRounds = ClusteredRatio(isShare: true)
    /// Two-target rounds whose targets differ by CIEDE2000 under 2.3, over two-target rounds: per session, a share ratio over sessions.
    public private(set) var closeTargetRounds = ClusteredRatio(isShare: true)
    /// The same under CIE76.
    public private(set) var closeTargetRoundsCIE76 = ClusteredRatio(isShare: true)

    private var gamesSeen = 0
    /// This session's rounds, added to the ratios when it ends.
    private var round = RoundCounts()
    /// This session's inner games, added to the ratios when it ends.
    private var inner = InnerGameCounts()

    /// One session's inner games: ended, rounds won and score summed, ended by the timer or a wrong tap, qualified, at the cap.
    struct InnerGameCounts: Codable {
        var games = 0, roundsWon = 0, score = 0, timer = 0, wrongTap = 0, qualified = 0, atCap = 0
    }

    /// One session's rounds: dealt, with a distractor match, two-target, with close targets (CIEDE2000, CIE76).
    struct RoundCounts: Codable {
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
            inner = InnerGameCounts()
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
        roundsWonDistribution.add(state.correctRounds)
        scores.add(state.score)
        inner.games += 1
        inner.roundsWon += state.correctRounds
        inner.score += state.score
        if state.end == .timer { inner.timer += 1 }
        if state.end == .wrongTap { inner.wrongTap += 1 }
        if state.isHighScorePending || state.lastSaveQualified { inner.qualified += 1 }
        if state.correctRounds >= state.settings.maxRounds { inner.atCap += 1 }
    }

    /// Adds the session's inner games and rounds to the ratios: the session is their unit of observation.
    public mutating func finishGame(_ state: SquareColorSession, game: SquareColorGame) {
        let games = Double(inner.games)
        roundsWon.add(numerator: Double(inner.roundsWon), denominator: games)
        score.add(numerator: Double(inner.score), denominator: games)
        endedByTimer.add(numerator: Double(inner.timer), denominator: games)
        endedByWrongTap.add(numerator: Double(inner.wrongTap), denominator: games)
        qualified.add(numerator: Double(inner.qualified), denominator: games)
        atCap.add(numerator: Double(inner.atCap), denominator: games)
        inner = InnerGameCounts()
        distractorMatchRounds.add(numerator: Double(round.distractorMatch), denominator: Double(round.rounds))
        closeTargetRounds.add(numerator: Double(round.close), denominator: Double(round.paired))
        closeTargetRoundsCIE76.add(numerator: Double(round.closeCIE76), denominator: Double(round.paired))
        round = RoundCounts()
    }

    /// Adds another chunk's figures.
    public mutating func merge(_ other: SquareColorMetrics) {
        roundsWon.merge(other.roundsWon)
        roundsWonDistribution.merge(other.roundsWonDistribution)
        score.merge(other.score)
        scores.merge(other.scores)
        games += other.games
        endedByTimer.merge(other.endedByTimer)
        endedByWrongTap.merge(other.endedByWrongTap)
        qualified.merge(other.qualified)
        atCap.merge(other.atCap)
        wrongTaps += other.wrongTaps
        distractorMatchRounds.merge(other.distractorMatchRounds)
        closeTargetRounds.merge(other.closeTargetRounds)
        closeTargetRoundsCIE76.merge(other.closeTargetRoundsCIE76)
    }

    /// Rounds won and score per inner game (ratios over sessions, with their distributions as details), how inner games
    /// end, leaderboard qualification and the share at the round cap (share ratios over sessions), the balance signals.
    public func measurements(game: SquareColorGame) -> [Measurement] {
        var result = [
            Measurement(Key.roundsWon, label: "Rounds won per game", unit: "rounds", value: .ratio(roundsWon), digits: 2),
            Measurement(Key.roundsWonDistribution, label: "Rounds won per game, distribution over games", unit: "rounds",
                        value: .histogram(roundsWonDistribution), digits: 2, isDetail: true, observation: .subunit),
            Measurement(Key.score, label: "Score per game", unit: "points", value: .ratio(score), digits: 1),
            Measurement(Key.scoreDistribution, label: "Score per game, distribution over games", unit: "points",
                        value: .histogram(scores), digits: 1, isDetail: true, observation: .subunit),
            Measurement(Key.endedByTimer, label: "Games ended by the timer", value: .ratio(endedByTimer), digits: 3),
            Measurement(Key.endedByWrongTap, label: "Games ended by a wrong tap", value: .ratio(endedByWrongTap), digits: 3),
            Measurement(Key.leaderboardQualified, label: "Games whose score made the top 3", value: .ratio(qualified), digits: 3),
            Measurement(Key.roundsWonAtCap, label: "Games that reached the round cap", value: .ratio(atCap), digits: 3, isDetail: true),
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
        /// `roundsWon`, a ratio over sessions (rounds won per inner game).
        public static let roundsWon = MeasurementKey.ratio("roundsWon")
        /// `roundsWonDistribution`, a descriptive histogram over inner games.
        public static let roundsWonDistribution = MeasurementKey.histogram("roundsWon" + Measurement.distributionSuffix)
        /// `score`, a ratio over sessions (score per inner game).
        public static let score = MeasurementKey.ratio("score")
        /// `scoreDistribution`, a descriptive histogram over inner games.
        public static let scoreDistribution = MeasurementKey.histogram("score" + Measurement.distributionSuffix)
        /// `endedByTimer`, a share ratio over sessions.
        public static let endedByTimer = MeasurementKey.ratio("endedByTimer")
        /// `endedByWrongTap`, a share ratio over sessions.
        public static let endedByWrongTap = MeasurementKey.ratio("endedByWrongTap")
        /// `leaderboardQualified`, a share ratio over sessions.
        public static let leaderboardQualified = MeasurementKey.ratio("leaderboardQualified")
        /// `roundsWonAtCap`, a share ratio over sessions: inner games that reached `maxRounds`.
        public static let roundsWonAtCap = MeasurementKey.ratio("roundsWonAtCap")
        /// `distractorMatch`, a share ratio over sessions.
        public static let distractorMatch = MeasurementKey.ratio("distractorMatch")
        /// `closeTargets`, a share ratio over sessions.
        public static let closeTargets = MeasurementKey.ratio("closeTargets")
        /// `closeTargetsCIE76`, a share ratio over sessions.
        public static let closeTargetsCIE76 = MeasurementKey.ratio("closeTargetsCIE76")
    }
}

// MARK: - Codable

/// Every accumulator, for a shard's archived blocks of games (a configuration split across shards).
extension SquareColorMetrics: Codable {}
