import PlaytestAppRuntime
import PlaytestKit

/// The built-in dice game's purposeful player, on the app: at a turn's start it picks the most common face (ties to
/// the lower), after each roll settles it locks the newly matching dice one tap each, rolls again, and ends the turn
/// when every die matches. It waits for the app to settle before every tap, so it never meets the app's timing bugs:
/// its figures are the app's balance, comparable with the engine's.
struct DiceAppLockMostCommonBot: GameBot {
    static let maxRollsPerTurn = 1_000
    private var target: Int?
    private var pendingLocks: [Int] = []
    private var plannedForRoll = -1

    init(game: DiceApp, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: LiveState<DiceApp>, of game: DiceApp, using rng: inout R) -> LiveAction<DiceTap>? {
        guard state.isSettled else { return .settle }
        let screen = state.snapshot
        if !screen.playing { return .tap(.startGame) }
        if screen.turnEnded {
            target = nil
            plannedForRoll = -1
            return .tap(.newTurn)
        }
        if screen.isRolling { return nil }
        let face = target ?? Self.mostCommonFace(screen.dice.map(\.value))
        target = face
        if plannedForRoll != screen.rollsThisTurn {
            plannedForRoll = screen.rollsThisTurn
            pendingLocks = screen.dice.indices.reversed().filter { !screen.dice[$0].locked && screen.dice[$0].value == face }
        }
        if let index = pendingLocks.popLast() { return .tap(.toggleLock(index)) }
        if screen.dice.allSatisfy({ $0.value == face }) || screen.rollsThisTurn >= Self.maxRollsPerTurn { return .tap(.endTurn) }
        return .tap(.roll)
    }

    /// The face shown by the most dice; ties go to the lower face.
    static func mostCommonFace(_ values: [Int]) -> Int {
        var counts = [Int](repeating: 0, count: 7)
        for value in values where (1...6).contains(value) { counts[value] += 1 }
        var best = 1
        for face in 2...6 where counts[face] > counts[best] { best = face }
        return best
    }
}
