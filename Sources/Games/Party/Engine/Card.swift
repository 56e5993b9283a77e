import PlaytestKit

/// A card in play: a player's pick.
public struct Card: Sendable, Hashable, CustomStringConvertible {
    /// A stable id, unique in a game.
    public let id: Int
    /// The title.
    public let title: String
    /// How hard it is.
    public let difficulty: CardDifficulty
    /// The seat of the player who added it.
    public let owner: Int

    /// `#3 "The Silent Harbor"`.
    public var description: String { "#\(id) \"\(title)\"" }
}
