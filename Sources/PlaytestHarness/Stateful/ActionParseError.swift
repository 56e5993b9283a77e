/// A typed action a game does not read (`replay --actions`): which one, and what the game does read.
public struct ActionParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text as typed (trimmed).
    public let text: String
    /// Its position in the list, from 1.
    public let position: Int
    /// The game's id.
    public let game: String
    /// Typed actions the game reads (`PlayableGame.actionExamples()`); empty when it gives none.
    public let examples: [String]
    /// False when the game reads no typed action at all (it does not implement `parseAction`).
    public let readsActions: Bool

    /// Creates the error.
    public init(text: String, position: Int, game: String, examples: [String], readsActions: Bool = true) {
        self.text = text
        self.position = position
        self.game = game
        self.examples = examples
        self.readsActions = readsActions
    }

    /// `action 2, "tapp", is not an action of dice; actions look like: roll, toggleLock(0), ...`.
    public var description: String {
        let shown = text.isEmpty ? "action \(position) is empty (two commas in a row?)" : "action \(position), \"\(text)\", is not an action of \(game)"
        if !examples.isEmpty { return shown + "; actions look like: " + examples.joined(separator: ", ") }
        return shown + (readsActions ? "" : " (\(game) reads no typed actions: its PlayableGame does not implement parseAction(_:))")
    }
}
