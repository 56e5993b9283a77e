import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// The games a run's results ask to be played after its configurations: each invariant's first failure, to shrink,
/// and the configurations of each best-arm claim a study asks to `confirm`, to play again on fresh games.
///
/// Plain data, a pure function of the scenario and its results; the play stage plays it
/// (``ScenarioPlayer/playFollowUps(_:scenario:)``) and analysis reads what came back (``FollowUpResults``).
public struct FollowUpRequests: Sendable {
    /// One first failure to shrink.
    public struct Shrink: Sendable, Equatable {
        /// The failing configuration's index in the scenario.
        public let configuration: Int
        /// The invariant that broke.
        public let invariant: String
        /// The first game (by index) in which it broke.
        public let game: Int
        /// Replays this shrink may spend.
        public let budget: Int
    }

    /// One configuration to play again on fresh games.
    public struct Confirmation: Sendable, Equatable {
        /// The configuration's index in the scenario.
        public let configuration: Int
        /// Games to play.
        public let games: Int
    }

    /// Replays all the shrinks of one run may spend together, shared evenly among its failures.
    public static let shrinkBudget = 10_000
    /// The fewest replays each failure's shrink gets, however many failures there are.
    public static let minimumShrinkBudget = 100

    /// The first failures to shrink, in configuration order.
    public var shrinks: [Shrink]
    /// The configurations to play again, by index in increasing order.
    public var confirmations: [Confirmation]
    /// The seed the confirmation games are drawn from (none of the run's own deals).
    public var confirmationSeed: UInt64

    /// What `results` (one per configuration of `scenario`, in order) ask to be played.
    public init(scenario: Scenario, results: [ConfigurationResult]) {
        let failures = RunAnalysis.firstFailures(scenario: scenario, results: results)
        let budget = max(Self.minimumShrinkBudget, Self.shrinkBudget / max(1, failures.count))
        shrinks = failures.map { Shrink(configuration: $0.configuration.index, invariant: $0.invariant, game: $0.game, budget: budget) }
        let comparisons = RunAnalysis.armComparisons(scenario: scenario, results: results)
        confirmations = RunAnalysis.confirmationRequests(scenario: scenario, comparisons: comparisons)
            .map { Confirmation(configuration: $0.index, games: $0.games) }
        confirmationSeed = Self.confirmationSeed(for: scenario.seed)
    }

    /// The constant XORed into a scenario's seed before mixing, to derive the confirmation seed: "confirm!" in ASCII.
    public static let confirmationSalt: UInt64 = 0x636F_6E66_6972_6D21

    /// The seed fresh games are drawn from to confirm a claim: SplitMix64's mix of (seed XOR ``confirmationSalt``), so they
    /// share no deal with the run's games (which are drawn from streams of the seed itself). The one definition: the run's
    /// confirmations (``confirmationSeed``) and `tune`'s (`Tuner/confirmationSeed(for:)`) both use it; reports only print it.
    public static func confirmationSeed(for seed: UInt64) -> UInt64 {
        SplitMix64.mix(seed ^ confirmationSalt)
    }

    /// True when nothing is to be played.
    public var isEmpty: Bool { shrinks.isEmpty && confirmations.isEmpty }
}
