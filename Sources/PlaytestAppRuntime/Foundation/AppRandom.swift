import PlaytestKit

/// The app's randomness: every draw comes from the generator of the current call to the bound world (the
/// system's generator when no world is bound), through Playtest's own algorithms (Lemire's bounded integers,
/// 53-bit unit doubles, Fisher-Yates), so that a seed means the same game on every Swift version.
public struct AppRandomGenerator: RandomNumberGenerator, Sendable {
    /// The generator.
    public init() {}

    /// The next word.
    public mutating func next() -> UInt64 {
        if let world = AppWorld.current { return world.nextRandomWord() }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }
}

/// The draws the binding file's `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`, `shuffle()`,
/// `shuffled()` and `randomElement()` forward to.
public enum AppRandom {
    /// A uniform integer in the closed range.
    public static func integer<T: FixedWidthInteger>(in range: ClosedRange<T>) -> T {
        var generator = AppRandomGenerator()
        let span = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        if T.bitWidth > 64 || span == .max { return range.lowerBound &+ T(truncatingIfNeeded: generator.next()) }
        return range.lowerBound &+ T(truncatingIfNeeded: generator.draw(below: span &+ 1))
    }

    /// A uniform integer in the half-open range (which must not be empty).
    public static func integer<T: FixedWidthInteger>(in range: Range<T>) -> T {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        return integer(in: range.lowerBound...(range.upperBound - 1))
    }

    /// A uniform value in the half-open range.
    public static func floating<T: BinaryFloatingPoint>(in range: Range<T>) -> T {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        var generator = AppRandomGenerator()
        let value = range.lowerBound + (range.upperBound - range.lowerBound) * T(generator.drawUnitDouble())
        return value < range.upperBound ? value : range.lowerBound
    }

    /// A uniform value in the closed range.
    public static func floating<T: BinaryFloatingPoint>(in range: ClosedRange<T>) -> T {
        var generator = AppRandomGenerator()
        let unit = T(Double(generator.draw(below: (1 << 53) + 1)) * 0x1.0p-53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// True or false with equal chance.
    public static func bool() -> Bool {
        var generator = AppRandomGenerator()
        return generator.next() >> 63 == 1
    }

    /// Shuffles in place.
    public static func shuffle<C: MutableCollection & RandomAccessCollection>(_ collection: inout C) {
        var generator = AppRandomGenerator()
        generator.shuffle(&collection)
    }

    /// A uniformly chosen element, nil when empty.
    public static func element<C: Collection>(of collection: C) -> C.Element? {
        guard !collection.isEmpty else { return nil }
        var generator = AppRandomGenerator()
        return collection[collection.index(collection.startIndex, offsetBy: generator.draw(index: collection.count))]
    }
}
