/// The unpruned search the game-over invariant trusts: every connected set of 2 to 5 cards, judged by
/// `ReferenceHandEvaluator`, grown cell by cell with a plain list of visited sets (slow, independent, simple).
public struct ExhaustiveHandSearch: Sendable {
    /// The evaluator.
    public let evaluator: ReferenceHandEvaluator

    /// A search under one ace rule.
    public init(aceWraps: Bool = true) {
        evaluator = ReferenceHandEvaluator(aceWraps: aceWraps)
    }

    /// True when some connected set of 2 to 5 grid cards forms a hand.
    public func hasHand(in grid: CardGrid) -> Bool {
        firstHand(in: grid) != nil
    }

    /// The first connected set found that forms a hand, or nil.
    public func firstHand(in grid: CardGrid) -> CellSet? {
        var occupied: [Int] = []
        for cell in 0..<CardGrid.cellCount where grid[cell] != nil { occupied.append(cell) }
        // Level by level: all connected sets of size k, then grow each by one neighbour (deduplicated by sorting).
        var level: [UInt32] = occupied.map { 1 << UInt32($0) }
        for _ in 2...5 {
            var next: [UInt32] = []
            for set in level {
                var around: UInt32 = 0
                for cell in occupied where set & (1 << UInt32(cell)) != 0 { around |= Self.around[cell] }
                for cell in occupied where set & (1 << UInt32(cell)) == 0 && around & (1 << UInt32(cell)) != 0 {
                    next.append(set | 1 << UInt32(cell))
                }
            }
            next.sort()
            level = []
            for set in next where level.last != set { level.append(set) }
            for set in level {
                var cards: [Card] = []
                for cell in occupied where set & (1 << UInt32(cell)) != 0 { cards.append(grid[cell]!) }
                if !evaluator.matchingHands(cards).isEmpty { return CellSet(bits: set) }
            }
        }
        return nil
    }

    /// For each cell, the other cells within one row and one column of it (worked out here, apart from `CellSet`).
    static let around: [UInt32] = (0..<CardGrid.cellCount).map { cell in
        (0..<CardGrid.cellCount).reduce(UInt32(0)) { bits, other in
            let near = other != cell && abs(other / CardGrid.size - cell / CardGrid.size) <= 1
                && abs(other % CardGrid.size - cell % CardGrid.size) <= 1
            return near ? bits | 1 << UInt32(other) : bits
        }
    }
}
