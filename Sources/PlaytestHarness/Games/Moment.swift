/// The point in a game at which an invariant is checked.
public enum Moment<Game: PlayableGame>: Sendable {
    /// Right after the game was set up.
    case start
    /// Right after a driver's action, with the state just before it.
    ///
    /// Indirect, so that a moment stays one word wide: checks copy moments
    /// often, and the state before an action is needed by few of them. A check
    /// that binds `before` (`case .action(_, let before)`) copies the state out of
    /// the box: a game whose state holds many arrays and is checked at every
    /// moment keeps them behind one copy-on-write reference, so that the copy is
    /// one retain (the party game's `GameStore`, Square Color's session).
    indirect case action(Game.Action, before: Game.State)
    /// Right after an event inside an action, with the state just before it: as the previous event of the same
    /// action left it, or as it was before the action for its first event.
    ///
    /// Indirect for the same reason as `action`.
    indirect case event(Game.Event, before: Game.State)

    /// The kind of this moment.
    @inlinable
    public var kind: MomentKinds {
        switch self {
        case .start: .start
        case .action: .action
        case .event: .event
        }
    }

    /// The state just before an action or an event; nil at the start. For a game that does not carry before-states on
    /// events (`PlayableGame.carriesStateBeforeEvents` false), an event's is the state after it.
    @inlinable
    public var stateBefore: Game.State? {
        switch self {
        case .start: nil
        case .action(_, let before): before
        case .event(_, let before): before
        }
    }

    /// A short description: `start`, the action, or the event.
    public var label: String {
        switch self {
        case .start: "start"
        case .action(let action, _): action.description
        case .event(let event, _): event.description
        }
    }
}

/// A set of moment kinds: the start, actions, events.
public struct MomentKinds: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Right after the game was set up.
    public static let start = MomentKinds(rawValue: 1)
    /// Right after a driver's action.
    public static let action = MomentKinds(rawValue: 2)
    /// Right after an event inside an action.
    public static let event = MomentKinds(rawValue: 4)
    /// Every moment.
    public static let all: MomentKinds = [.start, .action, .event]
    /// Not a kind of moment but a condition on the others: checked only at a moment when the game has settled
    /// (`PlayableGame.isSettled(_:)`: nothing scheduled, no animation running), as a promise about an app at rest is.
    public static let settled = MomentKinds(rawValue: 8)

    /// True when the set asks for settled moments only.
    @inlinable public var isSettledOnly: Bool { contains(.settled) }

    /// `start`, `actions`, `events`: the kinds in the set, in that order (then `when settled`, for a settled-only set).
    public var names: [String] {
        [(MomentKinds.start, "start"), (.action, "actions"), (.event, "events"), (.settled, "when settled")].filter { contains($0.0) }.map(\.1)
    }
}
