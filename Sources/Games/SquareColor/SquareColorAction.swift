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
