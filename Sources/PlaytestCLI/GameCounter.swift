import Synchronization

/// Games finished so far over a tuning's evaluations, for its progress bar: the evaluations done, plus the current one's.
final class GameCounter: Sendable {
    private let state = Mutex((done: 0, current: 0))

    /// Records `games` (the current evaluation's so far, or a finished evaluation's when `finished`); returns the total.
    func add(_ games: Int, finished: Bool) -> Int {
        state.withLock { state in
            if finished {
                state.done += games
                state.current = 0
            } else {
                state.current = max(state.current, games)
            }
            return state.done + state.current
        }
    }
}
