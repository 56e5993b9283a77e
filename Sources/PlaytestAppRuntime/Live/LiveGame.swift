import PlaytestKit

/// A studio's app, as it ships, as a game every Playtest command plays.
///
/// The app's logic layer (view models, services, `@Model` classes) stays as it ships; a type conforming to
/// `LiveGame` is the bridge: how to build the app's object graph (`makeRoot`), what a user's tap does (`perform`),
/// and the value the invariants, metrics and bots read (`snapshot`). Playtest supplies the rest of `PlayableGame`:
/// the app runs in a world of its own (`AppWorld`); the actions are the game's taps plus `advance` and `settle`;
/// every fired dispatch block, timer, animation completion and resumed task is an event; the state is a
/// `LiveState`, a snapshot beside the world. The runner never copies the world: a copy of a state that is played
/// on after another copy moved the world forks a fresh one by replaying the actions. Invariants whose moments
/// include `MomentKinds.settled` are checked only when nothing is scheduled.
///
/// ```swift
/// struct DiceApp: LiveGame {
///     static let descriptor = GameDescriptor(id: "diceapp", title: "Dice (the app)", document: "DESIGN.md",
///                                            ruleSets: ["app"], parameters: [])
///     let configuration: GameConfiguration
///     init(configuration: GameConfiguration) { self.configuration = configuration }
///     @MainActor func makeRoot() -> GameViewModel { GameViewModel() }
///     @MainActor func perform(_ tap: DiceTap, on model: GameViewModel) { ... }
///     @MainActor func snapshot(of model: GameViewModel) -> DiceSnapshot { ... }
///     func isOver(_ snapshot: DiceSnapshot) -> Bool { snapshot.turnsSaved >= 5 }
/// }
/// ```
///
/// The core's search bot is refused (`BotEntry.search` says why): it determinises a full state from a seat's
/// view, and an app's world cannot be rebuilt from a snapshot, only by replaying its actions.
public protocol LiveGame: PlayableGame where State == LiveState<Self>, Action == LiveAction<Tap>, Event == LiveEvent<Self> {
    /// The root of the app's object graph, e.g. its view model.
    associatedtype Root: AnyObject
    /// What the invariants, metrics and bots read: a value taken from the root after every action and event.
    associatedtype Snapshot: Sendable
    /// A user's input: taps, menu choices.
    associatedtype Tap: Hashable, Sendable, CustomStringConvertible

    /// Builds the app as a user opens it (its randomness drawn from the game's chance).
    @MainActor func makeRoot() -> Root

    /// Sends one input to the app, as its view would (a button's action, a tap gesture).
    @MainActor func perform(_ tap: Tap, on root: Root)

    /// Reads the app into a value.
    @MainActor func snapshot(of root: Root) -> Snapshot

    /// True when the game is over.
    func isOver(_ snapshot: Snapshot) -> Bool

    /// The seat whose bot acts next; 0 by default.
    func actingSeat(in snapshot: Snapshot) -> Int

    /// How a seat ended; nothing by default.
    func seatOutcome(_ seat: Int, in snapshot: Snapshot) -> SeatOutcome

    /// A line for failure reports; the snapshot as Swift prints it by default.
    func describe(_ snapshot: Snapshot) -> String

    /// The name of an event, from the snapshots around it and what fired (`die 2 settled on 5`); by default the
    /// kind of firing and its time (`timer at 0.35 s`).
    func eventLabel(from before: Snapshot, to after: Snapshot, firing: AppFiring) -> String

    /// The tap a text names (`toggleLock(2)`), for `replay --actions`; nil by default, and for `Tap: CaseIterable`
    /// the case whose description matches.
    func parseTap(_ text: String) -> Tap?
}

extension LiveGame {
    /// Seat 0.
    public func actingSeat(in snapshot: Snapshot) -> Int { 0 }
    /// No score, no winner.
    public func seatOutcome(_ seat: Int, in snapshot: Snapshot) -> SeatOutcome { SeatOutcome() }
    /// The snapshot as Swift prints it.
    public func describe(_ snapshot: Snapshot) -> String { String(describing: snapshot) }
    /// `timer at 0.35 s`.
    public func eventLabel(from before: Snapshot, to after: Snapshot, firing: AppFiring) -> String {
        "\(firing.kind.rawValue) at \(VirtualClock.format(microseconds: firing.time))"
    }
    /// No text names a tap.
    public func parseTap(_ text: String) -> Tap? { nil }

    /// The most firings one `settle` lets happen (a repeating timer never settles).
    public static var settleLimit: Int { 10_000 }
}

extension LiveGame where Tap: CaseIterable {
    /// The case whose description is the text.
    public func parseTap(_ text: String) -> Tap? {
        Tap.allCases.first { $0.description == text }
    }
}
