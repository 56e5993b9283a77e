// MARK: - ChiSquareTest

/// Pearson's chi-square goodness-of-fit test of observed counts against expected counts.
///
/// Typical use in balancing is `uniformity(counts:)`: checking that a die, a shuffle or a
/// loot table produces each outcome equally often. The statistic is compared with the
/// chi-square distribution, whose upper tail is the regularized incomplete gamma `Q(k/2, x/2)`.
/// The approximation is conventionally trusted when every expected count is at least 5.
public enum ChiSquareTest {

    // MARK: - Result

    /// The outcome of a chi-square test: the statistic, its degrees of freedom and its p-value.
    public struct Result: Sendable, Equatable, Hashable, Codable {

        /// Pearson's statistic `Σ (Oᵢ − Eᵢ)² / Eᵢ`.
        public let statistic: Double

        /// The degrees of freedom of the reference chi-square distribution.
        public let degreesOfFreedom: Int

        /// The probability, under the null hypothesis, of a statistic at least this large.
        public let pValue: Double

        /// Creates a result from its three components.
        public init(statistic: Double, degreesOfFreedom: Int, pValue: Double) {
            self.statistic = statistic
            self.degreesOfFreedom = degreesOfFreedom
            self.pValue = pValue
        }

        /// Returns whether the null hypothesis is rejected at significance level `alpha`
        /// (that is, whether `pValue < alpha`).
        public func rejectsNull(at alpha: Double = 0.05) -> Bool {
            pValue < alpha
        }
    }

    // MARK: - Statistic

    /// Returns Pearson's chi-square statistic `Σ (Oᵢ − Eᵢ)² / Eᵢ`, summed in index order.
    ///
    /// - Parameters:
    ///   - observed: The observed count for each category; each must be non-negative.
    ///   - expected: The expected count for each category; each must be positive and finite.
    /// - Precondition: `observed.count == expected.count`.
    /// - Complexity: O(*k*) for *k* categories.
    public static func statistic(observed: [Int], expected: [Double]) -> Double {
        precondition(
            observed.count == expected.count,
            "ChiSquareTest.statistic: \(observed.count) observed vs \(expected.count) expected categories"
        )
        var total = 0.0
        for (observedCount, expectedCount) in zip(observed, expected) {
            precondition(observedCount >= 0, "ChiSquareTest.statistic: negative observed count")
            precondition(
                expectedCount > 0 && expectedCount.isFinite,
                "ChiSquareTest.statistic: expected counts must be positive and finite"
            )
            let difference = Double(observedCount) - expectedCount
            total += difference * difference / expectedCount
        }
        return total
    }

    // MARK: - p-value

    /// Returns the upper-tail probability `P(X ≥ statistic)` for `X ~ χ²(degreesOfFreedom)`.
    ///
    /// Estimator: `Q(degreesOfFreedom / 2, statistic / 2)` via ``IncompleteGamma``.
    /// A statistic of zero or less gives `1`.
    ///
    /// - Precondition: `degreesOfFreedom >= 1` and `statistic` is not NaN.
    /// - Complexity: O(√df) iterations in typical use (see ``IncompleteGamma``).
    public static func pValue(statistic: Double, degreesOfFreedom: Int) -> Double {
        precondition(degreesOfFreedom >= 1, "ChiSquareTest.pValue: degrees of freedom must be >= 1")
        precondition(!statistic.isNaN, "ChiSquareTest.pValue: statistic must not be NaN")
        if statistic <= 0 { return 1 }
        return IncompleteGamma.upperRegularized(a: Double(degreesOfFreedom) / 2, x: statistic / 2)
    }

    // MARK: - Uniformity

    /// Tests whether `counts` are consistent with every category being equally likely.
    ///
    /// Each expected count is `total / k` and the test has `k − 1` degrees of freedom.
    /// Returns `nil` when there are fewer than two categories or the total is zero.
    ///
    /// - Parameter counts: The observed count per category, in a fixed category order;
    ///   each must be non-negative.
    /// - Complexity: O(*k*) for *k* categories.
    public static func uniformity(counts: [Int]) -> Result? {
        guard counts.count >= 2 else { return nil }
        precondition(counts.allSatisfy { $0 >= 0 }, "ChiSquareTest.uniformity: negative count")
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        let expectedCount = Double(total) / Double(counts.count)
        let expected = [Double](repeating: expectedCount, count: counts.count)
        let value = statistic(observed: counts, expected: expected)
        let degreesOfFreedom = counts.count - 1
        return Result(
            statistic: value,
            degreesOfFreedom: degreesOfFreedom,
            pValue: pValue(statistic: value, degreesOfFreedom: degreesOfFreedom)
        )
    }
}
