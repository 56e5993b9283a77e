/// The point in a game at which an invariant is checked.
public enum Moment<Game: PlayableGame>: Sendable {
    /// Right after the game was set up.
    case start
    /// Right after a driver's action, with the state just before it.
    case action(Game.Action, before: Game.State)
    /// Right after an event inside an action.
    case event(Game.Event)

    /// A short description: `start`, the action, or the event.
    public var label: String {
        switch self {
        case .start: "start"
        case .action(let action, _): action.description
        case .event(let event): event.description
        }
    }
}
