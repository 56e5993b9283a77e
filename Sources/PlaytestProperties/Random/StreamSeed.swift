/// Derives the independent random streams of one game from (seed, game index, stream).
///
/// Stream 0 is the game's chance (deals, rolls, colours, questions); stream
/// `1 + s` is seat `s`'s decisions. No configuration index takes part, so
/// every arm of a sweep plays game `i` with the same chance and the same
/// seat streams (common random numbers: arms are paired). Each coordinate is
/// folded in with the SplitMix64 finaliser, so streams for neighbouring
/// indices are unrelated and the result is the same whatever the number of
/// jobs or shards that play the games.
public enum StreamSeed {
    /// The stream index of the game's chance.
    public static let chance: UInt64 = 0

    /// The stream index from which a check that swarms over parameters draws a game's parameters (no seat's stream).
    public static let parameters: UInt64 = .max

    /// The stream index of seat `seat`'s decisions.
    @inlinable
    public static func seat(_ seat: Int) -> UInt64 { 1 + UInt64(seat) }

    /// The 64-bit seed of stream `stream` of game `game` in a run seeded `seed`.
    @inlinable
    public static func derive(seed: UInt64, game: UInt64, stream: UInt64) -> UInt64 {
        var value = SplitMix64.mix(seed &+ 0x9E37_79B9_7F4A_7C15)
        value = SplitMix64.mix(value ^ (game &* 0xD1B5_4A32_D192_ED03))
        value = SplitMix64.mix(value ^ (stream &* 0x8CB9_2BA7_2F3D_8DD7))
        return value
    }

    /// The generator of one stream: xoshiro256** seeded from the derived seed.
    @inlinable
    public static func generator(seed: UInt64, game: UInt64, stream: UInt64) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: derive(seed: seed, game: game, stream: stream))
    }
}
