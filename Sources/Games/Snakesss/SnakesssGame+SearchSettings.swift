import PlaytestKit

extension SnakesssGame {
    /// The search's settings besides the budget: the core's defaults (exploration 0.7, no widening).
    ///
    /// Tuned with its rollout (docs/bots.md, "Tuned settings"): `playtest tune snakesss --search search-25 --against
    /// followMongoose --explorations 0.3,0.7,1.4,2.8 --cutoffs none,6,15,40 --games 10 --confirm-games 200` (seed 1,
    /// 6 players) kept exploration 0.7 and chose the rollout cut after 6 decisions (``searchRollout``) from 16
    /// candidates.
    public static let searchSettings = SearchSettings(iterations: 100)

    /// The search's rollout: the players' model for at most 6 decisions (about half a round of 6 players), then the
    /// game's evaluation (each seat's rank share by the totals so far). Against 5 `followMongoose` players on 200 fresh
    /// deals (the search in each seat in turn), the win rate minus the average seat's went from -0.100 (-0.119 to
    /// -0.081) with rollouts to the game's end to -0.051 (-0.067 to -0.035): a paired gain of +0.049 (0.033 to 0.065).
    /// A shorter horizon lets one statement's or vote's effect show instead of drowning in the rounds after it.
    public static var searchRollout: SearchRollout<SnakesssGame> { .evaluated(after: 6) }
}
