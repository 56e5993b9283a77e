import Foundation
import Observation

/// The dice of the current turn.
@MainActor
@Observable
final class DiceGroup {
    var dice: [Die]
    var rollsThisTurn = 0

    var anyAnimating: Bool {
        dice.contains { $0.isAnimating }
    }

    /// `count` dice, each rolled once, all unlocked.
    init(count: Int) {
        dice = (0..<count).map { _ in Die(value: Int.random(in: 1...6)) }
    }
}
