import Testing
@testable import PlaytestKit

@Suite("StreamSeed")
struct StreamSeedTests {
    @Test("derive is a pure function of (seed, configuration, game)")
    func deterministic() {
        #expect(StreamSeed.derive(seed: 1, configuration: 2, game: 3) == StreamSeed.derive(seed: 1, configuration: 2, game: 3))
        // Pinned so that a change of the derivation (which would change every report) is noticed.
        let expected = SplitMix64.mix(SplitMix64.mix(SplitMix64.mix(1 &+ 0x9E37_79B9_7F4A_7C15) ^ (2 &* 0xD1B5_4A32_D192_ED03)) ^ (3 &* 0x8CB9_2BA7_2F3D_8DD7))
        #expect(StreamSeed.derive(seed: 1, configuration: 2, game: 3) == expected)
    }

    @Test("Neighbouring seeds, configurations and games give different streams")
    func neighboursDiffer() {
        let base = StreamSeed.derive(seed: 7, configuration: 3, game: 100)
        #expect(StreamSeed.derive(seed: 8, configuration: 3, game: 100) != base)
        #expect(StreamSeed.derive(seed: 7, configuration: 4, game: 100) != base)
        #expect(StreamSeed.derive(seed: 7, configuration: 3, game: 101) != base)
        // Swapping the coordinates must not give the same stream either.
        #expect(StreamSeed.derive(seed: 1, configuration: 0, game: 0) != StreamSeed.derive(seed: 0, configuration: 1, game: 0))
        #expect(StreamSeed.derive(seed: 0, configuration: 1, game: 0) != StreamSeed.derive(seed: 0, configuration: 0, game: 1))
    }

    @Test("10,000 games of one configuration get distinct seeds")
    func gamesAreDistinct() {
        let seeds = Set((0..<10_000).map { StreamSeed.derive(seed: 1, configuration: 0, game: UInt64($0)) })
        #expect(seeds.count == 10_000)
    }

    @Test("A 25 x 20 x 20 grid of seeds, configurations and games gives 10,000 distinct seeds")
    func gridIsDistinct() {
        var seeds = Set<UInt64>()
        for seed in 0..<25 as Range<UInt64> {
            for configuration in 0..<20 as Range<UInt64> {
                for game in 0..<20 as Range<UInt64> {
                    seeds.insert(StreamSeed.derive(seed: seed, configuration: configuration, game: game))
                }
            }
        }
        #expect(seeds.count == 10_000)
    }

    @Test("generator(seed:configuration:game:) is xoshiro256** seeded with the derived seed")
    func generatorUsesDerivedSeed() {
        var generator = StreamSeed.generator(seed: 5, configuration: 6, game: 7)
        var reference = Xoshiro256StarStar(seed: StreamSeed.derive(seed: 5, configuration: 6, game: 7))
        #expect((0..<4).map { _ in generator.next() } == (0..<4).map { _ in reference.next() })
    }
}
