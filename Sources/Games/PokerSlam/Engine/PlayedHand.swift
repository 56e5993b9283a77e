/// One played hand: its cards, where they were, what they formed and what they scored.
public struct PlayedHand: Sendable, Hashable {
    /// The cards, in cell order.
    public let cards: [Card]
    /// The cells they were taken from.
    public let cells: CellSet
    /// The hand they formed.
    public let hand: HandType
    /// The points it scored.
    public let points: Int
}
