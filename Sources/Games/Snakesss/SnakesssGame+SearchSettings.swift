import PlaytestKit

extension SnakesssGame {
    /// The search's settings besides the budget: exploration 1.4 (the core's default is 0.7), no widening, tuned on the
    /// round-horizon search.
    ///
    /// How they were chosen (docs/bots.md, "Tuned settings" and "Snakesss's search"): `playtest tune snakesss --search
    /// search-6 --against followMongoose --explorations 0.7,1.4,2.8,5.6,11.2 --games 20 --confirm-games 400 --seed 2`
    /// (6 players; one search seat among followMongoose players, in every seat in turn) proposed exploration 1.4 after
    /// 2,420 games: on a fresh seed, 400 deals, its win rate less the average seat's gained +0.0088 (0.0022 to 0.0153)
    /// over 0.7. A first grid (`--explorations 0.3,0.7,1.4,2.8 --widenings none,1 --games 10 --confirm-games 200
    /// --seed 1`) proposed 2.8, the end of its range (+0.0125, 0.0038 to 0.0212); the wider grid kept 1.4. In the
    /// ladder's round robin (followMongoose against search-6, 200 deals, seed 1) search-6 won 56.3%, 57.7% and 56.3% at
    /// 4, 6 and 8 players with 1.4, against 54.8%, 56.6% and 55.3% with 0.7 on the same deals. Before the
    /// round's horizon (``searchRollout``), the tuner on search-25 had kept 0.7 (seed 1, `--cutoffs none,6,15,40`).
    public static let searchSettings = SearchSettings(iterations: 100, exploration: 1.4)

    /// The search's rollout: each simulation plays to the end of the round and is scored there (each seat's points that
    /// round against the others'), so one statement's or vote's effect is not drowned by the rounds after it. On the
    /// earlier search, which scored the whole game, the tuner's best cut-off (after 6 decisions) gained +0.049 (0.033
    /// to 0.065) in win rate over rollouts to the game's end; the round's horizon is the game's own version of it.
    public static var searchRollout: SearchRollout<SnakesssGame> { .horizon }
}
