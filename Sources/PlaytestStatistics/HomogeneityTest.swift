/// Chi-square tests that several groups (the shards of one run, say) measured the same thing.
///
/// Two forms, both referred to the chi-square distribution with the degrees of freedom they report:
/// - counts: Pearson's test of homogeneity of a groups x categories table. Categories are pooled, in the order given,
///   until each pooled column holds at least ``minimumColumnTotal`` per group, so that no expected count is tiny;
/// - estimates with standard errors (means, ratios): Cochran's Q, `Σ wᵢ (xᵢ − x̄)²` with `wᵢ = 1/seᵢ²` and `x̄` the
///   weighted mean, k − 1 degrees of freedom (Cochran 1954, "The combination of estimates from different experiments").
///
/// Each result keeps every group's share of the statistic, so a caller can name the group that stands out.
public enum HomogeneityTest {
    /// A test's outcome.
    public struct Result: Sendable, Equatable {
        /// The chi-square statistic.
        public let statistic: Double
        /// Its degrees of freedom.
        public let degreesOfFreedom: Int
        /// The upper-tail p-value.
        public let pValue: Double
        /// Each group's share of the statistic, in the groups' order (they add up to it).
        public let contributions: [Double]

        /// The group contributing most, or nil when there is none.
        public var largestContributor: Int? {
            contributions.indices.max { contributions[$0] < contributions[$1] }
        }
    }

    /// Expected count per group that a pooled column reaches before a new one starts.
    public static let minimumColumnTotal = 10

    /// Pearson's chi-square test of homogeneity of `table` (one row of counts per group, the same categories in every
    /// row). Nil when fewer than two groups have counts or fewer than two pooled columns remain.
    public static func counts(_ table: [[Int]]) -> Result? {
        let rows = table.filter { $0.reduce(0, +) > 0 }
        guard rows.count >= 2, let width = rows.map(\.count).max() else { return nil }
        let padded = rows.map { $0 + Array(repeating: 0, count: width - $0.count) }
        // Pool adjacent categories until each pooled column's total reaches the floor per group.
        let floor = minimumColumnTotal * rows.count
        var pooled: [[Int]] = []
        var current = Array(repeating: 0, count: rows.count)
        for column in 0..<width {
            for row in rows.indices { current[row] += padded[row][column] }
            if current.reduce(0, +) >= floor {
                pooled.append(current)
                current = Array(repeating: 0, count: rows.count)
            }
        }
        if current.reduce(0, +) > 0 {
            if pooled.isEmpty { pooled.append(current) } else {
                for row in rows.indices { pooled[pooled.count - 1][row] += current[row] }
            }
        }
        guard pooled.count >= 2 else { return nil }
        let rowTotals = rows.map { Double($0.reduce(0, +)) }
        let grand = rowTotals.reduce(0, +)
        var contributions = Array(repeating: 0.0, count: rows.count)
        for column in pooled {
            let columnTotal = Double(column.reduce(0, +))
            for row in rows.indices {
                let expected = rowTotals[row] * columnTotal / grand
                let difference = Double(column[row]) - expected
                contributions[row] += difference * difference / expected
            }
        }
        // Rows with no counts were left out; give them a zero share so indices match the caller's groups.
        var all: [Double] = []
        var next = 0
        for row in table {
            if row.reduce(0, +) > 0 { all.append(contributions[next]); next += 1 } else { all.append(0) }
        }
        return result(all, degreesOfFreedom: (rows.count - 1) * (pooled.count - 1))
    }

    /// Cochran's Q test that `estimates` (with their `standardErrors`) estimate one value. Nil when fewer than two
    /// groups are given or any standard error is not positive and finite.
    public static func estimates(_ estimates: [Double], standardErrors: [Double]) -> Result? {
        guard estimates.count >= 2, estimates.count == standardErrors.count,
              standardErrors.allSatisfy({ $0 > 0 && $0.isFinite }), estimates.allSatisfy(\.isFinite) else { return nil }
        let weights = standardErrors.map { 1 / ($0 * $0) }
        let mean = zip(weights, estimates).map { $0 * $1 }.reduce(0, +) / weights.reduce(0, +)
        let contributions = zip(weights, estimates).map { weight, estimate in weight * (estimate - mean) * (estimate - mean) }
        return result(contributions, degreesOfFreedom: estimates.count - 1)
    }

    private static func result(_ contributions: [Double], degreesOfFreedom: Int) -> Result {
        let statistic = contributions.reduce(0, +)
        return Result(
            statistic: statistic, degreesOfFreedom: degreesOfFreedom,
            pValue: ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: degreesOfFreedom), contributions: contributions)
    }
}
