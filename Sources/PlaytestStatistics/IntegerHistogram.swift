import Foundation

// MARK: - IntegerHistogram

/// An exact frequency table of integer observations, such as turns-to-win or gold per run.
///
/// Counts are stored per distinct value, so memory grows with the number of distinct values,
/// not the number of observations. Every output (bins, quantiles, statistics, encoding) is
/// produced in ascending value order, and equality compares the multiset of observations, so
/// results never depend on insertion order or on hashing.
public struct IntegerHistogram: Sendable, Equatable, Hashable {

    // MARK: - Bin

    /// One distinct observed value and how many times it was observed.
    public struct Bin: Sendable, Equatable, Hashable, Codable {

        /// The observed integer value.
        public let value: Int

        /// How many times `value` was observed; always positive in a histogram's ``bins``.
        public let count: Int

        /// Creates a bin for `value` observed `count` times.
        public init(value: Int, count: Int) {
            self.value = value
            self.count = count
        }
    }

    // MARK: - Stored state

    /// Observation count per distinct value; values with zero count are never stored.
    private var counts: [Int: Int] = [:]

    /// The total number of observations.
    public private(set) var totalCount: Int = 0

    // MARK: - Initialisation

    /// Creates an empty histogram.
    public init() {}

    /// Creates a histogram holding every element of `values`.
    ///
    /// - Complexity: O(*n*) where *n* is the number of values.
    public init<S: Sequence>(_ values: S) where S.Element == Int {
        for value in values { add(value) }
    }

    // MARK: - Accumulation

    /// Records `count` observations of `value`.
    ///
    /// - Precondition: `count >= 0`; a count of zero leaves the histogram unchanged.
    public mutating func add(_ value: Int, count: Int = 1) {
        precondition(count >= 0, "IntegerHistogram.add: count must be non-negative (got \(count))")
        guard count > 0 else { return }
        counts[value, default: 0] += count
        totalCount += count
    }

    /// Adds every observation of `other` to this histogram; the result is order-independent.
    ///
    /// - Complexity: O(*m*) where *m* is the number of distinct values in `other`.
    public mutating func merge(_ other: IntegerHistogram) {
        for (value, count) in other.counts {
            counts[value, default: 0] += count
        }
        totalCount += other.totalCount
    }

    /// Returns a new histogram combining this one with `other` (see ``merge(_:)``).
    ///
    /// - Complexity: O(*m*) where *m* is the number of distinct values in `other`.
    public func merging(_ other: IntegerHistogram) -> IntegerHistogram {
        var copy = self
        copy.merge(other)
        return copy
    }

    // MARK: - Inspection

    /// Whether the histogram holds no observations.
    public var isEmpty: Bool {
        totalCount == 0
    }

    /// The number of times `value` was observed (`0` if never).
    public func count(of value: Int) -> Int {
        counts[value] ?? 0
    }

    /// The distinct observed values with their counts, sorted ascending by value.
    ///
    /// - Complexity: O(*d* log *d*) where *d* is the number of distinct values.
    public var bins: [Bin] {
        counts.keys.sorted().map { Bin(value: $0, count: counts[$0]!) }
    }

    /// The smallest observed value, or `nil` when empty.
    ///
    /// - Complexity: O(*d*) where *d* is the number of distinct values.
    public var minimum: Int? {
        counts.keys.min()
    }

    /// The largest observed value, or `nil` when empty.
    ///
    /// - Complexity: O(*d*) where *d* is the number of distinct values.
    public var maximum: Int? {
        counts.keys.max()
    }

    /// The arithmetic mean of the observations, or `nil` when empty (taken from ``statistics``).
    ///
    /// - Complexity: O(*d* log *d*) where *d* is the number of distinct values.
    public var mean: Double? {
        isEmpty ? nil : statistics.mean
    }

    /// Streaming statistics of the observations, built from the bins in ascending value order.
    ///
    /// Estimator: each bin is folded in with ``RunningStatistics/add(_:count:)`` (Chan et al.'s
    /// combination), so the result is bit-identical for equal histograms regardless of how
    /// the observations were inserted or merged.
    ///
    /// - Complexity: O(*d* log *d*) where *d* is the number of distinct values.
    public var statistics: RunningStatistics {
        var result = RunningStatistics()
        for bin in bins {
            result.add(Double(bin.value), count: bin.count)
        }
        return result
    }

    // MARK: - Quantiles

    /// Returns the exact nearest-rank `p`-quantile, or `nil` when the histogram is empty.
    ///
    /// Estimator: nearest rank. With `n` observations the result is the smallest observed value
    /// `v` such that at least `⌈p·n⌉` observations are `<= v`; `p = 0` gives the minimum and
    /// `p = 1` the maximum. A product `p·n` within a few ulps (relative 8ε) of an integer is
    /// treated as that integer, so binary rounding of `p` (for example `0.07 × 100 = 7.000000000000001`)
    /// cannot push the rank up by one.
    ///
    /// - Parameter p: The probability level, in `0...1`.
    /// - Complexity: O(*d* log *d*) where *d* is the number of distinct values.
    public func quantile(_ p: Double) -> Int? {
        precondition(p >= 0 && p <= 1, "IntegerHistogram.quantile: p must lie in 0...1 (got \(p))")
        guard !isEmpty else { return nil }
        let product = p * Double(totalCount)
        let nearest = product.rounded()
        let exactRank = abs(product - nearest) <= 8 * Double.ulpOfOne * Swift.max(1, product)
            ? nearest
            : product.rounded(.up)
        let rank = Swift.min(Swift.max(Int(exactRank), 1), totalCount)
        var cumulative = 0
        for bin in bins {
            cumulative += bin.count
            if cumulative >= rank { return bin.value }
        }
        return maximum
    }

    /// The nearest-rank median, `quantile(0.5)`, or `nil` when empty.
    ///
    /// - Complexity: O(*d* log *d*) where *d* is the number of distinct values.
    public var median: Int? {
        quantile(0.5)
    }
}

// MARK: - Codable

extension IntegerHistogram: Codable {

    private enum CodingKeys: String, CodingKey {
        case bins
    }

    /// Decodes a histogram from its ascending list of bins, rejecting non-positive or duplicate bins.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let decodedBins = try container.decode([Bin].self, forKey: .bins)
        self.init()
        for bin in decodedBins {
            guard bin.count > 0, counts[bin.value] == nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .bins,
                    in: container,
                    debugDescription: "Bin counts must be positive and values distinct (value \(bin.value))"
                )
            }
            add(bin.value, count: bin.count)
        }
    }

    /// Encodes the histogram as its bins in ascending value order, so output is deterministic.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bins, forKey: .bins)
    }
}
