/// Counts the hands.
public struct HandCounter: HandVisitor {
    /// The hands met so far.
    public var count = 0
    /// An empty counter.
    @inlinable public init() {}
    /// Counts the hand.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        count += 1
        return true
    }
}
