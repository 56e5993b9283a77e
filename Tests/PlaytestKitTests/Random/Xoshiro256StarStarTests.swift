import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Xoshiro256StarStar")
struct Xoshiro256StarStarTests {
    /// The first four SplitMix64 outputs from seed 42: the state `init(seed: 42)` starts from.
    static let seed42State: (UInt64, UInt64, UInt64, UInt64) = (
        13679457532755275413, 2949826092126892291, 5139283748462763858, 6349198060258255764
    )
    static let golden: [UInt64] = [1546998764402558742, 6990951692964543102, 12544586762248559009]

    @Test("Seeded 42 starts from the first four SplitMix64 outputs")
    func seedingThroughSplitMix() {
        var mixer = SplitMix64(seed: 42)
        let words = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
        #expect(words == Self.seed42State)
        #expect(Xoshiro256StarStar(seed: 42).state == Self.seed42State)
    }

    @Test("Seeded 42 yields the golden values")
    func goldenFromSeed() {
        var generator = Xoshiro256StarStar(seed: 42)
        #expect((0..<3).map { _ in generator.next() } == Self.golden)
    }

    @Test("init(state:) with the same four words yields the same golden values")
    func goldenFromState() {
        var generator = Xoshiro256StarStar(state: Self.seed42State)
        #expect(generator == Xoshiro256StarStar(seed: 42))
        #expect((0..<3).map { _ in generator.next() } == Self.golden)
    }

    @Test("Equality and hashing follow the state, which every draw changes")
    func equalityFollowsState() {
        var a = Xoshiro256StarStar(seed: 7)
        let b = Xoshiro256StarStar(seed: 7)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        _ = a.next()
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
    }

    @Test("A single set bit in the state still produces a non-degenerate stream")
    func sparseState() {
        var generator = Xoshiro256StarStar(state: (0, 1, 0, 0))
        let values = (0..<64).map { _ in generator.next() }
        #expect(values[0] == 5760)  // rotl(1 * 5, 7) * 9
        #expect(Set(values).count > 60)
    }
}
