/// Checks a game's invariants at every moment it is shown, remembering the first breach of each.
///
/// The runner feeds it the start, every action and (as the game's observer)
/// every event. Usable on its own, e.g. to check invariants in a benchmark
/// loop or inside an app's own tests.
public struct InvariantMonitor<Game: PlayableGame>: GameObserver {
    @usableFromInline let game: Game
    /// The monitored invariants, in declaration order.
    @usableFromInline let invariants: [Game.Invariants]
    /// The kinds of moment each monitored invariant looks at.
    @usableFromInline let kinds: [MomentKinds]
    @usableFromInline var broken: [Bool]
    /// The first breach of each broken invariant, in the order they happened.
    public internal(set) var violations: [Violation] = []
    /// Checks run so far.
    public var checks: Int { checkCount }
    @usableFromInline var checkCount = 0
    /// The number of actions applied so far, for the record of a breach.
    public var step = 0
    /// The action being applied, described only if an event breaks an invariant.
    public var currentAction: Game.Action?
    /// The state as the last moment the monitor saw left it: the before-state of the next event it observes.
    /// Set it to the state before an action when feeding actions by hand.
    public var previousState: Game.State?

    /// Monitors the game's invariants, or only those named in `only`.
    ///
    /// Inlinable, so that the runner's monitor for each game is built by code specialised for the game's invariants
    /// (a generic `filter` and `map` here cost about 18,000 instructions a game, a tenth of a short dice game).
    @inlinable
    public init(game: Game, only names: [String]? = nil) {
        var chosen: [Game.Invariants] = []
        var kinds: [MomentKinds] = []
        for invariant in Game.Invariants.allCases where names?.contains(invariant.name) ?? true {
            chosen.append(invariant)
            kinds.append(invariant.facts.moments)
        }
        self.game = game
        self.invariants = chosen
        self.kinds = kinds
        self.broken = Array(repeating: false, count: chosen.count)
    }

    /// Checks every unbroken invariant that looks at this kind of moment.
    ///
    /// - Complexity: O(invariants) plus the checks' own cost.
    @inlinable
    public mutating func check(_ moment: Moment<Game>, state: Game.State) {
        check(moment, state: state, game: game)
    }

    /// Checks every unbroken invariant after an event, with `previousState` (or, when unset, this state) as the state
    /// before it, and remembers this state as the next event's before-state (unless the game does not carry
    /// before-states on events, `PlayableGame.carriesStateBeforeEvents`).
    @inlinable
    public mutating func observe(_ event: Game.Event, in state: Game.State) {
        guard Game.carriesStateBeforeEvents else { return check(.event(event, before: state), state: state) }
        check(.event(event, before: previousState ?? state), state: state)
        previousState = state
    }

    /// Checks every unbroken invariant that looks at this kind of moment, against `game` (the game this monitor was
    /// made for), which the runner passes from its own borrowed parameter: read from the monitor's stored property
    /// inside this mutating loop, the game (520 bytes for PokerSlam) was copied for every invariant checked.
    @inlinable
    mutating func check(_ moment: Moment<Game>, state: Game.State, game: Game) {
        let kind = moment.kind
        for index in invariants.indices where !broken[index] && kinds[index].contains(kind) {
            if kinds[index].isSettledOnly, !game.isSettled(state) { continue }
            checkCount += 1
            if let message = invariants[index].check(moment, in: state, of: game) {
                record(index, moment: moment, message: message)
            }
        }
    }

    /// Back to a fresh game's monitor (nothing broken, no check run, step 0), keeping the invariants and the storage:
    /// the runner's one monitor for a chunk's games.
    @usableFromInline
    mutating func reset() {
        for index in broken.indices where broken[index] { broken[index] = false }
        violations.removeAll(keepingCapacity: true)
        checkCount = 0
        step = 0
        currentAction = nil
        previousState = nil
    }

    /// Records that the game did not end within `limit` steps.
    @usableFromInline
    mutating func recordStepLimit(_ limit: Int, step: Int) {
        violations.append(Violation(
            invariant: InvariantInfo.stepLimit.name,
            message: "the game did not end within \(NumberFormat.counted(limit, "step"))", step: step, moment: "step \(step + 1)"))
    }

    @usableFromInline
    mutating func record(_ index: Int, moment: Moment<Game>, message: String) {
        broken[index] = true
        let label: String
        if case .event = moment {
            label = "event `\(moment.label)` during `\(currentAction?.description ?? "start")`"
        } else {
            label = "`\(moment.label)`"
        }
        violations.append(Violation(invariant: invariants[index].name, message: message, step: step, moment: label))
    }
}
