import PlaytestStatistics
import PlaytestHarness

/// One best-arm claim played again on fresh games (`confirm`): the leader and its closest rival's new means, the
/// difference's 95% interval, and whether the claim is confirmed (the interval lies above 0).
public struct ConfirmationVerdict: Sendable {
    /// The fresh games' figures, when both arms were played again.
    public struct Outcome: Sendable, Equatable {
        /// The leader's mean on the fresh games.
        public let leader: Double
        /// The rival's mean on the fresh games.
        public let rival: Double
        /// The difference's 95% interval (normal, independent samples): lower end.
        public let lower: Double
        /// Its upper end.
        public let upper: Double
        /// True when the interval lies above 0: the leader is still higher.
        public var confirmed: Bool { lower > 0 }
    }

    /// The claim: the comparison whose leader was shown highest.
    public let comparison: ArmComparison
    /// The games the study asked for.
    public let games: Int
    /// The fresh games' figures; nil when a confirmation result is missing ("not played").
    public let outcome: Outcome?

    /// Yes when confirmed, no when not, not applicable when not played.
    public var verdict: Verdict { outcome.map { $0.confirmed ? .yes : .no } ?? .notApplicable }

    /// Reads one claim's confirmation from the fresh results, by configuration index.
    public init(comparison: ArmComparison, games: Int, confirmations: [Int: ConfigurationResult]) {
        self.comparison = comparison
        self.games = games
        func estimate(_ index: Int) -> (count: Int, mean: Double, standardError: Double, standardDeviation: Double)? {
            confirmations[index]?.measurements.first { $0.name == comparison.metric }?.estimate
        }
        guard let leader = estimate(comparison.leadingArm.index), let rival = estimate(comparison.closestRival.index) else {
            outcome = nil
            return
        }
        let difference = leader.mean - rival.mean
        let margin = NormalDistribution.quantile(0.975)
            * (leader.standardError * leader.standardError + rival.standardError * rival.standardError).squareRoot()
        outcome = Outcome(leader: leader.mean, rival: rival.mean, lower: difference - margin, upper: difference + margin)
    }
}
