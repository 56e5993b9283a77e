import PlaytestKit

/// A player who holds dice a few at a time: after each roll settles it locks some more of the unlocked dice (one
/// tap each), rolls the rest, and once every die is locked taps Roll again (nothing animates) before ending the turn.
///
/// So every turn ends with a Roll of a fully locked group (`rollAllLocked`), and with many dice its first Rolls
/// animate crowds (`simultaneousSettle`). How many dice it locks after a roll is drawn uniformly from one to all of
/// the unlocked ones, which dice at random; it waits for animations by letting exactly enough virtual time pass, and
/// stops if the buttons stay disabled with nothing left to wait for (only a broken engine does that).
/// Every choice reads the seat's stream, and the zero word means "lock one, the first unlocked": a shrunk failure
/// locks the dice in order.
public struct LockSweepBot: GameBot {
    private var pendingLocks: [Int] = []
    private var plannedForRoll = -1
    private var rolledAllLocked = false

    /// Creates the bot for the game's one seat.
    public init(game: DiceRollGame, seat: Int) {}

    /// The next tap or wait.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in state: DiceSession, of game: DiceRollGame, using rng: inout R
    ) -> DiceAction? {
        let group = state.group
        if state.isTurnOver {
            plannedForRoll = -1
            rolledAllLocked = false
            return .newTurn
        }
        if let time = group.lastEventTime, group.areButtonsDisabled || group.scheduledCount > 0 {
            return .advance(microseconds: max(0, time - state.clock.now))
        }
        // Buttons disabled with no animation event left: they never come back (a broken engine); stop.
        if group.areButtonsDisabled { return nil }
        if group.rollsThisTurn == 0 { return .roll }
        if plannedForRoll != group.rollsThisTurn {
            plannedForRoll = group.rollsThisTurn
            pendingLocks = Self.locks(of: group.dice, using: &rng)
        }
        if let index = pendingLocks.popLast() { return .toggleLock(index) }
        if group.dice.allSatisfy(\.isLocked) {
            if rolledAllLocked { return .endTurn }
            rolledAllLocked = true
        }
        return .roll
    }

    /// The dice to lock next, the last to tap first: k of the unlocked ones, k uniform in 1...unlocked.
    static func locks<R: RandomNumberGenerator>(of dice: [Die], using rng: inout R) -> [Int] {
        var unlocked = dice.indices.filter { !dice[$0].isLocked }
        guard !unlocked.isEmpty else { return [] }
        let count = 1 + rng.draw(index: unlocked.count)
        // A partial Fisher-Yates shuffle: the first `count` places get a uniform choice.
        for place in 0..<count {
            unlocked.swapAt(place, place + rng.draw(index: unlocked.count - place))
        }
        return Array(unlocked[0..<count].reversed())
    }
}
