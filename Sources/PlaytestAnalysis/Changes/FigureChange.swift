import PlaytestStatistics

// MARK: - FigureChange

/// How one figure moved between an earlier run and this one: both values, the change with its 95% interval, and
/// whether the change is shown once every figure compared is accounted for (Holm, family-wise).
public struct FigureChange: Sendable, Hashable {
    /// How the interval of a change is built, by the figure's kind.
    public enum Method: String, Sendable, Hashable {
        /// A mean over games: Welch's t on the two means, from each run's standard deviation and games.
        case welch = "Welch t"
        /// A share of games (a rate): Newcombe's hybrid score interval for independent proportions.
        case newcombe = "Newcombe"
        /// A ratio over games (cluster-robust): each run's standard error read back from its interval, normal.
        case ratio = "ratio, normal"
    }

    /// The figure in this run.
    public let current: ResultFigure
    /// The figure in the earlier run.
    public let baseline: ResultFigure
    /// This run's value minus the earlier run's, with its (unadjusted) 95% interval.
    public let change: ConfidenceInterval
    /// How the interval was built.
    public let method: Method
    /// The two-sided p-value of "no change" for this figure alone.
    public let pValue: Double
    /// Holm's adjusted p-value over every figure compared.
    public let adjustedPValue: Double
    /// True when the change is shown at the family-wise error the comparison controls.
    public let moved: Bool

    /// The parameters that differ between the two runs' configurations, as `name: before -> now`, in this run's order.
    public var parameterChanges: [String] {
        func entries(_ list: String) -> [(String, String)] {
            list.split(separator: ",").map { entry in
                let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }
        }
        let before = entries(baseline.parameters)
        return entries(current.parameters).compactMap { name, value in
            let old = before.first { $0.0 == name }?.1
            return old == value ? nil : "\(name): \(old ?? "none") -> \(value)"
        }
    }

    /// Creates a change.
    public init(current: ResultFigure, baseline: ResultFigure, change: ConfidenceInterval, method: Method, pValue: Double,
                adjustedPValue: Double, moved: Bool) {
        self.current = current
        self.baseline = baseline
        self.change = change
        self.method = method
        self.pValue = pValue
        self.adjustedPValue = adjustedPValue
        self.moved = moved
    }

    /// The change of two figures of the same key, unadjusted (nil when their kind has no interval to compare: a
    /// scalar, a test, a descriptive distribution of sub-game units, a row without its counts).
    static func unadjusted(current: ResultFigure, baseline: ResultFigure) -> (ConfidenceInterval, Method, Double)? {
        guard current.kind == baseline.kind, current.observation != "subunit",
              let countA = baseline.count, let countB = current.count, countA > 1, countB > 1,
              let meanA = baseline.mean, let meanB = current.mean else { return nil }
        let difference = meanB - meanA
        switch current.kind {
        case "summary", "histogram":
            guard let sdA = baseline.standardDeviation, let sdB = current.standardDeviation else { return nil }
            let varianceA = sdA * sdA / Double(countA), varianceB = sdB * sdB / Double(countB)
            let standardError = (varianceA + varianceB).squareRoot()
            guard standardError > 0 else { return (exact(difference), .welch, difference == 0 ? 1 : 0) }
            let degrees = StudentTDistribution.welchDegreesOfFreedom(
                varianceA: sdA * sdA, countA: countA, varianceB: sdB * sdB, countB: countB) ?? Double(min(countA, countB) - 1)
            let critical = StudentTDistribution.twoSidedCritical(confidence: 0.95, degreesOfFreedom: degrees)
            let t = difference / standardError
            let p = 2 * (1 - StudentTDistribution.cumulative(abs(t), degreesOfFreedom: degrees))
            return (ConfidenceInterval(estimate: difference, lower: difference - critical * standardError,
                                       upper: difference + critical * standardError), .welch, min(1, max(0, p)))
        case "rate":
            guard let successesA = baseline.successes, let successesB = current.successes,
                  successesA <= countA, successesB <= countB else { return nil }
            let z = NormalDistribution.twoSidedCritical(confidence: 0.95)
            let interval = PairedDifference.newcombe(successesA: successesA, trialsA: countA, successesB: successesB, trialsB: countB, z: z)
            // The pooled two-proportion z statistic for the p-value (0 when both shares are 0 or both 1).
            let pooled = Double(successesA + successesB) / Double(countA + countB)
            let spread = (pooled * (1 - pooled) * (1 / Double(countA) + 1 / Double(countB))).squareRoot()
            let p = spread > 0 ? MultipleComparisons.twoSidedNormalPValue(difference / spread) : (difference == 0 ? 1 : 0)
            return (interval, .newcombe, p)
        case "ratio":
            guard let upperA = baseline.upper, let upperB = current.upper else { return nil }
            let seA = (upperA - meanA) / StudentTDistribution.twoSidedCritical(confidence: 0.95, degreesOfFreedom: Double(countA - 1))
            let seB = (upperB - meanB) / StudentTDistribution.twoSidedCritical(confidence: 0.95, degreesOfFreedom: Double(countB - 1))
            let standardError = (seA * seA + seB * seB).squareRoot()
            guard standardError > 0 else { return (exact(difference), .ratio, difference == 0 ? 1 : 0) }
            let z = NormalDistribution.twoSidedCritical(confidence: 0.95)
            return (ConfidenceInterval(estimate: difference, lower: difference - z * standardError, upper: difference + z * standardError),
                    .ratio, MultipleComparisons.twoSidedNormalPValue(difference / standardError))
        default:
            return nil
        }
    }

    /// A change with no uncertainty: both figures constant in every game.
    static func exact(_ difference: Double) -> ConfidenceInterval {
        ConfidenceInterval(estimate: difference, lower: difference, upper: difference)
    }
}
