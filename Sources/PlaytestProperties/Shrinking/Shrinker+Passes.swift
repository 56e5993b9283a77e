// MARK: - Shrink passes

extension Shrinker {
    /// Deletes spans of 8, 4, 2 and 1 words, from the end towards the start.
    mutating func deleteSpans(_ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var improved = false
        for size in [8, 4, 2, 1] {
            var start = best.count - size
            while start >= 0 {
                var candidate = best
                candidate.removeSubrange(start..<min(start + size, candidate.count))
                if attempt(candidate, &best, replay) {
                    improved = true
                } else if start > 0, best[start - 1] > 0 {
                    // A deleted span often needs the word before it (a length or a flag) lowered too: by one value
                    // when the word was drawn below a bound, else by one.
                    candidate[start - 1] = decremented(best[start - 1], kind: shape.kind(at: start - 1))
                    if attempt(candidate, &best, replay) { improved = true }
                }
                start = min(start - 1, best.count - size)
            }
        }
        return improved
    }

    /// Replaces spans with zeros: 8, 4 and 2 words at every position by default.
    ///
    /// With larger sizes (the coarse pass that runs first on long streams) a
    /// span moves by half its size, so a stream of n words costs about 2n/size replays.
    mutating func zeroSpans(_ best: inout [UInt64], _ replay: ShapedReplay, sizes: [Int] = [8, 4, 2]) -> Bool {
        var improved = false
        for size in sizes {
            let step = size >= 16 ? size / 2 : 1
            var start = best.count - size
            while start >= 0 {
                if best[start..<start + size].contains(where: { $0 != 0 }) {
                    var candidate = best
                    for index in start..<start + size { candidate[index] = 0 }
                    if attempt(candidate, &best, replay) { improved = true }
                }
                start = min(start - step, best.count - size)
            }
        }
        return improved
    }

    /// Lowers each word to the smallest value that still fails, by binary search.
    mutating func lowerWords(_ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var improved = false
        var index = best.count - 1
        while index >= 0 {
            if index < best.count, best[index] > 0 {
                if lower(at: index, &best, replay) { improved = true }
            }
            index -= 1
        }
        return improved
    }

    /// Binary search for the lowest value of one word that keeps the case failing.
    ///
    /// A word already found unlowerable on exactly this case is skipped (the replays are deterministic).
    mutating func lower(at index: Int, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        if unlowerable.words == best && unlowerable.indices.contains(index) { return false }
        let improved: Bool
        switch shape.kind(at: index) {
        case .raw: improved = search(at: index, &best, replay)
        case .below(let bound): improved = searchValue(at: index, below: bound, &best, replay)
        case .magnitude: improved = searchFromBelow(at: index, &best, replay)
        }
        if !improved {
            if unlowerable.words != best { unlowerable = (best, []) }
            unlowerable.indices.insert(index)
        }
        return improved
    }

    /// The binary search itself: zero first, then halving between a passing and a failing value.
    mutating func search(at index: Int, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var improved = false
        var candidate = best
        candidate[index] = 0
        if attempt(candidate, &best, replay) { return true }
        guard index < best.count else { return false }
        // From 0, known to pass (or to change the case), to the word, known to fail.
        _ = Bisection.search(low: 0, high: best[index]) { middle in
            guard replays < budget, index < best.count else { return .stop }
            candidate = best
            candidate[index] = middle
            guard attempt(candidate, &best, replay) else { return .low }
            improved = true
            return index < best.count ? .high(best[index]) : .stop
        }
        return improved
    }

    /// Sorts spans of 8 down to 2 words ascending.
    mutating func sortSpans(_ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var improved = false
        for size in [8, 4, 2] {
            var start = best.count - size
            while start >= 0 {
                var candidate = best
                candidate[start..<start + size].sort()
                if candidate != best, attempt(candidate, &best, replay) { improved = true }
                start = min(start - 1, best.count - size)
            }
        }
        return improved
    }

    /// Moves value from an earlier word to a later one (distance 1 and 2), as much as still fails.
    ///
    /// Tries moving everything first, then searches for the largest amount that
    /// keeps the case failing (a binary search, exact when failing is monotone in the amount).
    mutating func redistributePairs(_ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var improved = false
        for distance in [2, 1] {
            var first = 0
            while first + distance < best.count, replays < budget {
                if best[first] > 0, moveEither(from: first, to: first + distance, &best, replay) { improved = true }
                first += 1
            }
        }
        return improved
    }

    /// Moves the largest amount it can find from word `first` to word `second`.
    mutating func move(from first: Int, to second: Int, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        func candidate(_ amount: UInt64, _ words: [UInt64]) -> [UInt64]? {
            let (sum, overflow) = words[second].addingReportingOverflow(amount)
            guard !overflow else { return nil }
            var result = words
            result[first] -= amount
            result[second] = sum
            return result
        }
        let original = best
        if let all = candidate(original[first], original), attempt(all, &best, replay) { return true }
        var found: [UInt64]?
        // From moving nothing (the current case) to moving all, known not to work.
        _ = Bisection.search(low: 0, high: original[first]) { amount in
            guard replays < budget else { return .stop }
            guard let moved = candidate(amount, original) else { return .high(amount) }
            var trial = original
            guard attempt(moved, &trial, replay) else { return .high(amount) }
            found = trial
            return .low
        }
        guard let found, Self.isSimpler(found, than: best) else { return false }
        best = found
        return true
    }
}
