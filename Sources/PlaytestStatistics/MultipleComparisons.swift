/// Adjusted p-values for a family of tests, so that a claim resting on several comparisons keeps its error rate.
///
/// Holm's step-down method controls the family-wise error rate (the chance of any false claim) and suits small
/// families; Benjamini and Hochberg's step-up method controls the false discovery rate (the expected share of
/// false claims among those made) and keeps its power in large families.
///
/// A best-arm claim ("A is above every rival") is an intersection-union test (Berger 1982): it is made only when
/// every one of its comparisons rejects, so its false-claim rate is at most each test's level without adjustment.
/// Adjusting its p-values with either method only makes it more conservative; it is not what gives the claim its
/// error rate, and the claim is not false-discovery-rate controlled.
public enum MultipleComparisons {
    /// The method a report uses for a family of this many comparisons.
    public enum Method: String, Sendable, Equatable {
        /// Holm's step-down Bonferroni (family-wise error rate).
        case holm = "Holm"
        /// Benjamini-Hochberg step-up (false discovery rate).
        case benjaminiHochberg = "Benjamini-Hochberg"
    }

    /// The largest family adjusted with Holm's method; larger families use Benjamini-Hochberg.
    public static let holmLimit = 10

    /// Holm for at most ``holmLimit`` comparisons, Benjamini-Hochberg above.
    public static func method(forComparisons count: Int) -> Method {
        count <= holmLimit ? .holm : .benjaminiHochberg
    }

    /// The adjusted p-values, in the order given, by `method`.
    /// - Complexity: O(m log m) for m p-values.
    public static func adjusted(_ pValues: [Double], method: Method) -> [Double] {
        switch method {
        case .holm: holm(pValues)
        case .benjaminiHochberg: benjaminiHochberg(pValues)
        }
    }

    /// Holm's adjusted p-values: the i-th smallest (from 0) times (m - i), made non-decreasing, capped at 1.
    /// - Complexity: O(m log m).
    public static func holm(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = Array(repeating: 1.0, count: m)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, pValues[index] * Double(m - rank)))
            adjusted[index] = running
        }
        return adjusted
    }

    /// Benjamini-Hochberg adjusted p-values: the i-th smallest (from 1) times m / i, made non-decreasing from the
    /// largest down, capped at 1.
    /// - Complexity: O(m log m).
    public static func benjaminiHochberg(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = Array(repeating: 1.0, count: m)
        var running = 1.0
        for (rank, index) in order.enumerated().reversed() {
            running = min(running, min(1, pValues[index] * Double(m) / Double(rank + 1)))
            adjusted[index] = running
        }
        return adjusted
    }

    /// The two-sided p-value of a standard normal statistic `z`: P(|Z| >= |z|), from the chi-square law with one
    /// degree of freedom (Z² ~ χ²₁), so no separate error function is needed.
    public static func twoSidedNormalPValue(_ z: Double) -> Double {
        guard z.isFinite else { return z.isNaN ? 1 : 0 }
        return IncompleteGamma.upperRegularized(a: 0.5, x: z * z / 2)
    }
}
