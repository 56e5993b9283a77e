// MARK: - Mutations

extension TargetedSearch.SearchState {
    /// One random mutation of `words`: a fresh word (weight 2), a nudge (4), a swap (1), a re-randomised run (1),
    /// or appended words (1).
    mutating func mutated(_ words: [UInt64]) -> [UInt64] {
        var result = words
        guard !result.isEmpty else { return fresh(count: 1 + rng.draw(index: 4)) }
        let index = rng.draw(index: result.count)
        switch rng.draw(below: 9) {
        case 0, 1:
            result[index] = rng.next()
        case 2, 3, 4, 5:
            result[index] = nudged(result[index])
        case 6:
            let other = rng.draw(index: result.count)
            result.swapAt(index, other)
        case 7:
            let end = min(result.count, index + 2 + rng.draw(index: 7))
            for position in index..<end { result[position] = rng.next() }
        default:
            for _ in 0..<(1 + rng.draw(index: 4)) { result.append(rng.next()) }
        }
        return result
    }

    /// A word moved up or down by a random amount in 2^k ..< 2^(k+1): k is one of the top 16 bits three times in four
    /// (a bounded draw reads a word's high bits, so those steps change the value drawn), else any of the 64.
    mutating func nudged(_ word: UInt64) -> UInt64 {
        let scale = rng.draw(below: 4) == 0 ? UInt64(rng.draw(index: 64)) : 63 - UInt64(rng.draw(index: 16))
        let delta = (1 << scale) | rng.draw(below: 1 << scale)
        if rng.draw(below: 2) == 0 {
            return word - min(word, delta)
        }
        let (sum, overflow) = word.addingReportingOverflow(delta)
        return overflow ? UInt64.max : sum
    }

    /// `words` with one to an eighth of them replaced by fresh words.
    mutating func perturbed(_ words: [UInt64]) -> [UInt64] {
        guard !words.isEmpty else { return fresh(count: 1) }
        var result = words
        for _ in 0..<(1 + rng.draw(index: max(1, words.count / 8))) {
            result[rng.draw(index: result.count)] = rng.next()
        }
        return result
    }

    /// `count` fresh random words.
    mutating func fresh(count: Int) -> [UInt64] {
        (0..<count).map { _ in rng.next() }
    }
}
