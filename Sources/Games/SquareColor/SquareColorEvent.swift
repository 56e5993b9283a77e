/// What happens between taps as virtual time passes.
public enum SquareColorEvent: Sendable, Hashable, CustomStringConvertible {
    /// The timer ticked (0.1 s) and shows this many ticks.
    case tick(remaining: Int)
    /// The timer reached 0: game over.
    case timeUp
    /// The sequence preview ended: playing, the timer runs again.
    case sequenceShown(round: Int)
    /// A new round began with a new grid.
    case roundStarted(round: Int)

    /// "tick 37", "time up", "round 3 started".
    public var description: String {
        switch self {
        case .tick(let remaining): "tick \(remaining)"
        case .timeUp: "time up"
        case .sequenceShown(let round): "round \(round) sequence shown"
        case .roundStarted(let round): "round \(round) started"
        }
    }
}
