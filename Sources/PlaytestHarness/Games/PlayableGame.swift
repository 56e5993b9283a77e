import PlaytestProperties

/// A game as a state machine the runner can drive: seats, state, actions, a transition, a terminal test.
///
/// Every game fits the same shape. A card grid's move is an action carrying a
/// set of cells; a timed game advances a virtual clock with an `advance`
/// action whose due events arrive through `TimedGameState`; a game with many
/// screens keeps its `Stage` in the state; a hidden-role game keeps every
/// player's secret in the state and gives each seat only its `View`.
///
/// Randomness: the engine's chance (shuffles, rolls, deals) comes from the
/// `rng` passed to `makeInitialState` and `apply`, which the runner derives
/// from (seed, game index) alone, so arms of a sweep that differ only in a
/// bot or a table see the same chance. Bots draw from streams of their own.
/// Time comes from a `VirtualClock` in the state: an engine never reads the
/// wall clock or a global random source.
public protocol PlayableGame: Sendable {
    /// Everything the game knows: a value type, so a step can be compared with the one before.
    associatedtype State: Sendable
    /// What one seat may know of the state. Full-information games use the state itself.
    associatedtype View: Sendable = State
    /// What a driver may do: taps and moves, including ones the game should ignore.
    associatedtype Action: Hashable, Sendable, CustomStringConvertible
    /// What happens inside a step without a tap (a die settles, a timer ticks).
    associatedtype Event: Sendable, CustomStringConvertible
    /// The design document's promises: one declaration each (see `GameInvariant`).
    associatedtype Invariants: GameInvariant where Invariants.Game == Self
    /// The situations the invariants need to see (see `CoverageLabel`).
    associatedtype Coverage: CoverageLabel = NoCoverage

    /// The game's facts: id, document, rule sets and parameters.
    static var descriptor: GameDescriptor { get }

    /// Creates the game for a configuration already validated against `descriptor`.
    init(configuration: GameConfiguration)

    /// The rule set and parameters this game plays by.
    var configuration: GameConfiguration { get }

    /// The number of seats (players); 1 by default.
    var seatCount: Int { get }

    /// Sets up a new game (shuffles, deals, first roll), drawing chance from `rng`.
    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State

    /// The seat whose bot chooses the next action; 0 by default.
    func seatToAct(in state: State) -> Int

    /// What `seat` may see of `state`.
    func view(of state: State, for seat: Int) -> View

    /// A seat's team and role (roles may be dealt in `makeInitialState`); none by default.
    func labels(ofSeat seat: Int, in state: State) -> SeatLabels

    /// How a seat ended the game; nothing by default.
    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome

    /// Applies one action, drawing chance from `rng` and reporting every event it causes to `observer`.
    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == Self

    /// True when the game is over and no action can change it.
    func isTerminal(_ state: State) -> Bool

    /// A short, human-readable picture of the state, for failure reports.
    func summary(of state: State) -> String

    /// True when the game is at rest: nothing scheduled, no animation running. Invariants whose moments include
    /// `MomentKinds.settled` are checked only then. True by default: a game with no schedule of its own is always at
    /// rest between its moments; the live game kind (an app's own code) answers from its world.
    func isSettled(_ state: State) -> Bool

    /// True (the default) when an event moment carries the state just before the event; false when no invariant,
    /// metric or coverage label of the game reads it, so the runner need not keep that state: the event's `before`
    /// is then the state after the event. Keeping it costs a copy of whatever the event changes (every die of a
    /// 1,000-die roll at each settle), so a game with a large state and many events may opt out.
    static var carriesStateBeforeEvents: Bool { get }

    /// The score the checker's targeted mode steers the set-up toward, if the game declares one (nil by default).
    static var target: GameTarget? { get }
    /// The target's score of a state right after set-up; 0 by default.
    func targetScore(of state: State) -> Double
    /// Adds the coverage labels this moment reaches to `seen`; by default none.
    func coverage(at moment: Moment<Self>, in state: State, into seen: inout CoverageSet<Coverage>)

    /// The coverage labels no game of this configuration can reach (a fixed deal that is over at the deal reaches
    /// nothing that needs a move): `check` does not require them, and says so.
    func unreachableCoverage() -> [Coverage]

    /// The shares and distributions the rules state for this configuration, over the game's coverage labels (each game
    /// reaching at most one label of each): `check` tests each against its games (``StatedShare``). None by default.
    func statedShares() -> [StatedShare]

    /// The action `text` names, as a person types it (`replay --actions`): by default nil (the game reads no typed
    /// actions); for an `Action` that is `CaseIterable`, the case whose `description` is `text`. A game reads at
    /// least the texts its `description` prints (`toggleLock(3)`, `advance 0.40 s`), surrounding spaces trimmed.
    func parseAction(_ text: String) -> Action?

    /// A few typed actions this game reads, for the message that refuses one it does not: by default none; for a
    /// `CaseIterable` action, every case's `description`.
    func actionExamples() -> [String]

    /// How well `seat` stands in `state`, higher is better, on any scale: the per-step evaluation the quality measures
    /// read (lead change, drama, decisiveness, stability; see docs/quality.md). By default the seat's score
    /// (``SeatOutcome/score`` of `outcome(ofSeat:in:)`); nil when the seat has no standing yet.
    func evaluation(ofSeat seat: Int, in state: State) -> Double?

    /// True when the game can count the choices of the seat to act (`choiceCount(in:)`): false by default, true for a
    /// ``SearchableGame`` (its decisions).
    static var listsChoices: Bool { get }

    /// How many choices the seat to act has in `state`, for the quality measures' decision moves and branching factor:
    /// nil by default (the game lists none); for a ``SearchableGame``, the number of its decisions.
    func choiceCount(in state: State) -> Int?

    /// The figures this game records step by step or round by round, beyond the ones every game of two or more seats
    /// offers (`lead`, `seat0`, ...: ``SeriesDeclaration/builtIn(seatCount:)``), for a scenario's `series` (docs/series.md):
    /// none by default.
    static var declaredSeries: [SeriesDeclaration] { get }

    /// The value of the declared series at `index` (of ``declaredSeries``) in `state`, read after the set-up and after
    /// every step: nil when the series has no value there (by default always). A ``SeriesDeclaration/Points/steps``
    /// series then carries its last value; a ``SeriesDeclaration/Points/recorded(_:)`` one records a point only where
    /// it has a value (at the end of each round).
    func seriesValue(_ index: Int, in state: State) -> Double?
}

/// Receives the events a game reports while it applies an action.
public protocol GameObserver {
    /// The game whose events this observer receives.
    associatedtype Game: PlayableGame
    /// Called after each event, with the state as the event left it.
    mutating func observe(_ event: Game.Event, in state: Game.State)
}

/// An observer that ignores every event: for callers that only want the transition.
public struct IgnoringObserver<Game: PlayableGame>: GameObserver {
    /// Creates the observer.
    public init() {}
    /// Does nothing.
    @inlinable
    public mutating func observe(_ event: Game.Event, in state: Game.State) {}
}

extension PlayableGame {
    /// One seat.
    @inlinable public var seatCount: Int { 1 }

    /// Seat 0 always acts.
    @inlinable public func seatToAct(in state: State) -> Int { 0 }

    /// No team, no role.
    @inlinable public func labels(ofSeat seat: Int, in state: State) -> SeatLabels { SeatLabels() }

    /// No score, no winner.
    @inlinable public func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome { SeatOutcome() }

    /// Reaches no label.
    @inlinable public func coverage(at moment: Moment<Self>, in state: State, into seen: inout CoverageSet<Coverage>) {}

    /// Every label may be reached.
    @inlinable public func unreachableCoverage() -> [Coverage] { [] }

    /// No stated shares.
    public func statedShares() -> [StatedShare] { [] }

    /// Events carry the state before them.
    public static var carriesStateBeforeEvents: Bool { true }

    /// Always at rest.
    @inlinable public func isSettled(_ state: State) -> Bool { true }

    /// No targeted mode.
    public static var target: GameTarget? { nil }
    /// No score.
    public func targetScore(of state: State) -> Double { 0 }
    /// The facts of every invariant, in declaration order.
    public static var invariantInfos: [InvariantInfo] { Invariants.allCases.map(\.info) }

    /// Reads no typed action.
    public func parseAction(_ text: String) -> Action? { nil }

    /// No example of a typed action.
    public func actionExamples() -> [String] { [] }

    /// Applies one action, ignoring its events.
    public func apply<R: RandomNumberGenerator>(_ action: Action, to state: inout State, using rng: inout R) {
        var observer = IgnoringObserver<Self>()
        apply(action, to: &state, using: &rng, observer: &observer)
    }
}

extension PlayableGame where Action: CaseIterable {
    /// The case whose `description` is `text` (spaces around it trimmed).
    public func parseAction(_ text: String) -> Action? {
        let typed = text.trimmingWhitespace()
        return Action.allCases.first { $0.description == typed }
    }

    /// Every case's `description`.
    public func actionExamples() -> [String] { Action.allCases.map(\.description) }
}

extension PlayableGame where View == State {
    /// A full-information game: every seat sees the whole state.
    @inlinable public func view(of state: State, for seat: Int) -> State { state }
}
