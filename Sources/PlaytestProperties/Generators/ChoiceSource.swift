/// The one recorded stream from which a test case reads every random choice.
///
/// Generating, it draws 64-bit words from xoshiro256** and records them.
/// Replaying, it answers from a given prefix of words and, once the prefix is
/// used up, with zeros: the simplest choice (index 0, the lowest value of a
/// range, a unit double of 0). Because generators, bots and game engines all
/// draw through it, a shrinker that simplifies the recorded words simplifies
/// everything built from them, through `map`, `flatMap` and an engine's own
/// draws alike (the approach of Hypothesis' conjecture engine).
public struct ChoiceSource: RandomNumberGenerator, Sendable {
    @usableFromInline var prefix: [UInt64]
    @usableFromInline var position: Int = 0
    @usableFromInline var generator: Xoshiro256StarStar?
    /// Every word handed out so far, in order (empty for a source made not to record them).
    public var recorded: [UInt64] { words }
    @usableFromInline var words: [UInt64] = []
    /// False for a source that hands out words without keeping them: a property's case, which keeps nothing
    /// unless it fails, and is then generated again from its seed by a source that records.
    @usableFromInline var records = true
    /// The most words one case may draw; past it every draw answers 0 and `isOverrun` is set.
    public let limit: Int
    /// True once the case asked for more than `limit` words.
    public var isOverrun: Bool { overrun }
    @usableFromInline var overrun = false
    /// How each word was read, when the source records its shape (see `ChoiceSource+Shape.swift`).
    @usableFromInline var shapeRecord: ChoiceShape?

    /// A source that draws fresh words from xoshiro256** seeded with `seed`.
    public init(seed: UInt64, limit: Int = 1 << 22) {
        prefix = []
        generator = Xoshiro256StarStar(seed: seed)
        self.limit = limit
    }

    /// A source that draws fresh words from xoshiro256** seeded with `seed`, recording them only when `recording`.
    @inlinable
    init(seed: UInt64, recording: Bool) {
        prefix = []
        generator = Xoshiro256StarStar(seed: seed)
        limit = 1 << 22
        records = recording
    }

    /// A source that replays `choices`, then answers zeros.
    public init(replaying choices: [UInt64], limit: Int = 1 << 22) {
        prefix = choices
        generator = nil
        self.limit = limit
        words.reserveCapacity(choices.count)
    }

    /// The number of words drawn so far.
    public var count: Int { position }

    /// Returns the next word: from the prefix, else from the generator, else 0.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        guard position < limit else {
            overrun = true
            return 0
        }
        let word: UInt64
        if position < prefix.count {
            word = prefix[position]
        } else if generator != nil {
            word = generator!.next()
        } else {
            word = 0
        }
        position += 1
        if records { words.append(word) }
        return word
    }
}
