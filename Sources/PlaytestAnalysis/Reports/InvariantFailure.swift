import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// The first failing game of one invariant in one configuration of a run, with the replay commands that show it.
public struct InvariantFailure: Sendable {
    /// The configuration in which the invariant broke.
    public let configuration: ScenarioConfiguration
    /// The invariant's name.
    public let invariant: String
    /// The first game (by index) in which it broke.
    public let game: Int
    /// What broke, and when.
    public let violation: Violation
    /// The game as played: the token the report's tables and JUnit print.
    public let token: ReplayToken
    /// The token `run` and `merge` print: the game shrunk with `check`'s shrinker, or ``token`` when shrinking could
    /// not keep the failure.
    public let shrunkToken: ReplayToken
    /// The steps of ``shrunkToken``'s replay, nil when it is the game as played.
    public let shrunkSteps: Int?

    /// Creates a failure.
    public init(
        configuration: ScenarioConfiguration, invariant: String, game: Int, violation: Violation, token: ReplayToken,
        shrunkToken: ReplayToken? = nil, shrunkSteps: Int? = nil
    ) {
        self.configuration = configuration
        self.invariant = invariant
        self.game = game
        self.violation = violation
        self.token = token
        self.shrunkToken = shrunkToken ?? token
        self.shrunkSteps = shrunkSteps
    }
}
