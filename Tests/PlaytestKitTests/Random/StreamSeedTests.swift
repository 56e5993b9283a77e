import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("StreamSeed")
struct StreamSeedTests {
    @Test("derive is a pure function of (seed, game, stream)")
    func deterministic() {
        #expect(StreamSeed.derive(seed: 1, game: 3, stream: 2) == StreamSeed.derive(seed: 1, game: 3, stream: 2))
        // Pinned so that a change of the derivation (which would change every report) is noticed.
        let expected = SplitMix64.mix(SplitMix64.mix(SplitMix64.mix(1 &+ 0x9E37_79B9_7F4A_7C15) ^ (3 &* 0xD1B5_4A32_D192_ED03)) ^ (2 &* 0x8CB9_2BA7_2F3D_8DD7))
        #expect(StreamSeed.derive(seed: 1, game: 3, stream: 2) == expected)
    }

    @Test("Neighbouring seeds, games and streams give different seeds")
    func neighboursDiffer() {
        let base = StreamSeed.derive(seed: 7, game: 100, stream: 3)
        #expect(StreamSeed.derive(seed: 8, game: 100, stream: 3) != base)
        #expect(StreamSeed.derive(seed: 7, game: 100, stream: 4) != base)
        #expect(StreamSeed.derive(seed: 7, game: 101, stream: 3) != base)
        // Swapping the coordinates must not give the same stream either.
        #expect(StreamSeed.derive(seed: 1, game: 0, stream: 0) != StreamSeed.derive(seed: 0, game: 0, stream: 1))
        #expect(StreamSeed.derive(seed: 0, game: 0, stream: 1) != StreamSeed.derive(seed: 0, game: 1, stream: 0))
    }

    @Test("10,000 games get distinct chance seeds")
    func gamesAreDistinct() {
        let seeds = Set((0..<10_000).map { StreamSeed.derive(seed: 1, game: UInt64($0), stream: 0) })
        #expect(seeds.count == 10_000)
    }

    @Test("A 25 x 20 x 20 grid of seeds, streams and games gives 10,000 distinct seeds")
    func gridIsDistinct() {
        var seeds = Set<UInt64>()
        for seed in 0..<25 as Range<UInt64> {
            for stream in 0..<20 as Range<UInt64> {
                for game in 0..<20 as Range<UInt64> {
                    seeds.insert(StreamSeed.derive(seed: seed, game: game, stream: stream))
                }
            }
        }
        #expect(seeds.count == 10_000)
    }

    @Test("generator(seed:game:stream:) is xoshiro256** seeded with the derived seed")
    func generatorUsesDerivedSeed() {
        var generator = StreamSeed.generator(seed: 5, game: 7, stream: 6)
        var reference = Xoshiro256StarStar(seed: StreamSeed.derive(seed: 5, game: 7, stream: 6))
        #expect((0..<4).map { _ in generator.next() } == (0..<4).map { _ in reference.next() })
    }
}
