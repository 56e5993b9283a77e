import PlaytestHarness

/// What the follow-up plays of a run found: each first failure as shrunk, each configuration played again.
///
/// Data the play stage hands to analysis (``RunAnalysis/analyse(scenario:scenarioFile:results:followUps:sections:programName:evaluateGates:)``):
/// a failure without a shrink prints the game as played; a claim without its confirmation shows "not played".
public struct FollowUpResults: Sendable {
    /// A first failure shrunk while it still broke its invariant.
    public struct Shrunk: Sendable {
        /// The failing configuration's index in the scenario.
        public let configuration: Int
        /// The invariant that broke.
        public let invariant: String
        /// The token of the shrunk game.
        public let token: ReplayToken
        /// The steps of the shrunk game's replay.
        public let steps: Int

        /// Creates a shrunk failure.
        public init(configuration: Int, invariant: String, token: ReplayToken, steps: Int) {
            self.configuration = configuration
            self.invariant = invariant
            self.token = token
            self.steps = steps
        }
    }

    /// The shrinks that kept their failure, in request order.
    public var shrunk: [Shrunk]
    /// The games played again to confirm best-arm claims, by configuration index.
    public var confirmations: [Int: ConfigurationResult]

    /// Creates follow-up results.
    public init(shrunk: [Shrunk] = [], confirmations: [Int: ConfigurationResult] = [:]) {
        self.shrunk = shrunk
        self.confirmations = confirmations
    }

    /// No follow-up was played: failures print the games as played, claims show "not played".
    public static let none = FollowUpResults()

    /// The shrink of `invariant`'s first failure in configuration `configuration`, if one kept the failure.
    public func shrunk(configuration: Int, invariant: String) -> Shrunk? {
        shrunk.first { $0.configuration == configuration && $0.invariant == invariant }
    }
}
