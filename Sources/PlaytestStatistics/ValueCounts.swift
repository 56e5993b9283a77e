// MARK: - ValueCounts

/// An exact multiset of real observations (one per game): each distinct value with how many times it was seen, kept
/// in ascending order, so that its order statistics and its encoding never depend on the order values arrived in.
///
/// Values are appended cheaply (``add(_:)``) and sorted into the counted form only when they are read, merged or
/// compared; memory grows with the distinct values seen, not with the observations, once normalised. NaN is never
/// held (``add(_:)`` ignores it) and `-0.0` is held as `0.0`, so equal multisets have equal bits.
public struct ValueCounts: Sendable {
    /// The distinct values, ascending (after ``normalise()``).
    public private(set) var values: [Double] = []
    /// How many times each of ``values`` was seen.
    public private(set) var counts: [Int] = []
    /// Values added since the last normalisation, in arrival order.
    private var pending: [Double] = []
    /// Observations held in all.
    public private(set) var total = 0

    /// An empty multiset.
    public init() {}

    /// A multiset of `values` (NaN ignored).
    ///
    /// - Complexity: O(n log n).
    public init<S: Sequence>(_ values: S) where S.Element == Double {
        for value in values { add(value) }
        normalise()
    }

    /// Adds one observation; NaN is ignored.
    public mutating func add(_ value: Double) {
        guard !value.isNaN else { return }
        pending.append(value == 0 ? 0 : value)
        total += 1
    }

    /// Sorts the pending values into the counted form.
    ///
    /// - Complexity: O(p log p + d) for p pending and d distinct values.
    public mutating func normalise() {
        guard !pending.isEmpty else { return }
        pending.sort()
        var sortedValues: [Double] = []
        var sortedCounts: [Int] = []
        for value in pending {
            if let last = sortedValues.last, last == value {
                sortedCounts[sortedCounts.count - 1] += 1
            } else {
                sortedValues.append(value)
                sortedCounts.append(1)
            }
        }
        pending = []
        (values, counts) = Self.merged(values, counts, sortedValues, sortedCounts)
    }

    /// Adds every observation of `other`.
    ///
    /// - Complexity: O(d) for d distinct values in both, after normalising.
    public mutating func merge(_ other: ValueCounts) {
        normalise()
        var theirs = other
        theirs.normalise()
        (values, counts) = Self.merged(values, counts, theirs.values, theirs.counts)
        total += theirs.total
    }

    /// The `rank`-th smallest observation, from 1 (``normalise()`` first).
    ///
    /// - Precondition: `1 <= rank <= total` and no value pending.
    /// - Complexity: O(d).
    public func orderStatistic(_ rank: Int) -> Double {
        precondition(pending.isEmpty, "normalise before reading order statistics")
        precondition(rank >= 1 && rank <= total, "rank \(rank) outside 1...\(total)")
        var seen = 0
        for (value, count) in zip(values, counts) {
            seen += count
            if seen >= rank { return value }
        }
        preconditionFailure("counts do not add up to the total")
    }

    /// Two ascending counted lists merged into one.
    static func merged(_ a: [Double], _ ac: [Int], _ b: [Double], _ bc: [Int]) -> ([Double], [Int]) {
        guard !a.isEmpty else { return (b, bc) }
        guard !b.isEmpty else { return (a, ac) }
        var values: [Double] = []
        var counts: [Int] = []
        values.reserveCapacity(a.count + b.count)
        counts.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                values.append(a[i]); counts.append(ac[i]); i += 1
            } else if i == a.count || b[j] < a[i] {
                values.append(b[j]); counts.append(bc[j]); j += 1
            } else {
                values.append(a[i]); counts.append(ac[i] + bc[j]); i += 1; j += 1
            }
        }
        return (values, counts)
    }
}

// MARK: - Equality and archiving

extension ValueCounts: Equatable {
    /// Equal when they hold the same multiset, whatever order the values arrived in.
    public static func == (lhs: ValueCounts, rhs: ValueCounts) -> Bool {
        var a = lhs, b = rhs
        a.normalise()
        b.normalise()
        return a.values == b.values && a.counts == b.counts
    }
}

extension ValueCounts {
    /// A multiset restored from its counted form (an archive's): `values` distinct and ascending, one positive count each;
    /// nil when they are not.
    public init?(restoringValues values: [Double], counts: [Int]) {
        guard values.count == counts.count, counts.allSatisfy({ $0 > 0 }), !values.contains(where: \.isNaN),
              zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.values = values
        self.counts = counts
        total = counts.reduce(0, +)
    }

    /// The counted form: the distinct values, ascending, with their counts (what an archive writes).
    public var normalised: ValueCounts {
        var copy = self
        copy.normalise()
        return copy
    }
}
