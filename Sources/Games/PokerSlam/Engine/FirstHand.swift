/// Stops at the first hand.
public struct FirstHand: HandVisitor {
    /// True once a hand was met.
    public var found = false
    /// An empty finder.
    @inlinable public init() {}
    /// Notes the hand and stops.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        found = true
        return false
    }
}
