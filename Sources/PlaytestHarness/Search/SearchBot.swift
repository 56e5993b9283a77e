import PlaytestProperties

/// A bot for any `SearchableGame`: information-set Monte Carlo tree search (SO-ISMCTS) over its seat's view, with a
/// budget in iterations.
///
/// Like every bot it receives only its seat's `View`: each iteration samples a full state from that view with the
/// game's `determinise`, so the search cannot read what the seat may not know. It draws one word from its seat's
/// stream per search and seeds its own xoshiro256** with it; every determinisation, rollout choice and simulated
/// chance comes from that generator, so its moves are a pure function of the view and the stream (the same with
/// any `--jobs`, on any machine), and shrinking a failure simplifies one word per decision. A forced move (one
/// decision) is played without searching and draws nothing. A decision that takes several actions is sent one
/// action per move. With `SearchSettings.opponents` set to `.ownView`, the other seats in its tree choose from their
/// own view of each simulated state (see ``SearchOpponents``) rather than from the searcher's statistics.
///
/// Registered as a family of ids, `search-N` for N iterations (see `BotEntry.search(summary:suggested:settings:)`).
public struct SearchBot<Game: SearchableGame>: GameBot {
    /// The budget and the exploration.
    public let settings: SearchSettings
    /// How a simulated game is played on after the tree.
    public let rollout: SearchRollout<Game>
    /// The seat the bot was created for.
    public let seat: Int
    @usableFromInline var tree = SearchTree<Game>()
    @usableFromInline var rootDecisions: [Game.Decision] = []
    /// The rest of the chosen decision's actions, last first.
    @usableFromInline var pending: [Game.Action] = []

    /// A bot with the default budget, 100 iterations.
    public init(game: Game, seat: Int) {
        self.init(game: game, seat: seat, settings: SearchSettings(iterations: 100))
    }

    /// A bot with these settings, its simulations played on by `rollout` (the game's own by default).
    public init(game: Game, seat: Int, settings: SearchSettings, rollout: SearchRollout<Game> = .game) {
        self.settings = settings
        self.rollout = rollout
        self.seat = seat
    }

    /// The next action for the seat the bot was created for (see `nextAction(in:seat:of:using:)`).
    @inlinable
    public mutating func nextAction<R: RandomNumberGenerator>(in view: Game.View, of game: Game, using rng: inout R) -> Game.Action? {
        nextAction(in: view, seat: seat, of: game, using: &rng)
    }

    /// The next action of the decision the search chose, or nil when the seat has no decision.
    @inlinable
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: Game.View, seat: Int, of game: Game, using rng: inout R
    ) -> Game.Action? {
        if let next = pending.popLast() { return next }
        guard let choice = decide(in: view, seat: seat, of: game, using: &rng) else { return nil }
        pending = game.actions(for: choice, in: view, seat: seat).reversed()
        return pending.popLast()
    }

    /// The decision the search chooses for `seat` seeing `view` (nil when it has none); the forced one without
    /// searching.
    ///
    /// - Complexity: O(iterations x simulated game) when there are two or more decisions.
    @inlinable
    public mutating func decide<R: RandomNumberGenerator>(
        in view: Game.View, seat: Int, of game: Game, using rng: inout R
    ) -> Game.Decision? {
        rootDecisions.removeAll(keepingCapacity: true)
        game.decisions(in: view, seat: seat, into: &rootDecisions)
        guard rootDecisions.count > 1 else { return rootDecisions.first }
        var generator = Xoshiro256StarStar(seed: rng.next())
        let pick = tree.search(game, view: view, seat: seat, rootDecisions: rootDecisions, settings: settings, rollout: rollout,
                               using: &generator)
        return rootDecisions[pick]
    }

    /// The root decisions of the last decision, with their visits and mean rewards, in the game's order (empty
    /// when it was forced or none was made): for tests and for explaining a choice.
    public var lastSearch: [(decision: Game.Decision, visits: Int, meanReward: Double)] {
        guard tree.nodeCount > 0, rootDecisions.count > 1 else { return [] }
        return zip(rootDecisions, tree.rootStatistics(among: rootDecisions)).map { ($0, $1.visits, $1.meanReward) }
    }
}
