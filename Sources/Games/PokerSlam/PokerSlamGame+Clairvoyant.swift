import PlaytestKit

// MARK: - The clairvoyant ceiling

/// PokerSlam's hidden chance is the deck's order: the clairvoyant view reveals it, and a determinisation of such a view is
/// the true session, so `clairvoyant-N` plans with the cards to come known. A ceiling for the ladder, never a player.
extension PokerSlamGame: ClairvoyantGame {
    /// The player's view with the deck's true order.
    public func clairvoyantView(of state: PokerSlamSession, for seat: Int) -> PokerSlamView {
        var view = PokerSlamView(state)
        view.revealedDeck = Array(state.gameStateManager.deck)
        return view
    }
}
