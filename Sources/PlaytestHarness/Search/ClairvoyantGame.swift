/// A game whose hidden chance a ceiling player may be shown: the order of a deck, the targets still to come. Optional; a
/// game adopts it to get a clairvoyant search (``BotEntry/clairvoyantSearch(prefix:summary:suggested:settings:rollout:)``),
/// the player that says how far the best honest player is from what perfect foresight scores.
///
/// The hook returns a `View` (the only thing a bot receives), which a game's ordinary ``PlayableGame/view(of:for:)``
/// never fills with the hidden part: a clairvoyant view is made only by the runner for a clairvoyant entry
/// (``ClairvoyantPlayers``), so every other bot stays unable to read it. The game's `determinise` should return the
/// state the view reveals (PokerSlam: the deck in its true order), so the search plans with the future known.
public protocol ClairvoyantGame: SearchableGame {
    /// `seat`'s view of `state` with the hidden chance revealed.
    func clairvoyantView(of state: State, for seat: Int) -> View
}
