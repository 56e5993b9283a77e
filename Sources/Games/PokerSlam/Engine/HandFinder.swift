/// Finds every connected set of 2 to 5 grid cards that forms a hand, without trying all subsets.
///
/// Connected sets are grown from each cell in turn, adding only cells after
/// it, through an extension set that never offers a cell twice (the ESU
/// scheme of Wernicke, "Efficient detection of network motifs", 2006): each
/// connected set is met exactly once. A partial set that can no longer become
/// a hand (not one suit, more than two ranks, and ranks not within a run of
/// five) is not grown further. The game-over check and the bots share this
/// one enumeration; the invariants compare it with `ExhaustiveHandSearch`.
public struct HandFinder: Sendable {
    /// The classifier: ace rule and scoring table.
    public let detector: PokerHandDetector

    /// A finder for one rule and table.
    public init(detector: PokerHandDetector = PokerHandDetector()) {
        self.detector = detector
    }

    /// Every hand on the grid, each connected set once, in a fixed order (by lowest cell, then growth order).
    @inlinable
    public func hands(in grid: CardGrid) -> [FoundHand] {
        var collector = HandCollector()
        collector.hands.reserveCapacity(96)
        visitHands(in: grid, with: &collector)
        return collector.hands
    }

    /// True when some connected set of the grid forms a hand (stops at the first).
    @inlinable
    public func hasHand(in grid: CardGrid) -> Bool {
        var finder = FirstHand()
        visitHands(in: grid, with: &finder)
        return finder.found
    }

    /// The number of hands on the grid.
    @inlinable
    public func handCount(in grid: CardGrid) -> Int {
        var counter = HandCounter()
        visitHands(in: grid, with: &counter)
        return counter.count
    }

    /// Calls `visitor` with each hand until it returns false.
    @inlinable
    public func visitHands<V: HandVisitor>(in grid: CardGrid, with visitor: inout V) {
        let occupied = grid.occupied.bits
        let masks = GridCardMasks(grid)
        var roots = occupied
        while roots != 0 {
            let root = roots.trailingZeroBitCount
            roots &= roots - 1
            // Only cells after the root: each set is grown from its lowest cell.
            let allowed = occupied & ~((UInt32(2) << UInt32(root)) &- 1)
            var shape = HandShape()
            shape.add(Card(code: grid.codes[root]))
            let neighbours = CellSet.neighbours[root]
            guard grow(grid, set: 1 << UInt32(root), extension: neighbours & allowed, closure: neighbours | 1 << UInt32(root),
                       allowed: allowed, shape: shape, masks: masks, visitor: &visitor) else { return }
        }
    }

    /// Grows `set` by each cell of `candidates` in turn. The candidates are only cells that keep
    /// `detector.canGrow` true (`masks.cellsThatCanGrow`, applied before each call; a single card keeps it true with
    /// any other): leaving a cell out of a set's extension only leaves out sets that can form no hand, and the sets
    /// met keep their order.
    @inlinable
    func grow<V: HandVisitor>(
        _ grid: CardGrid, set: UInt32, extension candidates: UInt32, closure: UInt32, allowed: UInt32, shape: HandShape,
        masks: GridCardMasks, visitor: inout V
    ) -> Bool {
        var rest = candidates
        while rest != 0 {
            let cell = rest.trailingZeroBitCount
            rest &= rest - 1
            let grown = shape.adding(Card(code: grid.codes[cell]))
            let newSet = set | 1 << UInt32(cell)
            if let hand = detector.best(of: detector.matches(grown)) {
                guard visitor.visit(CellSet(bits: newSet), hand) else { return false }
            }
            if grown.count < 5 {
                let neighbours = CellSet.neighbours[cell]
                let next = (rest | (neighbours & allowed & ~closure)) & masks.cellsThatCanGrow(grown, runs: detector.runs)
                guard grow(grid, set: newSet, extension: next, closure: closure | neighbours,
                           allowed: allowed, shape: grown, masks: masks, visitor: &visitor) else { return false }
            }
        }
        return true
    }
}
