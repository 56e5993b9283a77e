// MARK: - The search bot's family

extension BotEntry where Game: SearchableGame {
    /// The prefix of the search bot's ids: `search-400` searches 400 iterations per decision.
    public static var searchPrefix: String { "search" }

    /// Registers the search bot as the family `search-N`: N iterations per decision, N from 1 to 1,000,000, each
    /// with `settings` otherwise (its exploration, widening and step limit).
    ///
    /// `summary` describes a member with `{N}` for its budget; `suggested` lists the budgets `playtest list` shows
    /// as examples. Inlinable, so that the game's module compiles the search for its concrete types.
    ///
    /// `prefix` names the family (`search` by default) and `rollout` how its simulations are played on (the game's own
    /// rollout by default): register the search twice under two prefixes to compare two rollouts side by side, e.g.
    /// `.search(prefix: "hsearch", rollout: .following(HoldAtTwentyBot.self))` beside the default `search-N`.
    @inlinable
    public static func search(
        prefix: String = searchPrefix,
        summary: String = "information-set MCTS over its view, {N} iterations per decision", suggested: [Int] = [],
        settings: SearchSettings = SearchSettings(iterations: 100), rollout: SearchRollout<Game> = .game
    ) -> BotEntry<Game, Metrics> {
        let info = BotFamilyInfo(prefix: prefix, setting: "iterations", range: SearchSettings.iterationRange,
                                 summary: summary, suggested: suggested)
        var entry: BotEntry<Game, Metrics> = .family(info) { iterations in
            let configured = settings.with(iterations: iterations)
            return BotEntry(SearchBot<Game>.self, id: info.id(iterations), summary: info.summary(for: iterations), checks: false) { game, seat in
                SearchBot(game: game, seat: seat, settings: configured, rollout: rollout)
            }
        }
        entry.searchTuning = (settings, { prefix, variant in
            let tried = variant.rolloutCutoff.map { SearchRollout<Game>.evaluated(after: $0) } ?? rollout
            return .search(prefix: prefix, summary: "the \(info.prefix) family with \(variant.label), {N} iterations per decision",
                           settings: variant.settings.with(iterations: settings.iterations), rollout: tried)
        })
        return entry
    }
}
