import PlaytestKit

/// Seconds saved by a clue-giver who emptied the deck, for their team's first turn of the next round.
public struct Bonus: Sendable, Hashable {
    /// The clue-giver who earned it (and gives the bonus turn).
    public let player: Int
    /// Their team.
    public let team: Team
    /// The seconds left when the deck emptied.
    public let seconds: Int
    /// The round it was earned in.
    public let round: Int
    /// The turn that earned it.
    public let turn: Int
}
