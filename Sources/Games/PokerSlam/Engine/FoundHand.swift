/// A hand on the grid: its cells and what they form.
public struct FoundHand: Sendable, Hashable, CustomStringConvertible {
    /// The cells.
    public let cells: CellSet
    /// The hand, the one worth most when several match.
    public let hand: HandType
    /// Creates a found hand.
    public init(cells: CellSet, hand: HandType) {
        self.cells = cells
        self.hand = hand
    }
    /// "pair r0c0+r0c1".
    public var description: String { "\(hand.name) \(cells)" }
}
