import PlaytestKit

/// What a driver does to a live app: one of its taps, or time passing.
public enum LiveAction<Tap: Hashable & Sendable & CustomStringConvertible>: Hashable, Sendable, CustomStringConvertible {
    /// A user's input, performed on the app's main actor; the task jobs it starts run before the action ends.
    case tap(Tap)
    /// Lets virtual time pass, in microseconds, firing everything due.
    case advance(microseconds: Int64)
    /// Lets time pass until nothing is scheduled (at most `LiveGame.settleLimit` firings): animations finish,
    /// sleeping tasks wake, timers run out.
    case settle

    /// The tap's own description, `advance 0.40 s` or `settle`.
    public var description: String {
        switch self {
        case .tap(let tap): tap.description
        case .advance(let microseconds): "advance \(VirtualClock.format(microseconds: microseconds))"
        case .settle: "settle"
        }
    }
}
