import PlaytestKit

extension Card {
    /// Shuffles `cards` in place with exactly the draws and swaps of `RandomNumberGenerator.shuffle` (Fisher-Yates
    /// from the last position down, one `draw(index:)` per position), on the concrete array.
    ///
    /// A caller generic over its generator (`makeInitialState(using:)`, a bot's `nextAction`) cannot have the
    /// core's collection-generic shuffle specialised, and each of its swaps then goes through the collection
    /// protocols (about 950 instructions a swap, the deal's 51 swaps a sixth of a greedy game); here a swap is a
    /// few instructions. The tests hold the two to the same order on many seeds.
    ///
    /// - Complexity: O(n), one bounded draw per position.
    @inlinable
    public static func shuffle<R: RandomNumberGenerator>(_ cards: inout [Card], using rng: inout R) {
        var position = cards.count - 1
        while position > 0 {
            cards.swapAt(rng.draw(index: position + 1), position)
            position -= 1
        }
    }
}
