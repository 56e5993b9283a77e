/// Counts the hands a search meets by hand type, without listing them (a fresh grid's rarity counts).
public struct HandTypeCounter: HandVisitor {
    /// Per hand type (by `HandType.index`), the hands met.
    public var counts = [Int](repeating: 0, count: HandType.allCases.count)

    /// No hand met yet.
    @inlinable public init() {}

    /// Counts the hand; never stops the search.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        counts[hand.index] += 1
        return true
    }

    /// Back to no hand met, keeping the storage.
    @inlinable
    public mutating func reset() {
        for index in counts.indices { counts[index] = 0 }
    }
}
