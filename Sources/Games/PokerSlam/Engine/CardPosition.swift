/// A card and where it lies on the grid (the document's `CardPosition`, without its animation fields).
public struct CardPosition: Sendable, Hashable {
    /// The card.
    public let card: Card
    /// Its row, 0 at the top.
    public let row: Int
    /// Its column, 0 at the left.
    public let column: Int
}
