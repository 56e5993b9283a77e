extension HandFinder {
    /// `distinctHandTable`'s entry for no hand, and the hands of sets with a repeated rank (each the only hand its
    /// cards match, so the best under any table): `HandType.index` values.
    @usableFromInline static let noHand: UInt8 = 0xFF
    @usableFromInline static let pair = UInt8(HandType.pair.index)
    @usableFromInline static let threeOfAKind = UInt8(HandType.threeOfAKind.index)
    @usableFromInline static let fourOfAKind = UInt8(HandType.fourOfAKind.index)
    @usableFromInline static let twoPair = UInt8(HandType.twoPair.index)
    @usableFromInline static let fullHouse = UInt8(HandType.fullHouse.index)

    /// The hand (`HandType.index`, `noHand` for none) that `detector` gives a set of 2 to 5 cards of all different
    /// ranks, by size, one suit or not, and ranks in no run (kind 0), a run (1) or the royal run (2: J Q K, J Q K A,
    /// T J Q K A): entry `(size - 2) * 8 + (oneSuit ? 4 : 0) + kind`. Worked out by the detector itself on one set
    /// of each kind, since the hand of such a set depends on nothing else.
    static func distinctHandTable(_ detector: PokerHandDetector) -> SIMD32<UInt8> {
        var table = SIMD32<UInt8>(repeating: noHand)
        let low: [Rank] = [.two, .three, .four, .five, .six]
        let royal: [Rank] = [.ten, .jack, .queen, .king, .ace]
        for size in 2...5 {
            for oneSuit in [false, true] {
                for kind in 0...2 {
                    // No run: every other rank from the two. A run: from the two. The royal run: from the ten for
                    // five cards, from the jack for three and four.
                    let ranks: [Rank]
                    switch kind {
                    case 0: ranks = (0..<size).map { Rank(rawValue: 2 + 2 * $0)! }
                    case 1: ranks = Array(low.prefix(size))
                    default: ranks = size == 5 ? royal : Array(royal.dropFirst().prefix(size))
                    }
                    var shape = HandShape()
                    for (place, rank) in ranks.enumerated() {
                        shape.add(Card(rank: rank, suit: oneSuit || place % 2 == 0 ? .spades : .hearts))
                    }
                    if let hand = detector.best(of: detector.matches(shape)) { table[(size - 2) * 8 + (oneSuit ? 4 : 0) + kind] = UInt8(hand.index) }
                }
            }
        }
        return table
    }
}
