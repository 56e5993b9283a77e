import PlaytestKit

/// The dice report's figures: rolls per turn, time to settle against theory, face uniformity.
public struct DiceMetrics: GameMetrics {
    /// Rolls in each completed turn.
    public private(set) var rollsPerTurn = IntegerHistogram()
    /// Seconds from an accepted Roll tap to its last die settling.
    public private(set) var settleTime = RunningStatistics()
    /// The same times in whole milliseconds (rounded to nearest), kept exactly so the report shows the median and p90.
    public private(set) var settleMilliseconds = IntegerHistogram()
    /// For the same rolls, the expected maximum of n delay + duration draws (n: the dice rolled).
    public private(set) var expectedSettleTime = RunningStatistics()
    /// Settled faces (1...6; anything else is counted too, so a broken engine shows).
    public private(set) var faces = IntegerHistogram()

    private var rollStart: Int64 = 0
    private var rolledDice = 0
    private var expectations = SettleTimeModel()

    /// Creates an empty accumulator.
    public init(game: DiceRollGame) {}

    /// Records rolls, settles and turn ends.
    public mutating func record(_ moment: Moment<DiceRollGame>, state: DiceSession, game: DiceRollGame) {
        switch moment {
        case .action(.roll, let before):
            guard state.group.rollsThisTurn == before.group.rollsThisTurn + 1 else { return }
            rollStart = state.group.rollTime
            rolledDice = state.group.scheduledCount
        case .action(.endTurn, let before):
            if state.turnsCompleted == before.turnsCompleted + 1 { rollsPerTurn.add(before.group.rollsThisTurn) }
        case .event(.settled(let index), _):
            faces.add(state.group.dice[index].value)
            if state.group.scheduledCount == 0, rolledDice > 0 {
                settleTime.add(Double(state.clock.now - rollStart) / 1_000_000)
                settleMilliseconds.add(Int((state.clock.now - rollStart + 500) / 1_000))
                expectedSettleTime.add(expectations.expectedMaximum(of: rolledDice))
                rolledDice = 0
            }
        default:
            break
        }
    }

    /// Nothing to do at the end of a game.
    public mutating func finishGame(_ state: DiceSession, game: DiceRollGame) {}

    /// Adds another chunk's figures.
    public mutating func merge(_ other: DiceMetrics) {
        rollsPerTurn.merge(other.rollsPerTurn)
        settleTime.merge(other.settleTime)
        settleMilliseconds.merge(other.settleMilliseconds)
        expectedSettleTime.merge(other.expectedSettleTime)
        faces.merge(other.faces)
    }

    /// Rolls per turn, settle time (in milliseconds, with its median and p90) with its expectation and ratio (from the
    /// exact times), faces and their chi-square test.
    public func measurements(game: DiceRollGame) -> [Measurement] {
        var result = [
            Measurement(Key.rollsPerTurn, label: "Rolls per turn", unit: "rolls", value: .histogram(rollsPerTurn), digits: 2),
            Measurement(
                Key.settleTime, label: "Time to settle after Roll", unit: "ms", value: .histogram(settleMilliseconds),
                expected: expectedSettleTime.count > 0 ? expectedSettleTime.mean * 1_000 : nil, digits: 1),
        ]
        if expectedSettleTime.count > 0, expectedSettleTime.mean > 0 {
            result.append(Measurement(
                Key.settleTimeRatio, label: "Settle time / expected maximum of n delay+duration draws",
                value: .scalar(settleTime.mean / expectedSettleTime.mean), expected: 1, digits: 4))
        }
        result.append(Measurement(Key.faces, label: "Settled faces", value: .histogram(faces), digits: 3))
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
        /// `rollsPerTurn`, a histogram.
        public static let rollsPerTurn = MeasurementKey.histogram("rollsPerTurn")
        /// `settleTime`, a histogram.
        public static let settleTime = MeasurementKey.histogram("settleTime")
        /// `settleTimeRatio`, a scalar.
        public static let settleTimeRatio = MeasurementKey.scalar("settleTimeRatio")
        /// `faces`, a histogram.
        public static let faces = MeasurementKey.histogram("faces")
        /// `faceUniformity`, a chiSquare.
        public static let faceUniformity = MeasurementKey.chiSquare("faceUniformity")
    }
}
