/// A player's move: a tap, a press of Play, a whole hand played, or leaving.
public enum PokerSlamAction: Hashable, Sendable, CustomStringConvertible {
    /// Taps the grid cell (0...24, row by row); an empty cell counts as the background.
    case tap(Int)
    /// Taps the background: deselects all.
    case tapBackground
    /// Plays the current selection.
    case playHand
    /// Clears the selection, taps these cells in an order that keeps the selection connected, and plays them.
    case play(CellSet)
    /// Leaves the game (the exit button).
    case exitGame

    /// `tap(r1c2)`, `tapBackground`, `playHand`, `play(r0c0+r0c1)`, `exitGame`.
    public var description: String {
        switch self {
        case .tap(let cell): "tap(\(CellSet([cell])))"
        case .tapBackground: "tapBackground"
        case .playHand: "playHand"
        case .play(let cells): "play(\(cells))"
        case .exitGame: "exitGame"
        }
    }
}
