/// The random streams of one game: the engine's chance and each seat's decisions.
///
/// The runner hands `chance` to the engine and `seats[s]` to seat `s`'s bot,
/// so a change of bot never moves the engine's draws. Replays and shrinking
/// use `ChoiceSource` streams, each recorded and simplified on its own.
public struct GameStreams<R: RandomNumberGenerator> {
    /// The engine's chance.
    public var chance: R
    /// One decision stream per seat.
    public var seats: [R]

    /// Creates the streams.
    @inlinable
    public init(chance: R, seats: [R]) {
        self.chance = chance
        self.seats = seats
    }
}

extension GameStreams where R == Xoshiro256StarStar {
    /// Game `game`'s streams in a run seeded `seed`, with `seatCount` seats.
    @inlinable
    public init(seed: UInt64, game: UInt64, seatCount: Int) {
        chance = StreamSeed.generator(seed: seed, game: game, stream: StreamSeed.chance)
        seats = (0..<seatCount).map { StreamSeed.generator(seed: seed, game: game, stream: StreamSeed.seat($0)) }
    }
}

extension GameStreams where R == ChoiceSource {
    /// Recording sources for game `game`'s streams in a run seeded `seed`.
    public init(recording seed: UInt64, game: UInt64, seatCount: Int) {
        chance = ChoiceSource(seed: StreamSeed.derive(seed: seed, game: game, stream: StreamSeed.chance))
        seats = (0..<seatCount).map { ChoiceSource(seed: StreamSeed.derive(seed: seed, game: game, stream: StreamSeed.seat($0))) }
    }

    /// Sources that replay recorded words: `words[0]` the chance, `words[1 + s]` seat `s` (missing streams answer zeros).
    public init(replaying words: [[UInt64]], seatCount: Int) {
        chance = ChoiceSource(replaying: words.first ?? [])
        seats = (0..<seatCount).map { ChoiceSource(replaying: $0 + 1 < words.count ? words[$0 + 1] : []) }
    }

    /// Every stream's recorded words: the chance first, then each seat.
    public var recorded: [[UInt64]] { [chance.recorded] + seats.map(\.recorded) }

    /// True once any stream drew past its limit.
    public var isOverrun: Bool { chance.isOverrun || seats.contains(where: \.isOverrun) }
}
