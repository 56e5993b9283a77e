import PlaytestKit

/// Keeps the hand worth the most points (the first met on a tie).
public struct BestHand: HandVisitor {
    /// The table the points come from.
    public let scoring: ScoringTable
    /// The best hand's cells, if any.
    public var cells: CellSet?
    /// Its hand.
    public var hand: HandType?
    /// Its points (-1 before any).
    public var points = -1

    /// An empty search.
    @inlinable
    public init(scoring: ScoringTable) {
        self.scoring = scoring
    }

    /// Keeps the hand when it is worth more than the best so far.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        let value = scoring.points(for: hand)
        if value > points {
            points = value
            self.cells = cells
            self.hand = hand
        }
        return true
    }
}
