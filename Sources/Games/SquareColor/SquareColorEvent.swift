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

/// A player's tap or button, or time passing.
public enum SquareColorAction: Hashable, Sendable, CustomStringConvertible {
    /// Start a game from the ready state (the difficulty card).
    case startGame
    /// Tap grid square `index` (0-based, row by row).
    case tap(Int)
    /// Let this many ticks of 0.1 s pass.
    case wait(ticks: Int)
    /// Save the score under a nickname (the high-score modal).
    case saveHighScore(nickname: String)
    /// Close the high-score modal without saving.
    case skipHighScore
    /// Play again after game over.
    case restartGame

    /// `tap(4)`, `wait 1.2 s`, `saveHighScore("ana")`.
    public var description: String {
        switch self {
        case .startGame: "startGame"
        case .tap(let index): "tap(\(index))"
        case .wait(let ticks): "wait \(ticks / 10).\(ticks % 10) s"
        case .saveHighScore(let nickname): "saveHighScore(\"\(nickname)\")"
        case .skipHighScore: "skipHighScore"
        case .restartGame: "restartGame"
        }
    }
}

/// How the engine judged a tap.
public enum TapResult: String, Sendable, Hashable {
    /// Ignored: not playing, during the preview or between rounds, or off the grid.
    case ignored
    /// The first target of two, in order.
    case correctFirst
    /// The round's last target: the round is won.
    case correctRound
    /// A second scoring of a round already won (the shipped easy window).
    case rescored
    /// Not the expected target.
    case wrong
}
