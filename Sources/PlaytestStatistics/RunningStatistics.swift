import Foundation

// MARK: - RunningStatistics

/// A streaming accumulator of count, mean, variance, sum and range for a sequence of `Double`s.
///
/// Estimator: Welford's online update of the mean and of the sum of squared deviations `M2`,
/// which avoids the catastrophic cancellation of the naive `Σx² − (Σx)²/n` formula. Two
/// accumulators combine with Chan et al.'s pairwise formula, so work can be split into chunks
/// and merged; the count is exact and, for a fixed merge order, the result is deterministic.
///
/// Non-finite inputs are not rejected; they propagate into `mean`, `variance` and `sum`.
public struct RunningStatistics: Sendable, Equatable, Hashable, Codable {

    // MARK: - Stored state

    /// The number of observations added so far.
    public private(set) var count: Int = 0

    /// The arithmetic mean of the observations, or `0` when there are none.
    public private(set) var mean: Double = 0

    /// The running sum of squared deviations from the mean, `Σ(xᵢ − x̄)²` (Welford's `M2`).
    public private(set) var sumOfSquaredDeviations: Double = 0

    /// The sum of the observations, accumulated directly (`0` when empty).
    public private(set) var sum: Double = 0

    /// The smallest observation, or `nil` when empty.
    public private(set) var minimum: Double?

    /// The largest observation, or `nil` when empty.
    public private(set) var maximum: Double?

    // MARK: - Initialisation

    /// Creates an empty accumulator.
    public init() {}

    /// Creates an accumulator holding every element of `values`, added in sequence order.
    ///
    /// - Complexity: O(*n*) where *n* is the number of values.
    public init<S: Sequence>(_ values: S) where S.Element == Double {
        for value in values { add(value) }
    }

    /// Restores an accumulator from its stored state exactly, as `ResultArchive` wrote it.
    public init(
        restoringCount count: Int, mean: Double, sumOfSquaredDeviations: Double, sum: Double, minimum: Double?, maximum: Double?
    ) {
        self.count = count
        self.mean = mean
        self.sumOfSquaredDeviations = sumOfSquaredDeviations
        self.sum = sum
        self.minimum = minimum
        self.maximum = maximum
    }

    // MARK: - Accumulation

    /// Adds one observation using Welford's update.
    public mutating func add(_ x: Double) {
        count += 1
        let delta = x - mean
        mean += delta / Double(count)
        sumOfSquaredDeviations += delta * (x - mean)
        sum += x
        minimum = minimum.map { Swift.min($0, x) } ?? x
        maximum = maximum.map { Swift.max($0, x) } ?? x
    }

    /// Adds `count` copies of the observation `x` in one step.
    ///
    /// Estimator: Chan et al.'s combination with a block of `count` identical values (mean `x`,
    /// `M2 = 0`). The result equals repeated `add(x)` up to floating-point rounding.
    ///
    /// - Precondition: `count >= 0`; a count of zero leaves the accumulator unchanged.
    public mutating func add(_ x: Double, count weight: Int) {
        precondition(weight >= 0, "RunningStatistics.add: count must be non-negative (got \(weight))")
        guard weight > 0 else { return }
        var block = RunningStatistics()
        block.count = weight
        block.mean = x
        block.sum = x * Double(weight)
        block.minimum = x
        block.maximum = x
        merge(block)
    }

    /// Folds `other` into this accumulator using Chan et al.'s pairwise combination.
    ///
    /// With `δ = x̄_b − x̄_a` and `n = n_a + n_b`, the combined mean is `x̄_a + δ·n_b/n` and the
    /// combined `M2` is `M2_a + M2_b + δ²·n_a·n_b/n`. Merging an empty accumulator is a no-op.
    public mutating func merge(_ other: RunningStatistics) {
        guard other.count > 0 else { return }
        guard count > 0 else {
            self = other
            return
        }
        let leftCount = Double(count)
        let rightCount = Double(other.count)
        let total = leftCount + rightCount
        let delta = other.mean - mean
        mean += delta * (rightCount / total)
        sumOfSquaredDeviations += other.sumOfSquaredDeviations
            + delta * delta * (leftCount * rightCount / total)
        count += other.count
        sum += other.sum
        if let low = other.minimum { minimum = minimum.map { Swift.min($0, low) } ?? low }
        if let high = other.maximum { maximum = maximum.map { Swift.max($0, high) } ?? high }
    }

    /// Returns a new accumulator combining this one with `other` (see ``merge(_:)``).
    public func merging(_ other: RunningStatistics) -> RunningStatistics {
        var copy = self
        copy.merge(other)
        return copy
    }

    // MARK: - Derived statistics

    /// Whether no observations have been added.
    public var isEmpty: Bool {
        count == 0
    }

    /// The unbiased sample variance `M2 / (n − 1)`, or `0` when fewer than two observations.
    public var variance: Double {
        count < 2 ? 0 : Swift.max(sumOfSquaredDeviations, 0) / Double(count - 1)
    }

    /// The population variance `M2 / n`, or `0` when empty.
    public var populationVariance: Double {
        count < 1 ? 0 : Swift.max(sumOfSquaredDeviations, 0) / Double(count)
    }

    /// The sample standard deviation, the square root of ``variance``.
    public var standardDeviation: Double {
        variance.squareRoot()
    }

    /// The standard error of the mean, `s / √n`, or `0` when fewer than two observations.
    public var standardError: Double {
        count < 2 ? 0 : standardDeviation / Double(count).squareRoot()
    }

    /// A two-sided 95% confidence interval for the mean, or `nil` when fewer than two observations.
    ///
    /// Estimator: Student's t interval `x̄ ± t·s/√n`, where `t` is the 97.5% quantile of the t
    /// distribution with `n − 1` degrees of freedom. The quantile comes from an exact table
    /// for 1...30 degrees of freedom and from the Cornish–Fisher expansion
    /// around z = 1.959963984540054 above that (absolute error below 4e-8).
    public var meanInterval95: ConfidenceInterval? {
        guard count >= 2 else { return nil }
        let margin = Self.studentT975(degreesOfFreedom: count - 1) * standardError
        return ConfidenceInterval(estimate: mean, lower: mean - margin, upper: mean + margin)
    }
}

// MARK: - Student t critical values

extension RunningStatistics {

    /// Exact 97.5% quantiles of Student's t distribution for 1...30 degrees of freedom.
    static let studentT975Table: [Double] = [
        12.706204736174694, 4.302652729749462, 3.1824463052837078, 2.7764451051977934,
        2.5705818356363146, 2.4469118511449786, 2.364624251592784, 2.306004135204166,
        2.262157162798205, 2.228138851986274, 2.200985160091639, 2.1788128296672284,
        2.1603686564627913, 2.144786687917804, 2.131449545559776, 2.1199052992212546,
        2.1098155778333156, 2.1009220402410382, 2.0930240544083087, 2.085963447265864,
        2.0796138447276795, 2.0738730679040254, 2.0686576104190486, 2.0638985616280245,
        2.0595385527532972, 2.0555294386428735, 2.0518305164802846, 2.0484071417952454,
        2.045229642132703, 2.0422724563012378,
    ]

    /// Returns the 97.5% quantile of Student's t distribution (the two-sided 95% critical value).
    ///
    /// Exact table for `degreesOfFreedom` in 1...30; above that, the Cornish–Fisher expansion of
    /// the t quantile in powers of `1/ν` around the normal quantile, to the `ν⁻⁴` term.
    static func studentT975(degreesOfFreedom: Int) -> Double {
        precondition(degreesOfFreedom >= 1, "Student t needs at least one degree of freedom")
        if degreesOfFreedom <= studentT975Table.count {
            return studentT975Table[degreesOfFreedom - 1]
        }
        let z = ConfidenceInterval.z95
        let nu = Double(degreesOfFreedom)
        let z2 = z * z
        let z3 = z2 * z, z5 = z3 * z2, z7 = z5 * z2, z9 = z7 * z2
        let g1 = (z3 + z) / 4
        let g2 = (5 * z5 + 16 * z3 + 3 * z) / 96
        let g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384
        let g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160
        return z + g1 / nu + g2 / (nu * nu) + g3 / (nu * nu * nu) + g4 / (nu * nu * nu * nu)
    }
}
