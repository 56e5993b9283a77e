// MARK: - How each recorded word was read

/// How a recorded word was read, so that a shrinker can simplify the value it stands for rather than its bits.
///
/// A word drawn by `draw(below:)` stands for one of `bound` values, and many
/// words give the same value: searching the values instead of the 2^64 words
/// takes log2(value) replays instead of 64.
public enum ChoiceKind: Sendable, Hashable {
    /// A word read some other way (a game engine's generic draws, a unit double): shrunk as a word.
    case raw
    /// The first word of a Lemire draw below the bound.
    case below(UInt64)
    /// A word read as a number that is simpler the smaller it is (full-range integers, unsigned words).
    case magnitude
}

/// How the words of one case were read: a kind per word (words beyond the list are raw).
public struct ChoiceShape: Sendable, Hashable {
    /// The kind of each word, by index.
    public internal(set) var kinds: [ChoiceKind] = []

    /// An empty shape: every word raw.
    public init() {}

    /// The kind of word `index`.
    public func kind(at index: Int) -> ChoiceKind {
        index < kinds.count ? kinds[index] : .raw
    }

    /// Records that word `index` is read as `kind`.
    @usableFromInline
    mutating func mark(_ kind: ChoiceKind, at index: Int) {
        if kinds.count < index { kinds.append(contentsOf: repeatElement(.raw, count: index - kinds.count)) }
        if index < kinds.count { kinds[index] = kind } else { kinds.append(kind) }
    }
}

// MARK: - Draws that remember their kind

extension ChoiceSource {
    /// A source that replays `choices`, then answers zeros, and records how each word is read (`shape`).
    public init(replaying choices: [UInt64], recordingShape: Bool, limit: Int = 1 << 22) {
        self.init(replaying: choices, limit: limit)
        if recordingShape { shapeRecord = ChoiceShape() }
    }

    /// How each word drawn so far was read; empty unless the source records its shape.
    public var shape: ChoiceShape { shapeRecord ?? ChoiceShape() }

    /// Returns a uniform integer in `0 ..< bound`: the same words and values as
    /// `RandomNumberGenerator.draw(below:)` (Lemire's method), recording the bound when the shape is recorded.
    @inlinable
    public mutating func draw(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "draw(below:) needs a positive bound")
        if shapeRecord != nil { shapeRecord!.mark(.below(bound), at: position) }
        return lemireDraw(&self, below: bound)
    }

    /// Returns a uniform integer in the closed range: the same as `RandomNumberGenerator.draw(in:)`, through this
    /// source's `draw(below:)`.
    @inlinable
    public mutating func draw(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == UInt64.max {
            return range.lowerBound &+ Int(bitPattern: UInt(next()))
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: draw(below: span &+ 1))
    }

    /// Returns a uniform index in `0 ..< count`, through this source's `draw(below:)`.
    @inlinable
    public mutating func draw(index count: Int) -> Int {
        Int(truncatingIfNeeded: draw(below: UInt64(count)))
    }

    /// Returns one word read as a number: a shrinker lowers it as a number toward 0.
    @inlinable
    public mutating func drawMagnitude() -> UInt64 {
        if shapeRecord != nil { shapeRecord!.mark(.magnitude, at: position) }
        return next()
    }
}

/// The generic `RandomNumberGenerator.draw(below:)`, reached from inside `ChoiceSource` (whose own `draw(below:)`
/// shadows it): in a generic context the protocol extension's method is the one called, so the method is written once.
@inlinable
func lemireDraw<R: RandomNumberGenerator>(_ rng: inout R, below bound: UInt64) -> UInt64 {
    rng.draw(below: bound)
}
