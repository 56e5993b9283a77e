/// SplitMix64: a 64-bit generator used to seed other generators and derive streams.
///
/// Steele, Lea and Flood, "Fast splittable pseudorandom number generators"
/// (OOPSLA 2014); the constants are those of the published reference
/// implementation. Seeded with 1234567 it yields 6457827717110365317,
/// 3203168211198807973, 9817491932198370423, ... (pinned by a golden test).
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's whole state: a counter advanced by the golden gamma.
    public var state: UInt64 { counter }
    @usableFromInline var counter: UInt64

    /// Creates a generator whose first output mixes `seed + 0x9E3779B97F4A7C15`.
    public init(seed: UInt64) {
        counter = seed
    }

    /// Returns the next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        counter &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(counter)
    }

    /// The SplitMix64 finaliser: a bijective avalanche of 64 bits.
    @inlinable
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
