/// The game's state machine, as the document draws it.
public enum GameState: String, Sendable, Hashable {
    /// Before `startGame()`.
    case ready
    /// The player may select squares; the timer runs.
    case playing
    /// The target sequence is shown (medium, hard): the timer is frozen and taps are ignored.
    case showingSequence
    /// The timer ran out or a wrong tap ended the game (medium, hard): final until a new game.
    case gameOver
}
