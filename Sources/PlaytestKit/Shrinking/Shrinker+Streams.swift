// MARK: - Several streams

extension Shrinker {
    /// Replays candidate streams: the words each actually drew if the case still fails, nil if it passes.
    public typealias StreamsReplay = ([[UInt64]]) -> [[UInt64]]?

    /// Returns the simplest failing streams found from `streams`, which must fail.
    ///
    /// A game draws from several recorded streams (the engine's chance, each
    /// seat's decisions). Each is shrunk in turn with the others held fixed,
    /// and the round repeats until no stream gets simpler or the budget is
    /// spent, so a failure shrinks through every stream.
    /// - Complexity: at most `budget` replays.
    public mutating func shrink(streams: [[UInt64]], replay: StreamsReplay) -> [[UInt64]] {
        var best = streams.map(Self.trimmingTrailingZeros)
        var improved = true
        while improved, replays < budget {
            improved = false
            for index in best.indices where replays < budget {
                var inner = Shrinker(budget: budget - replays)
                let current = best
                let shrunk = inner.shrink(best[index]) { candidate in
                    var all = current
                    all[index] = candidate
                    return replay(all).map { index < $0.count ? $0[index] : [] }
                }
                replays += inner.replays
                if shrunk != best[index] {
                    best[index] = shrunk
                    improved = true
                }
            }
        }
        return best
    }
}
