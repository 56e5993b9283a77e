import PlaytestKit

/// A purposeful player: locks the dice showing the turn's most common face and rolls until every die matches.
///
/// At the start of a turn it picks the most common face (ties to the lower
/// face); after each roll settles it locks the newly matching dice, one tap
/// each, then rolls again; when all dice match it ends the turn. It waits for
/// animations by letting exactly enough virtual time pass, and stops if the buttons stay disabled with no animation
/// left to wait for (only a broken engine does that).
public struct LockMostCommonBot: GameBot {
    /// A safety valve: the most rolls in one turn before the bot ends it anyway.
    public static let maxRollsPerTurn = 1_000
    private var target: Int?
    private var pendingLocks: [Int] = []
    private var plannedForRoll = -1

    /// Creates the bot for the game's one seat.
    public init(game: DiceRollGame, seat: Int) {}

    /// The next tap or wait, or nil when the game is over.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in state: DiceSession, of game: DiceRollGame, using rng: inout R
    ) -> DiceAction? {
        let group = state.group
        if state.isTurnOver {
            target = nil
            plannedForRoll = -1
            return .newTurn
        }
        if let time = group.lastEventTime, group.areButtonsDisabled || group.scheduledCount > 0 {
            return .advance(microseconds: max(0, time - state.clock.now))
        }
        // Buttons disabled with no animation event left: they never come back (a broken engine); stop, as a player would.
        if group.areButtonsDisabled { return nil }
        let face = target ?? Self.mostCommonFace(group.dice)
        target = face
        if plannedForRoll != group.rollsThisTurn {
            plannedForRoll = group.rollsThisTurn
            pendingLocks = group.dice.indices.reversed().filter { !group.dice[$0].isLocked && group.dice[$0].value == face }
        }
        if let index = pendingLocks.popLast() {
            return .toggleLock(index)
        }
        if group.dice.allSatisfy({ $0.value == face }) || group.rollsThisTurn >= Self.maxRollsPerTurn {
            return .endTurn
        }
        return .roll
    }

    /// The face shown by the most dice; ties go to the lower face.
    static func mostCommonFace(_ dice: [Die]) -> Int {
        var counts = [Int](repeating: 0, count: 7)
        for die in dice where (1...6).contains(die.value) { counts[die.value] += 1 }
        var best = 1
        for face in 2...6 where counts[face] > counts[best] { best = face }
        return best
    }
}

extension DiceGroup {
    /// Virtual time of the last pending animation event, if any.
    public var lastEventTime: Int64? {
        cursor < schedule.count ? rollTime + Int64(schedule[schedule.count - 1] >> 40) : nil
    }
}
