/// Simplifies a failing case's recorded choices while it keeps failing.
///
/// A candidate replaces the current choices when the test, replayed from it,
/// still fails and what it actually drew is smaller in shortlex order (fewer
/// words, then lexicographically lower). A long stream (512 words or more) first has
/// large blocks replaced with zeros; then the passes run until none makes progress or the
/// budget of replays is spent: delete spans, replace spans with zeros, lower single words by binary search, sort spans, and move value
/// between pairs of words. The approach of minithesis and Hypothesis. Replays are deterministic, so a
/// candidate already replayed is answered from memory and never costs a second replay.
public struct Shrinker: Sendable {
    /// Replays a candidate: the words it actually drew if it still fails, nil if it passes.
    public typealias Replay = ([UInt64]) -> [UInt64]?

    /// The most replays one shrink may spend.
    public var budget: Int
    /// Replays spent so far.
    public internal(set) var replays = 0
    /// Words that could not be lowered, and the exact case they were tried on: replays are deterministic,
    /// so trying them again on the same case would only repeat the same failures.
    var unlowerable: (words: [UInt64], indices: Set<Int>) = ([], [])
    /// Every candidate replayed so far and what it drew (nil: it passed), so no candidate is replayed twice.
    var memo: [[UInt64]: [UInt64]?] = [:]

    /// Creates a shrinker with a replay budget.
    public init(budget: Int = 20_000) {
        self.budget = budget
    }

    /// Returns the simplest failing choices found from `choices`, which must fail.
    ///
    /// - Complexity: at most `budget` replays.
    public mutating func shrink(_ choices: [UInt64], replay: Replay) -> [UInt64] {
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
    mutating func attempt(_ candidate: [UInt64], _ best: inout [UInt64], _ replay: Replay) -> Bool {
        guard Self.isSimpler(candidate, than: best) else { return false }
        let outcome: [UInt64]?
        if let known = memo[candidate] {
            outcome = known
        } else {
            guard replays < budget else { return false }
            replays += 1
            outcome = replay(candidate)
            memo[candidate] = outcome
        }
        guard let drawn = outcome else { return false }
        let trimmed = Self.trimmingTrailingZeros(drawn)
        guard Self.isSimpler(trimmed, than: best) else { return false }
        best = trimmed
        return true
    }

    /// Shortlex order: fewer words first, then the lexicographically lower.
    public static func isSimpler(_ a: [UInt64], than b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for (x, y) in zip(a, b) where x != y { return x < y }
        return false
    }

    /// Trailing zeros are what an exhausted replay answers anyway, so they carry nothing.
    static func trimmingTrailingZeros(_ words: [UInt64]) -> [UInt64] {
        var end = words.count
        while end > 0, words[end - 1] == 0 { end -= 1 }
        return Array(words[..<end])
    }
}
