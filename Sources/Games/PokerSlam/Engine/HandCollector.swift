/// Keeps every hand.
public struct HandCollector: HandVisitor {
    /// The hands met so far.
    public var hands: [FoundHand] = []
    /// An empty collector.
    @inlinable public init() {}
    /// Keeps the hand.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        hands.append(FoundHand(cells: cells, hand: hand))
        return true
    }
}
