import PlaytestKit

extension SnakesssGame {
    /// The search's settings besides the budget: the core's defaults (exploration 0.7, no widening).
    ///
    /// How they were chosen (docs/bots.md, "Tuned settings" and "Snakesss's search"): `playtest tune snakesss --search
    /// search-25 --against followMongoose --explorations 0.3,0.7,1.4,2.8 --cutoffs none,6,15,40 --games 10
    /// --confirm-games 200` (seed 1, 6 players), run on the search before it scored each round, kept exploration 0.7
    /// (16 candidates). The round's horizon (``searchRollout``) came after and was chosen by measurement against the
    /// hand-written bots; the tuner has not been run on it yet.
    public static let searchSettings = SearchSettings(iterations: 100)

    /// The search's rollout: each simulation plays to the end of the round and is scored there (each seat's points that
    /// round against the others'), so one statement's or vote's effect is not drowned by the rounds after it. On the
    /// earlier search, which scored the whole game, the tuner's best cut-off (after 6 decisions) gained +0.049 (0.033
    /// to 0.065) in win rate over rollouts to the game's end; the round's horizon is the game's own version of it.
    public static var searchRollout: SearchRollout<SnakesssGame> { .horizon }
}
