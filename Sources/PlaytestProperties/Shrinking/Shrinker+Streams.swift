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
    /// is kept simplest), and single words are moved from one stream into
    /// another (`moveAcross`); the rounds repeat until neither helps or the budget
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
                improved = moveAcross(&best, replay) || redistributeAcross(&best, replay)
            }
        }
        return best
    }

    /// The most words, over all streams, for which `moveAcross` is tried (it costs about words x non-zero words replays).
    static let moveAcrossLimit = 96

    /// Moves one non-zero word from one stream to any place in another, keeping the move when the case still fails
    /// with fewer words drawn in all.
    ///
    /// In a game a seat's decision (a press) sits in the stream of the seat that acts, so a failure first found on
    /// a later seat's turn stays there under every single-stream pass: no deletion or lowering of one stream can
    /// put the fatal press into an earlier turn of another seat. Moved there, the failure comes sooner and the
    /// later turns are never drawn. Tried from the last words back, the other streams first in order, and only on
    /// short cases (at most `moveAcrossLimit` words), after the single-stream passes have done what they can.
    mutating func moveAcross(_ best: inout [[UInt64]], _ replay: StreamsReplay) -> Bool {
        let size = { (streams: [[UInt64]]) in streams.reduce(0) { $0 + $1.count } }
        guard size(best) <= Self.moveAcrossLimit else { return false }
        var tried: Set<[[UInt64]]> = []
        for source in best.indices {
            var position = best[source].count - 1
            while position >= 0, replays < budget {
                defer { position = min(position - 1, best[source].count - 1) }
                let word = best[source][position]
                guard word != 0 else { continue }
                for target in best.indices where target != source {
                    for place in 0...best[target].count where replays < budget {
                        var candidate = best
                        candidate[source].remove(at: position)
                        candidate[target].insert(word, at: place)
                        candidate = candidate.map(Self.trimmingTrailingZeros)
                        guard tried.insert(candidate).inserted else { continue }
                        replays += 1
                        guard let drawn = replay(candidate) else { continue }
                        let shrunk = drawn.map(Self.trimmingTrailingZeros)
                        if size(shrunk) < size(best) {
                            best = best.indices.map { $0 < shrunk.count ? shrunk[$0] : [] }
                            return true
                        }
                    }
                }
            }
        }
        return false
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
