import PlaytestStatistics
import PlaytestHarness

/// "Do games end on their own, and how long are they?" for one configuration: steps per game (and turns or rounds
/// when the game measures them under that name), each with a t interval over games, and how often the runner's step
/// cap ended a game (with Wilson's interval).
///
/// A game the cap ends did not end by its rules: the verdict is yes when no game hit the cap, no when some did.
public struct GameLength: Sendable {
    /// The configuration's index in the scenario.
    public let configuration: Int
    /// Its label.
    public let label: String
    /// Games played.
    public let games: Int
    /// Steps (actions) per game: mean with its 95% t interval over games (nil with fewer than two games or no spread).
    public let steps: ConfidenceInterval?
    /// Mean steps per game.
    public let meanSteps: Double
    /// The game's own turns or rounds per game, when it measures them as `turns` or `rounds`: the name and the mean
    /// with its 95% interval.
    public let turns: (name: String, mean: Double, interval: ConfidenceInterval?)?
    /// Games the step cap ended.
    public let capped: Int
    /// The share of games the step cap ended, Wilson's 95% interval.
    public let cappedShare: ConfidenceInterval?
    /// The cap, in steps.
    public let cap: Int

    /// The names under which a game's own length measure is read, in order of preference.
    public static let turnNames = ["turns", "rounds"]

    /// Yes when no game hit the step cap, no when some did.
    public var verdict: Verdict { games == 0 ? .notApplicable : capped == 0 ? .yes : .no }

    /// The length of one configuration's games.
    public static func measure(_ configuration: ScenarioConfiguration, _ result: ConfigurationResult, cap: Int) -> GameLength {
        let statistics = result.steps.statistics
        let capped = result.tallies.first { $0.info.name == InvariantInfo.stepLimit.name }?.brokenGames ?? 0
        var turns: (name: String, mean: Double, interval: ConfidenceInterval?)?
        for name in turnNames {
            if let measurement = result.measurements.first(where: { $0.name == name }), let estimate = measurement.estimate {
                turns = (name, estimate.mean, measurement.meanInterval)
                break
            }
        }
        return GameLength(
            configuration: configuration.index, label: configuration.label, games: result.games, steps: statistics.meanInterval95,
            meanSteps: statistics.mean, turns: turns, capped: capped,
            cappedShare: ConfidenceInterval.wilson(successes: capped, trials: result.games), cap: cap)
    }
}
