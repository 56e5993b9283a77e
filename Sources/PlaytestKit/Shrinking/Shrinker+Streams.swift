// MARK: - Several streams

extension Shrinker {
    /// Replays candidate streams: the words each actually drew if the case still fails, nil if it passes.
    public typealias StreamsReplay = ([[UInt64]]) -> [[UInt64]]?

    /// Returns the simplest failing streams found from `streams`, which must fail.
    ///
    /// A game draws from several recorded streams (the engine's chance, each
    /// seat's decisions). Each is shrunk in turn with the others held fixed,
    /// the seats' first and the chance last, each with a fair share of the
    /// budget left;
    /// when no stream gets simpler alone, value is moved from the first words
    /// of an earlier stream to the first words of a later one (so the chance
    /// is kept simplest); the rounds repeat until neither helps or the budget
    /// is spent, so a failure shrinks through every stream.
    /// - Complexity: at most `budget` replays.
    public mutating func shrink(streams: [[UInt64]], replay: StreamsReplay) -> [[UInt64]] {
        var best = streams.map(Self.trimmingTrailingZeros)
        // The decisions first (they decide how long the game is, and so how much chance it draws), the chance last.
        let order = Array(best.indices.dropFirst()) + [0]
        // Per stream, what its last shrink learned, valid while the other streams are unchanged.
        var learned: [Int: (others: [[UInt64]], memo: [[UInt64]: Drawn?], unlowerable: (words: [UInt64], indices: Set<Int>))] = [:]
        var improved = true
        while improved, replays < budget {
            improved = false
            for (position, index) in order.enumerated() where replays < budget {
                // Each stream of a round gets a fair share of what is left, so one long stream cannot spend it all.
                let share = max(1, (budget - replays) / (order.count - position))
                var inner = Shrinker(budget: min(budget - replays, share))
                let current = best
                var others = current
                others[index] = []
                if let known = learned[index], known.others == others {
                    inner.memo = known.memo
                    inner.unlowerable = known.unlowerable
                }
                let shrunk = inner.shrink(best[index]) { candidate in
                    var all = current
                    all[index] = candidate
                    return replay(all).map { index < $0.count ? $0[index] : [] }
                }
                replays += inner.replays
                learned[index] = (others, inner.memo, inner.unlowerable)
                if shrunk != best[index] {
                    best[index] = shrunk
                    improved = true
                }
            }
            if !improved, best.count > 1, replays < budget {
                improved = redistributeAcross(&best, replay)
            }
        }
        return best
    }

    /// Tries moving value from each of the first three words of a stream to each of the first three of every later stream.
    mutating func redistributeAcross(_ best: inout [[UInt64]], _ replay: StreamsReplay) -> Bool {
        let lengths = best.map(\.count)
        let offsets = lengths.indices.map { lengths[..<$0].reduce(0, +) }
        let total = lengths.reduce(0, +)
        func split(_ flat: [UInt64]) -> [[UInt64]] {
            lengths.indices.map { stream in
                let start = min(offsets[stream], flat.count)
                return Array(flat[start..<min(start + lengths[stream], flat.count)])
            }
        }
        func padded(_ flat: [UInt64]) -> [UInt64] {
            flat.count >= total ? flat : flat + Array(repeating: 0, count: total - flat.count)
        }
        let flatReplay: ShapedReplay = { candidate in
            guard let drawn = replay(split(candidate)) else { return nil }
            // Fit each stream's drawn words to its place: words past a stream's place were zeros, missing ones are zeros.
            return Drawn(words: lengths.indices.flatMap { stream -> [UInt64] in
                let words = stream < drawn.count ? drawn[stream] : []
                return Array(words.prefix(lengths[stream])) + Array(repeating: 0, count: max(0, lengths[stream] - words.count))
            })
        }
        var flat = best.flatMap { $0 }
        var improved = false
        for source in lengths.indices {
            for target in lengths.indices where target > source {
                for i in 0..<min(3, lengths[source]) {
                    for j in 0..<min(3, lengths[target]) where replays < budget {
                        guard flat[offsets[source] + i] > 0 else { continue }
                        if move(from: offsets[source] + i, to: offsets[target] + j, &flat, flatReplay) { improved = true }
                        flat = padded(flat)
                    }
                }
            }
        }
        if improved { best = split(flat).map(Self.trimmingTrailingZeros) }
        return improved
    }
}
