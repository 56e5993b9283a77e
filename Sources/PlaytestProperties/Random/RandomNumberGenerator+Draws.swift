// MARK: - Draws we own

/// Bounded integers, unit doubles and shuffles, implemented here so that a
/// seed means the same values on every Swift version and platform. The
/// standard library's `random(in:using:)` and `shuffle(using:)` keep their
/// algorithms private and may change them; a replayable path never calls them.
extension RandomNumberGenerator {
    /// Returns a uniform integer in `0 ..< bound` by Lemire's multiply-and-reject
    /// method ("Fast random integer generation in an interval", ACM TOMACS 2019).
    ///
    /// Unbiased; usually one draw, more only when the low product falls in the
    /// rejection zone. The draw is offset by one before the multiplication (a
    /// bijection of the 64-bit words, so still uniform) so that the all-zero
    /// word, the simplest choice a shrinker can make, maps to 0 without being
    /// rejected. A bound of 0 is a programmer error.
    @inlinable
    public mutating func draw(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "draw(below:) needs a positive bound")
        var product = (next() &+ 1).multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = (next() &+ 1).multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// Returns a uniform integer in the closed range, by `draw(below:)`.
    @inlinable
    public mutating func draw(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == UInt64.max {
            return range.lowerBound &+ Int(bitPattern: UInt(next()))
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: draw(below: span &+ 1))
    }

    /// Returns a uniform index in `0 ..< count`.
    @inlinable
    public mutating func draw(index count: Int) -> Int {
        Int(truncatingIfNeeded: draw(below: UInt64(count)))
    }

    /// Returns a uniform double in [0, 1) with 53 random bits (the top bits of one draw).
    @inlinable
    public mutating func drawUnitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Returns true with probability `probability` (clamped to [0, 1]).
    @inlinable
    public mutating func drawBool(probability: Double) -> Bool {
        drawUnitDouble() < probability
    }

    /// Shuffles the collection in place by Fisher-Yates (Durstenfeld), from the last position down.
    ///
    /// - Complexity: O(n), one bounded draw per position.
    @inlinable
    public mutating func shuffle<C: MutableCollection & RandomAccessCollection>(_ collection: inout C) {
        var position = collection.count - 1
        while position > 0 {
            let pick = draw(index: position + 1)
            collection.swapAt(
                collection.index(collection.startIndex, offsetBy: pick),
                collection.index(collection.startIndex, offsetBy: position))
            position -= 1
        }
    }

    /// Returns a uniformly chosen element, or nil for an empty collection.
    @inlinable
    public mutating func drawElement<C: RandomAccessCollection>(of collection: C) -> C.Element? {
        guard !collection.isEmpty else { return nil }
        return collection[collection.index(collection.startIndex, offsetBy: draw(index: collection.count))]
    }
}
