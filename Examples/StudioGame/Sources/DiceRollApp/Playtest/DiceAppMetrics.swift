import PlaytestAppRuntime
import PlaytestKit

/// The app's balance figures, named as the built-in dice game names them so the two compare: rolls per turn, a
/// ratio over games (per game, the rolls of its saved turns over those turns).
struct DiceAppMetrics: GameMetrics {
    private(set) var rollsPerTurn = ClusteredRatio()
    private var rolls = 0, turns = 0

    init(game: DiceApp) {}

    mutating func record(_ moment: Moment<DiceApp>, state: LiveState<DiceApp>, game: DiceApp) {
        switch moment {
        case .start:
            rolls = 0
            turns = 0
        case .action(.tap(.endTurn), let before) where state.snapshot.history.count > before.snapshot.history.count:
            rolls += before.snapshot.rollsThisTurn
            turns += 1
        default: break
        }
    }

    mutating func finishGame(_ state: LiveState<DiceApp>, game: DiceApp) {
        rollsPerTurn.add(numerator: Double(rolls), denominator: Double(turns))
    }

    mutating func merge(_ other: DiceAppMetrics) {
        rollsPerTurn.merge(other.rollsPerTurn)
    }

    func measurements(game: DiceApp) -> [Measurement] {
        [Measurement(name: "rollsPerTurn", label: "Rolls per turn", unit: "rolls", value: .ratio(rollsPerTurn), digits: 2)]
    }
}
