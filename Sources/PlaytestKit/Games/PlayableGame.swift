/// A game as a state machine the runner can drive: state, actions, a transition, a terminal test.
///
/// Every game fits the same shape. A card grid's move is an action carrying a
/// set of cells; a timed game advances a virtual clock with an `advance`
/// action whose ticks arrive as events; a game with many screens keeps its
/// `Stage` in the state; a hidden-role game keeps every player's secret in the
/// state and gives each bot only its own view. Chance comes from the injected
/// generator, time from the state's virtual clock: an engine never reads the
/// wall clock or a global random source.
public protocol PlayableGame: Sendable {
    /// Everything the game knows: a value type, so a step can be compared with the one before.
    associatedtype State: Sendable
    /// What a driver may do: taps and moves, including ones the game should ignore.
    associatedtype Action: Hashable, Sendable, CustomStringConvertible
    /// What happens inside a step without a tap (a die settles, a timer ticks).
    associatedtype Event: Sendable, CustomStringConvertible

    /// The game's facts: id, document, rule sets and parameters.
    static var descriptor: GameDescriptor { get }

    /// The invariants the design document promises, checked after every step and event.
    static var invariants: [Invariant<Self>] { get }

    /// Creates the game for a configuration already validated against `descriptor`.
    init(configuration: GameConfiguration)

    /// The rule set and parameters this game plays by.
    var configuration: GameConfiguration { get }

    /// Sets up a new game (shuffles, deals, first roll).
    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State

    /// Applies one action, reporting every event it causes to `observer` as it happens.
    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == Self

    /// True when the game is over and no action can change it.
    func isTerminal(_ state: State) -> Bool

    /// A short, human-readable picture of the state, for failure reports.
    func summary(of state: State) -> String

    /// Checks `Self.invariants[index]` at this moment: nil when it holds, else what was wrong.
    ///
    /// The default calls the invariant's closure. A game may implement it with
    /// direct calls to the same checks, which the compiler can specialise and
    /// inline: the runner's hot path then passes no closures and copies no state.
    func checkInvariant(_ index: Int, at moment: Moment<Self>, in state: State) -> String?
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
    /// Calls the invariant's closure.
    public func checkInvariant(_ index: Int, at moment: Moment<Self>, in state: State) -> String? {
        Self.invariants[index].check(self, moment, state)
    }

    /// Applies one action, ignoring its events.
    public func apply<R: RandomNumberGenerator>(_ action: Action, to state: inout State, using rng: inout R) {
        var observer = IgnoringObserver<Self>()
        apply(action, to: &state, using: &rng, observer: &observer)
    }
}
