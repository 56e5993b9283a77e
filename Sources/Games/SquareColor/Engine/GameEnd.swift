/// Why a game ended.
public enum GameEnd: String, Sendable, Hashable {
    /// The timer reached 0.
    case timer
    /// A wrong tap in medium or hard.
    case wrongTap
    /// The player stopped after the session's round limit.
    case roundLimit
}
