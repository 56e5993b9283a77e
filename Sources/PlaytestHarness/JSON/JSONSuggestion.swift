// MARK: - JSONSuggestion

/// "Did you mean …?" suggestions for misspelled keys and values.
///
/// Uses the optimal string alignment distance (insertions, deletions,
/// substitutions and swaps of adjacent characters), ignoring letter case, so
/// `shiped`, `Shipped`, `shippd` and `shpiped` all suggest `shipped`.
package enum JSONSuggestion {
    /// The furthest a candidate may be from the input and still be suggested.
    package static let maximumDistance = 2

    /// The candidate closest to `input` if it is within ``maximumDistance``
    /// edits and differs from `input`; ties go to the earlier candidate.
    package static func closest(to input: String, among candidates: [String], maximumDistance: Int = maximumDistance) -> String? {
        let target = Array(input.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: maximumDistance)
            guard distance <= maximumDistance else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The phrase `did you mean "x"?` for the closest candidate, or `nil`.
    package static func didYouMean(_ input: String, among candidates: [String]) -> String? {
        closest(to: input, among: candidates).map { "did you mean \(JSONValue.quoted($0))?" }
    }

    // MARK: - Distance

    /// The optimal string alignment distance between `a` and `b` (Levenshtein
    /// plus swaps of adjacent characters), or `limit + 1` as soon as it is
    /// known to exceed `limit`.
    /// - Complexity: O(`a.count` x `b.count`).
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
