/// What a set of cards looks like to the detector: its size, ranks, suits and how its ranks repeat.
public struct HandShape: Sendable, Hashable {
    /// The number of cards.
    public var count = 0
    /// The ranks present (two is bit 0).
    public var rankMask: UInt16 = 0
    /// The suits present (clubs is bit 0).
    public var suitMask: UInt8 = 0
    /// The sum over ranks of (cards of that rank) squared: 8 for two pair, 13 for a full house.
    public var sumOfSquares = 0
    /// Four bits per rank: how many cards of each rank.
    @usableFromInline var rankCounts: UInt64 = 0

    /// An empty set.
    @inlinable public init() {}

    /// Adds one card.
    @inlinable @inline(__always)
    public mutating func add(_ card: Card) {
        let rank = UInt64(card.code >> 2)
        let already = Int((rankCounts >> (4 * rank)) & 0xF)
        rankCounts += 1 << (4 * rank)
        sumOfSquares += 2 * already + 1
        rankMask |= 1 << UInt16(rank)
        suitMask |= 1 << (card.code & 3)
        count += 1
    }

    /// The shape with one more card.
    @inlinable @inline(__always)
    public func adding(_ card: Card) -> HandShape {
        var copy = self
        copy.add(card)
        return copy
    }

    /// True when every card has the same suit.
    @inlinable public var isOneSuit: Bool { suitMask.nonzeroBitCount == 1 }
}
