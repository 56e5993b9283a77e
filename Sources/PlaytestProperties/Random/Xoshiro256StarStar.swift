/// xoshiro256**: the generator behind every draw in a simulation.
///
/// Blackman and Vigna, "Scrambled linear pseudorandom number generators"
/// (ACM TOMS 2021). 256 bits of state, period 2^256 - 1, passes BigCrush.
/// Seeded through SplitMix64, as its authors recommend, so that no seed
/// yields the all-zero state.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator from four explicit state words (not all zero).
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        precondition(state != (0, 0, 0, 0), "xoshiro256** must not start from the all-zero state")
        (s0, s1, s2, s3) = state
    }

    /// Creates a generator whose state is the first four SplitMix64 outputs from `seed`.
    public init(seed: UInt64) {
        var mixer = SplitMix64(seed: seed)
        self.init(state: (mixer.next(), mixer.next(), mixer.next(), mixer.next()))
    }

    /// The four state words, for tests and replay tokens.
    public var state: (UInt64, UInt64, UInt64, UInt64) { (s0, s1, s2, s3) }

    /// Returns the next 64 random bits.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    @inlinable @inline(__always)
    func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 &- k))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(s0)
        hasher.combine(s1)
        hasher.combine(s2)
        hasher.combine(s3)
    }
}
