// MARK: - Shrink passes

extension Shrinker {
    /// Deletes spans of 8, 4, 2 and 1 words, from the end towards the start.
    mutating func deleteSpans(_ best: inout [UInt64], _ replay: Replay) -> Bool {
        var improved = false
        for size in [8, 4, 2, 1] {
            var start = best.count - size
            while start >= 0 {
                var candidate = best
                candidate.removeSubrange(start..<min(start + size, candidate.count))
                if attempt(candidate, &best, replay) {
                    improved = true
                } else if start > 0, best[start - 1] > 0 {
                    // A deleted span often needs the word before it (a length or a flag) lowered too.
                    candidate[start - 1] -= 1
                    if attempt(candidate, &best, replay) { improved = true }
                }
                start = min(start - 1, best.count - size)
            }
        }
        return improved
    }

    /// Replaces spans of 8, 4, 2 words with zeros.
    mutating func zeroSpans(_ best: inout [UInt64], _ replay: Replay) -> Bool {
        var improved = false
        for size in [8, 4, 2] {
            var start = best.count - size
            while start >= 0 {
                if best[start..<start + size].contains(where: { $0 != 0 }) {
                    var candidate = best
                    for index in start..<start + size { candidate[index] = 0 }
                    if attempt(candidate, &best, replay) { improved = true }
                }
                start = min(start - 1, best.count - size)
            }
        }
        return improved
    }

    /// Lowers each word to the smallest value that still fails, by binary search.
    mutating func lowerWords(_ best: inout [UInt64], _ replay: Replay) -> Bool {
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
    mutating func lower(at index: Int, _ best: inout [UInt64], _ replay: Replay) -> Bool {
        var improved = false
        var candidate = best
        candidate[index] = 0
        if attempt(candidate, &best, replay) { return true }
        guard index < best.count else { return false }
        var low: UInt64 = 0  // known to pass (or to change the case)
        var high = best[index]  // known to fail
        while low + 1 < high, replays < budget, index < best.count {
            let middle = low + (high - low) / 2
            candidate = best
            candidate[index] = middle
            if attempt(candidate, &best, replay) {
                improved = true
                guard index < best.count else { break }
                high = best[index]
            } else {
                low = middle
            }
        }
        return improved
    }

    /// Sorts spans of 8 down to 2 words ascending.
    mutating func sortSpans(_ best: inout [UInt64], _ replay: Replay) -> Bool {
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
    mutating func redistributePairs(_ best: inout [UInt64], _ replay: Replay) -> Bool {
        var improved = false
        for distance in [2, 1] {
            var first = 0
            while first + distance < best.count, replays < budget {
                let second = first + distance
                if best[first] > 0 {
                    let low: UInt64 = 0
                    var high = best[first]
                    // Find the largest amount that can move while the case still fails.
                    while low < high, replays < budget, second < best.count {
                        let amount = high - (high - low) / 2
                        var candidate = best
                        let (sum, overflow) = candidate[second].addingReportingOverflow(amount)
                        if overflow { high = amount - 1; continue }
                        candidate[first] -= amount
                        candidate[second] = sum
                        if attempt(candidate, &best, replay) {
                            improved = true
                            break
                        } else {
                            high = amount - 1
                        }
                    }
                }
                first += 1
            }
        }
        return improved
    }
}
