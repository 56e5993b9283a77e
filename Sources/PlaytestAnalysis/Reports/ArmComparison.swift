import PlaytestProperties
import PlaytestStatistics

/// Whether one arm of a sweep has the highest mean of a metric among all the arms of its game, with the
/// comparisons adjusted for their number.
///
/// The leader (highest mean) is compared with every other arm by a two-sided z test of the difference of means
/// (standard errors combined as for independent samples; the arms play the same deals, so the true standard error
/// of a paired difference is usually smaller and the test is conservative). The m = arms - 1 p-values are adjusted
/// by Holm's method when m is at most `MultipleComparisons/holmLimit` and by Benjamini-Hochberg's above; the
/// claim holds when every adjusted p-value is below ``level``. Only playing arms take part (never a fuzzer).
public struct ArmComparison: Sendable {
    /// One arm: its configuration's label and index, and its estimate.
    public struct Arm: Sendable {
        /// The configuration's label.
        public let label: String
        /// The configuration's index in the scenario.
        public let index: Int
        /// The mean.
        public let mean: Double
        /// The standard error of the mean.
        public let standardError: Double
    }

    /// The significance level of the claim.
    public static let level = 0.05

    /// The metric's id.
    public let metric: String
    /// The metric's label.
    public let label: String
    /// The arms, in the scenario's order.
    public let arms: [Arm]
    /// The position in `arms` of the arm with the highest mean (the first, on a tie).
    public let leader: Int
    /// The adjustment used.
    public let method: MultipleComparisons.Method
    /// Per arm, the adjusted p-value of its difference from the leader (nil for the leader itself).
    public let adjustedPValues: [Double?]

    /// Compares the arms, or nil when there are fewer than two.
    /// - Complexity: O(m log m) for m arms.
    public init?(metric: String, label: String, arms: [Arm]) {
        guard arms.count >= 2 else { return nil }
        var leader = 0
        for (position, arm) in arms.enumerated() where arm.mean > arms[leader].mean { leader = position }
        let top = arms[leader]
        let others = arms.indices.filter { $0 != leader }
        let raw = others.map { position -> Double in
            let arm = arms[position]
            let se = (top.standardError * top.standardError + arm.standardError * arm.standardError).squareRoot()
            guard se > 0 else { return top.mean > arm.mean ? 0 : 1 }
            return MultipleComparisons.twoSidedNormalPValue((top.mean - arm.mean) / se)
        }
        let method = MultipleComparisons.method(forComparisons: raw.count)
        let adjusted = MultipleComparisons.adjusted(raw, method: method)
        var perArm: [Double?] = Array(repeating: nil, count: arms.count)
        for (position, value) in zip(others, adjusted) { perArm[position] = value }
        self.metric = metric
        self.label = label
        self.arms = arms
        self.leader = leader
        self.method = method
        self.adjustedPValues = perArm
    }

    /// The arm with the highest mean.
    public var leadingArm: Arm { arms[leader] }

    /// The largest adjusted p-value: the weakest of the leader's comparisons.
    public var weakestPValue: Double { adjustedPValues.compactMap { $0 }.max() ?? 1 }

    /// The other arm whose difference from the leader is least certain.
    public var closestRival: Arm {
        let position = arms.indices.filter { $0 != leader }.max { (adjustedPValues[$0] ?? 0, -$0) < (adjustedPValues[$1] ?? 0, -$1) }!
        return arms[position]
    }

    /// True when the leader's mean is above every other arm's, each adjusted p-value below ``level``.
    public var leaderIsHighest: Bool { weakestPValue < Self.level }
}
