import PlaytestKit

/// The dice report's figures: rolls per turn, time to settle against theory, face uniformity.
///
/// The game is the unit of observation: rolls per turn, the settle time and each face's share are ratios over games
/// (per game, a numerator over its turns, rolls or dice) with a cluster-robust interval; the distributions of turns,
/// rolls and dice are kept as descriptive details without an interval.
public struct DiceMetrics: GameMetrics {
    /// Rolls per completed turn: per game, the rolls of its completed turns over those turns, a ratio over games.
    public private(set) var rollsPerTurn = ClusteredRatio()
    /// Rolls in each completed turn, the distribution (descriptive: turns of one game are not independent).
    public private(set) var rollsPerTurnDistribution = IntegerHistogram()
    /// Milliseconds from an accepted Roll tap to its last die settling: per game, the sum over its settled rolls over
    /// those rolls, a ratio over games.
    public private(set) var settleTime = ClusteredRatio()
    /// The same times in whole milliseconds (rounded to nearest), kept exactly so the report shows the median and p90.
    public private(set) var settleMilliseconds = IntegerHistogram()
    /// For the same rolls, the expected maximum of n delay + duration draws (n: the dice rolled).
    public private(set) var expectedSettleTime = RunningStatistics()
    /// Settled faces (1...6; anything else is counted too, so a broken engine shows): counted per die, for the
    /// chi-square test of the iid-uniform null.
    public private(set) var faces = IntegerHistogram()
    /// Each face's share of settled dice, faces 1...6: per game, dice showing the face over dice settled, share ratios over games.
    public private(set) var faceShares = Array(repeating: ClusteredRatio(isShare: true), count: 6)

    private var rollStart: Int64 = 0
    private var rolledDice = 0
    private var expectations = SettleTimeModel()
    /// This game's sums, added to the ratios when it ends.
    private var game = GameSums()

    /// One game's numerators and denominators.
    private struct GameSums {
        var rolls = 0, turns = 0
        var settleMilliseconds = 0.0, settledRolls = 0
        var faces = [Int](repeating: 0, count: 6), dice = 0
    }

    /// Creates an empty accumulator.
    public init(game: DiceRollGame) {}

    /// Records rolls, settles and turn ends.
    public mutating func record(_ moment: Moment<DiceRollGame>, state: DiceSession, game: DiceRollGame) {
        switch moment {
        case .start:
            self.game = GameSums()
        case .action(.roll, let before):
            guard state.group.rollsThisTurn == before.group.rollsThisTurn + 1 else { return }
            rollStart = state.group.rollTime
            rolledDice = state.group.scheduledCount
        case .action(.endTurn, let before):
            if state.turnsCompleted == before.turnsCompleted + 1 {
                rollsPerTurnDistribution.add(before.group.rollsThisTurn)
                self.game.rolls += before.group.rollsThisTurn
                self.game.turns += 1
            }
        case .event(.settled(let index), _):
            let value = state.group.dice[index].value
            faces.add(value)
            self.game.dice += 1
            if (1...6).contains(value) { self.game.faces[value - 1] += 1 }
            if state.group.scheduledCount == 0, rolledDice > 0 {
                settleMilliseconds.add(Int((state.clock.now - rollStart + 500) / 1_000))
                self.game.settleMilliseconds += Double(state.clock.now - rollStart) / 1_000
                self.game.settledRolls += 1
                expectedSettleTime.add(expectations.expectedMaximum(of: rolledDice))
                rolledDice = 0
            }
        default:
            break
        }
    }

    /// Adds the game's turns, rolls and dice to the ratios over games.
    public mutating func finishGame(_ state: DiceSession, game: DiceRollGame) {
        rollsPerTurn.add(numerator: Double(self.game.rolls), denominator: Double(self.game.turns))
        settleTime.add(numerator: self.game.settleMilliseconds, denominator: Double(self.game.settledRolls))
        for face in 0..<6 {
            faceShares[face].add(numerator: Double(self.game.faces[face]), denominator: Double(self.game.dice))
        }
        self.game = GameSums()
    }

    /// Adds another chunk's figures.
    public mutating func merge(_ other: DiceMetrics) {
        rollsPerTurn.merge(other.rollsPerTurn)
        rollsPerTurnDistribution.merge(other.rollsPerTurnDistribution)
        settleTime.merge(other.settleTime)
        settleMilliseconds.merge(other.settleMilliseconds)
        expectedSettleTime.merge(other.expectedSettleTime)
        faces.merge(other.faces)
        for face in 0..<6 { faceShares[face].merge(other.faceShares[face]) }
    }

    /// Rolls per turn and settle time (in milliseconds) as ratios over games, with their distributions as details; the
    /// settle time's expectation and ratio; faces, each face's share as a ratio over games, and their chi-square test.
    public func measurements(game: DiceRollGame) -> [Measurement] {
        let expected = expectedSettleTime.count > 0 ? expectedSettleTime.mean * 1_000 : nil
        var result = [
            Measurement(Key.rollsPerTurn, label: "Rolls per turn", unit: "rolls", value: .ratio(rollsPerTurn), digits: 2),
            Measurement(Key.rollsPerTurnDistribution, label: "Rolls per turn, distribution over turns", unit: "rolls",
                        value: .histogram(rollsPerTurnDistribution), digits: 2, isDetail: true, observation: .subunit),
            Measurement(Key.settleTime, label: "Time to settle after Roll", unit: "ms", value: .ratio(settleTime), expected: expected, digits: 1),
            Measurement(Key.settleTimeDistribution, label: "Time to settle after Roll, distribution over rolls", unit: "ms",
                        value: .histogram(settleMilliseconds), expected: expected, digits: 1, isDetail: true, observation: .subunit),
        ]
        if let mean = settleTime.ratio, let expected, expected > 0 {
            result.append(Measurement(
                Key.settleTimeRatio, label: "Settle time / expected maximum of n delay+duration draws",
                value: .scalar(mean / expected), expected: 1, digits: 4))
        }
        result.append(Measurement(Key.faces, label: "Settled faces", value: .histogram(faces), digits: 3, isDetail: true, observation: .subunit))
        for face in 1...6 {
            result.append(Measurement(Key.faceShare(face), label: "Share of settled dice showing \(face)", value: .ratio(faceShares[face - 1]),
                                      digits: 4, isDetail: true))
        }
        let counts = (1...6).map { faces.count(of: $0) }
        if let test = ChiSquareTest.uniformity(counts: counts) {
            result.append(Measurement(Key.faceUniformity, label: "Face uniformity (chi-square, 5 df)", value: .chiSquare(test), digits: 4))
        }
        return result
    }
}

extension DiceMetrics {
    /// The keys of this game's measurements, declared once: its metrics make them, its report section reads them.
    public enum Key {
        /// `rollsPerTurn`, a ratio over games.
        public static let rollsPerTurn = MeasurementKey.ratio("rollsPerTurn")
        /// `rollsPerTurnDistribution`, a descriptive histogram over turns.
        public static let rollsPerTurnDistribution = MeasurementKey.histogram("rollsPerTurn" + Measurement.distributionSuffix)
        /// `settleTime`, a ratio over games.
        public static let settleTime = MeasurementKey.ratio("settleTime")
        /// `settleTimeDistribution`, a descriptive histogram over rolls.
        public static let settleTimeDistribution = MeasurementKey.histogram("settleTime" + Measurement.distributionSuffix)
        /// `settleTimeRatio`, a scalar.
        public static let settleTimeRatio = MeasurementKey.scalar("settleTimeRatio")
        /// `faces`, a descriptive histogram over dice.
        public static let faces = MeasurementKey.histogram("faces")
        /// `faceShare1` ... `faceShare6`, share ratios over games.
        public static func faceShare(_ face: Int) -> MeasurementKey<ClusteredRatio> { MeasurementKey.ratio("faceShare\(face)") }
        /// `faceUniformity`, a chiSquare.
        public static let faceUniformity = MeasurementKey.chiSquare("faceUniformity")
    }
}

// MARK: - Codable

/// The accumulators, for a shard's archived blocks of games; the state of a game in progress is not kept (a block ends
/// between games).
extension DiceMetrics: Codable {
    private enum CodingKeys: String, CodingKey {
        case rollsPerTurn, rollsPerTurnDistribution, settleTime, settleMilliseconds, expectedSettleTime, faces, faceShares
    }
}
