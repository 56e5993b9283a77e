/// Simplifies a failing case's recorded choices while it keeps failing.
///
/// A candidate replaces the current choices when the test, replayed from it,
/// still fails and what it actually drew is smaller in shortlex order (fewer
/// words, then lexicographically lower). A long stream (512 words or more) first has
/// large blocks replaced with zeros; then the passes run until none makes progress or the
/// budget of replays is spent: delete spans, replace spans with zeros, lower single words by binary search, sort spans, and move value
/// between pairs of words. The approach of minithesis and Hypothesis. Replays are deterministic, so a
/// candidate already replayed is answered from memory and never costs a second replay.
///
/// When the replay also says how each word was read (a `ChoiceShape`, which a
/// generator's `ChoiceSource` records), a word drawn below a bound is lowered,
/// decremented and moved as the value it stands for, and a word read as a
/// number is lowered from below (1, 3, 7, ...), so a small value is found in
/// about twice its bit length of replays instead of 64. A game's streams carry
/// no shape and shrink word by word.
public struct Shrinker: Sendable {
    /// Replays a candidate: the words it actually drew if it still fails, nil if it passes.
    public typealias Replay = ([UInt64]) -> [UInt64]?
    /// Replays a candidate: the words it actually drew and how each was read if it still fails, nil if it passes.
    public typealias ShapedReplay = ([UInt64]) -> Drawn?

    /// What a failing replay drew: its words and how each was read.
    public struct Drawn: Sendable, Hashable {
        /// The words, in order.
        public var words: [UInt64]
        /// How each was read.
        public var shape: ChoiceShape

        /// Creates the record of a replay.
        public init(words: [UInt64], shape: ChoiceShape = ChoiceShape()) {
            self.words = words
            self.shape = shape
        }
    }

    /// The most replays one shrink may spend.
    public var budget: Int
    /// Replays spent so far.
    public internal(set) var replays = 0
    /// Words that could not be lowered, and the exact case they were tried on: replays are deterministic,
    /// so trying them again on the same case would only repeat the same failures.
    var unlowerable: (words: [UInt64], indices: Set<Int>) = ([], [])
    /// Every candidate replayed so far and what it drew (nil: it passed), so no candidate is replayed twice.
    var memo: [[UInt64]: Drawn?] = [:]
    /// How the current best's words were read.
    var shape = ChoiceShape()

    /// Creates a shrinker with a replay budget.
    public init(budget: Int = 20_000) {
        self.budget = budget
    }

    /// Returns the simplest failing choices found from `choices`, which must fail.
    ///
    /// - Complexity: at most `budget` replays.
    public mutating func shrink(_ choices: [UInt64], replay: Replay) -> [UInt64] {
        shrink(choices, shape: ChoiceShape()) { candidate in replay(candidate).map { Drawn(words: $0) } }
    }

    /// Returns the simplest failing choices found from `choices` (read as `shape` says), which must fail.
    ///
    /// - Complexity: at most `budget` replays.
    public mutating func shrink(_ choices: [UInt64], shape: ChoiceShape, replay: ShapedReplay) -> [UInt64] {
        self.shape = shape
        var best = choices
        // Long streams (an engine's own draws) first lose whole blocks to zeros, cheaply.
        if best.count >= 512 {
            _ = zeroSpans(&best, replay, sizes: [4096, 1024, 256, 64, 16].filter { $0 * 8 <= best.count })
        }
        var improved = true
        while improved, replays < budget {
            improved = false
            improved = deleteSpans(&best, replay) || improved
            improved = zeroSpans(&best, replay) || improved
            improved = lowerWords(&best, replay) || improved
            improved = sortSpans(&best, replay) || improved
            improved = redistributePairs(&best, replay) || improved
        }
        return best
    }

    // MARK: - Acceptance

    /// Replays `candidate` and adopts what it drew if it still fails and is simpler.
    mutating func attempt(_ candidate: [UInt64], _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        guard Self.isSimpler(candidate, than: best) else { return false }
        let outcome: Drawn?
        if let known = memo[candidate] {
            outcome = known
        } else {
            guard replays < budget else { return false }
            replays += 1
            outcome = replay(candidate)
            memo[candidate] = outcome
        }
        guard let drawn = outcome else { return false }
        let trimmed = Self.trimmingTrailingZeros(drawn.words)
        guard Self.isSimpler(trimmed, than: best) else { return false }
        best = trimmed
        shape = drawn.shape
        return true
    }

    /// Shortlex order: fewer words first, then the lexicographically lower.
    public static func isSimpler(_ a: [UInt64], than b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for (x, y) in zip(a, b) where x != y { return x < y }
        return false
    }

    /// The words without their trailing zeros: what an exhausted replay answers anyway, so they carry nothing.
    public static func trimmingTrailingZeros(_ words: [UInt64]) -> [UInt64] {
        var end = words.count
        while end > 0, words[end - 1] == 0 { end -= 1 }
        return Array(words[..<end])
    }
}
