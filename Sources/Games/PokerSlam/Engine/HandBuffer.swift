/// Keeps every hand in memory the caller owns (a buffer on the stack), without an array's bookkeeping per hand.
///
/// For a search whose hands are read once and dropped: the incremental finder's hands around the changed cells.
/// The buffer must hold every hand the search can meet (`HandFinderOrder.grid.count` is enough: one hand per
/// connected set at most).
public struct HandBuffer: HandVisitor {
    /// The storage, `capacity` hands long; the first `count` are initialized.
    @usableFromInline let storage: UnsafeMutablePointer<FoundHand>
    @usableFromInline let capacity: Int
    /// The number of hands kept.
    public var count: Int { kept }
    @usableFromInline var kept = 0

    /// An empty buffer over `storage`, which holds `capacity` hands.
    @inlinable
    public init(storage: UnsafeMutablePointer<FoundHand>, capacity: Int) {
        self.storage = storage
        self.capacity = capacity
    }

    /// The hands kept, in the order met.
    @inlinable
    public var hands: UnsafeBufferPointer<FoundHand> { UnsafeBufferPointer(start: storage, count: kept) }

    /// Keeps the hand.
    @inlinable
    public mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool {
        precondition(kept < capacity, "a hand buffer holds at most \(capacity) hands")
        (storage + kept).initialize(to: FoundHand(cells: cells, hand: hand))
        kept &+= 1
        return true
    }
}
