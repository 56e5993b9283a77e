import PlaytestKit

/// A player: name, team and seat (intake order).
public struct Player: Sendable, Hashable {
    /// The name given at intake.
    public let name: String
    /// The team joined.
    public let team: Team
    /// The seat: the player's place in intake order.
    public let seat: Int
}
