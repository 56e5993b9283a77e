/// Derives the independent random stream of one game from (seed, configuration, game index).
///
/// Each coordinate is folded in with the SplitMix64 finaliser, so streams for
/// neighbouring indices are unrelated and the result is the same whatever the
/// number of jobs or shards that play the games.
public enum StreamSeed {
    /// The 64-bit seed of game `game` in configuration `configuration` of a run seeded `seed`.
    @inlinable
    public static func derive(seed: UInt64, configuration: UInt64, game: UInt64) -> UInt64 {
        var value = SplitMix64.mix(seed &+ 0x9E37_79B9_7F4A_7C15)
        value = SplitMix64.mix(value ^ (configuration &* 0xD1B5_4A32_D192_ED03))
        value = SplitMix64.mix(value ^ (game &* 0x8CB9_2BA7_2F3D_8DD7))
        return value
    }

    /// The generator for one game: xoshiro256** seeded from the derived stream seed.
    @inlinable
    public static func generator(seed: UInt64, configuration: UInt64, game: UInt64) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: derive(seed: seed, configuration: configuration, game: game))
    }
}
