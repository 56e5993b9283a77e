import Foundation

/// The screen as a value: what the invariants, bots and metrics read.
struct DiceScreen: Sendable, Hashable {
    struct Face: Sendable, Hashable { let id: UUID, value: Int, shown: Int, locked: Bool, animating: Bool }
    struct Turn: Sendable, Hashable { let values: [Int], locks: [Int] }
    let playing: Bool, isRolling: Bool, turnEnded: Bool, rollsThisTurn: Int
    let dice: [Face]
    let history: [Turn]
}
