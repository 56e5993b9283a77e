/// A balance study read from a JSON file: which games, bots, rules and parameters to play, how many times, from which seed.
///
/// ```json
/// {
///   "name": "dice",
///   "seed": 1,
///   "games": 200,
///   "studies": [
///     { "game": "dice", "bots": ["lockMostCommon"], "parameters": { "turns": 5 },
///       "sweep": { "count": [6, 50, 100, 1000] } }
///   ]
/// }
/// ```
///
/// Keys: `name` (required; letters, digits, `-` and `_`), `description`,
/// `seed` (default 1), `games` per configuration (default 100, 1 to 10,000,000),
/// `rules` (default `documented`), `maxSteps` per game (default 100,000) and
/// `studies` (required, at least one). A study: `game` (required), `bots`
/// (default: every bot of the game), `rules` (default: the scenario's),
/// `parameters` (fixed values) and `sweep` (lists of values; every combination
/// is played, the first key outermost, then each bot).
public struct Scenario: Sendable {
    /// The scenario's name: the report's folder under Reports/.
    public var name: String
    /// What it studies, for the report.
    public var description: String
    /// The run's seed.
    public var seed: UInt64
    /// Games per configuration.
    public var games: Int
    /// The most actions one game may take.
    public var maxSteps: Int
    /// Every configuration, in order: its index is part of each game's random stream.
    public var configurations: [ScenarioConfiguration]

    /// The allowed range of `games`.
    public static let gamesRange = 1...10_000_000
    /// The allowed range of `maxSteps`.
    public static let maxStepsRange = 1...100_000_000
}

/// One game, bot, rule set and parameter set of a scenario.
public struct ScenarioConfiguration: Sendable {
    /// Its position in the scenario.
    public let index: Int
    /// The game id.
    public let game: String
    /// The bot id.
    public let bot: String
    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The parameters this configuration sweeps, `name=value`, for labels.
    public let sweptParameters: [String]

    /// Creates a configuration.
    public init(index: Int, game: String, bot: String, configuration: GameConfiguration, sweptParameters: [String]) {
        self.index = index
        self.game = game
        self.bot = bot
        self.configuration = configuration
        self.sweptParameters = sweptParameters
    }

    /// "dice lockMostCommon count=50" (the game, the bot and the swept values).
    public var label: String {
        ([game, bot] + sweptParameters + (configuration.rules == "documented" ? [] : [configuration.rules])).joined(separator: " ")
    }
}
