// MARK: - Why a game's ladder has no search

extension GameRegistration {
    /// This registration with a note on why no search tops its ladder: a plain sentence (no markup) the report prints
    /// where it would otherwise say the game "registers no budgeted bot family", and beside the skill answer.
    ///
    /// For a game whose decisions a search cannot improve on, say why, so the ladder's top rung and its ceiling are read
    /// as the measure of the skill left:
    /// ```swift
    /// .withSearchNote("each round has one right square, which the grid shows exactly: a search plays as perfect does")
    /// ```
    /// - Precondition: the note is not empty.
    public func withSearchNote(_ note: String) -> GameRegistration {
        precondition(!note.isEmpty, "withSearchNote: the note is empty")
        var registration = self
        registration.searchNote = note
        return registration
    }
}
