/// Whether a grid holds any hand, for the game-over invariant: every set of `ConnectedCellSets` whose cells all
/// hold a card is judged by rank and suit bit masks, pairs first, and the first hand ends the test.
///
/// A third way to tell a hand, written apart from the engine's `PokerHandDetector` and `HandFinder` (which it
/// checks) and from `ReferenceHandEvaluator` (which the tests hold it to): no pruning, no allocation.
public struct HandPresenceCheck: Sendable {
    /// True when the ace joins king and two.
    public let aceWraps: Bool

    /// A check under one ace rule.
    public init(aceWraps: Bool = true) {
        self.aceWraps = aceWraps
    }

    /// True when some connected set of 2 to 5 grid cards forms a hand.
    public func hasHand(in grid: CardGrid) -> Bool {
        let occupied = grid.occupied.bits
        let runs = aceWraps ? Self.wrappingRuns : Self.linearRuns
        for set in ConnectedCellSets.all where set & ~occupied == 0 {
            if formsHand(set, grid, runs) { return true }
        }
        return false
    }

    /// True when the cards of `set` (all present) form a hand: ranks as a 13-bit mask (bit 0 the two, bit 12 the
    /// ace) with a 4-bit count per rank, suits as a 4-bit mask.
    @inline(__always)
    func formsHand(_ set: UInt32, _ grid: CardGrid, _ runs: [Bool]) -> Bool {
        var ranks: UInt32 = 0
        var suits: UInt32 = 0
        var counts: UInt64 = 0
        var size = 0
        var rest = set
        while rest != 0 {
            let code = grid.code(at: rest.trailingZeroBitCount)
            rest &= rest - 1
            let rank = UInt32(code >> 2)
            ranks |= 1 << rank
            suits |= 1 << UInt32(code & 3)
            counts &+= 1 << UInt64(rank * 4)
            size += 1
        }
        let distinct = ranks.nonzeroBitCount
        if size == 2 { return distinct == 1 }
        if suits.nonzeroBitCount == 1 { return true }  // a flush of 3, 4 or 5
        if distinct == size { return runs[Int(ranks)] }  // a straight of 3, 4 or 5
        if distinct == 1 { return true }  // three or four of a kind
        guard distinct == 2 && size >= 4 else { return false }
        let lowest = (counts >> UInt64(ranks.trailingZeroBitCount * 4)) & 0xF
        return size == 4 ? lowest == 2 : (lowest == 2 || lowest == 3)  // two pair; full house
    }

    /// Indexed by a rank mask: true when its ranks are one run of 3 to 5 consecutive ranks, the ace also
    /// between king and two (the wrap).
    static let wrappingRuns: [Bool] = runTable { length in
        (0..<13).map { start in (0..<length).reduce(0) { $0 | 1 << ((start + $1) % 13) } }
    }
    /// The same without the wrap: the ace is high after the king or low before the two.
    static let linearRuns: [Bool] = runTable { length in
        let walk = [12] + Array(0...12)
        return (0...(walk.count - length)).map { start in (start..<(start + length)).reduce(0) { $0 | 1 << walk[$1] } }
    }

    static func runTable(_ runs: (Int) -> [Int]) -> [Bool] {
        var table = [Bool](repeating: false, count: 1 << 13)
        for length in 3...5 { for mask in runs(length) { table[mask] = true } }
        return table
    }
}
