import PlaytestKit

// MARK: - The clairvoyant ceiling

/// Snakesss hides who the snakes are: the clairvoyant view reveals every seat's role (``SnakesssView/revealedRoles``),
/// and the search's determinisation then draws only the answer and the beliefs. The answer and the other seats'
/// beliefs stay hidden: they are the trivia, which no player reads from the table. A ceiling for the ladder, never a
/// player.
extension SnakesssGame: ClairvoyantGame {
    /// The seat's view with every role revealed.
    public func clairvoyantView(of state: SnakesssSession, for seat: Int) -> SnakesssView {
        var view = SnakesssView(state, seat: seat)
        view.revealedRoles = state.players.map(\.role)
        return view
    }
}
