/// Checks a game's invariants at every moment it is shown, remembering the first breach of each.
///
/// The runner feeds it the start, every action and (as the game's observer)
/// every event. Usable on its own, e.g. to check invariants in a benchmark
/// loop or inside an app's own tests.
public struct InvariantMonitor<Game: PlayableGame>: GameObserver {
    @usableFromInline let game: Game
    @usableFromInline let invariants: [Invariant<Game>]
    @usableFromInline var broken: [Bool]
    /// The first breach of each broken invariant, in the order they happened.
    public internal(set) var violations: [Violation] = []
    /// Checks run so far.
    public var checks: Int { checkCount }
    @usableFromInline var checkCount = 0
    /// The number of actions applied so far, for the record of a breach.
    public var step = 0
    /// The last action's description, for breaches found at an event.
    public var currentAction = "start"

    /// Monitors `invariants` (by default all of the game's).
    public init(game: Game, invariants: [Invariant<Game>] = Game.invariants) {
        self.game = game
        self.invariants = invariants
        self.broken = Array(repeating: false, count: invariants.count)
    }

    /// Checks every unbroken invariant at this moment.
    ///
    /// - Complexity: O(invariants) plus the checks' own cost.
    @inlinable
    public mutating func check(_ moment: Moment<Game>, state: Game.State) {
        for index in invariants.indices where !broken[index] {
            checkCount += 1
            if let message = invariants[index].check(game, moment, state) {
                record(index, moment: moment, message: message)
            }
        }
    }

    /// Checks every unbroken invariant after an event.
    @inlinable
    public mutating func observe(_ event: Game.Event, in state: Game.State) {
        check(.event(event), state: state)
    }

    @usableFromInline
    mutating func record(_ index: Int, moment: Moment<Game>, message: String) {
        broken[index] = true
        let label: String
        if case .event = moment {
            label = "event `\(moment.label)` during `\(currentAction)`"
        } else {
            label = "`\(moment.label)`"
        }
        violations.append(Violation(invariant: invariants[index].name, message: message, step: step, moment: label))
    }
}
