import PlaytestProperties

// MARK: - The clairvoyant search: a ceiling, not a player

extension BotEntry where Game: ClairvoyantGame {
    /// The prefix of the clairvoyant search's ids: `clairvoyant-100` searches 100 iterations per decision, seeing what
    /// chance has hidden.
    public static var clairvoyantPrefix: String { "clairvoyant" }

    /// Registers a bot type whose every seat is shown its clairvoyant view (``ClairvoyantPlayers``) instead of its own:
    /// a ceiling to measure honest players against, never a player. In a mixed seating (by seat, role or team: a
    /// ceiling's match against a ladder's rung) the seats it plays are shown the clairvoyant view and every other seat
    /// its own (``MixedPlayers``).
    @inlinable
    public init<Bot: GameBot>(clairvoyant botType: Bot.Type, id: String, summary: String, make: @escaping @Sendable (Game, Int) -> Bot)
    where Bot.Game == Game {
        self.info = BotInfo(id: id, summary: summary, checks: false, isFuzzer: false)
        self.family = nil
        self.member = nil
        self.runChunk = { request, range, setup in
            GameRunner<Game, Metrics>.runChunk(request, range: range, setup: setup) { game, _ in
                ClairvoyantPlayers<Bot>(game: game, make: make)
            }
        }
        self.replay = { game, streams, options in
            var metrics = NoMetrics<Game>(game: game)
            return StatefulRunner.play(game, makePlayers: { _ in ClairvoyantPlayers<Bot>(game: game, make: make) }, streams: &streams,
                                       options: options, metrics: &metrics, isExhausted: { $0.isOverrun })
        }
        self.make = { game, seat in make(game, seat) }
        self.reveal = { game, state, seat in game.clairvoyantView(of: state, for: seat) }
    }

    /// Registers the clairvoyant search as the family `clairvoyant-N`: the core's search (``SearchBot``) at N iterations,
    /// shown the hidden chance (the game's ``ClairvoyantGame/clairvoyantView(of:for:)``), with `settings` and `rollout`
    /// otherwise. A ceiling for a ladder's `"ceiling"` (docs/skill.md), not a rung: it reads what no player can.
    @inlinable
    public static func clairvoyantSearch(
        prefix: String = clairvoyantPrefix,
        summary: String = "ceiling: the search at {N} iterations per decision, shown what chance hides (not a fair player)",
        suggested: [Int] = [], settings: SearchSettings = SearchSettings(iterations: 100), rollout: SearchRollout<Game> = .game
    ) -> BotEntry<Game, Metrics> {
        let info = BotFamilyInfo(prefix: prefix, setting: "iterations", range: SearchSettings.iterationRange, summary: summary, suggested: suggested)
        return .family(info) { iterations in
            let configured = settings.with(iterations: iterations)
            return BotEntry(clairvoyant: SearchBot<Game>.self, id: info.id(iterations), summary: info.summary(for: iterations)) { game, seat in
                SearchBot(game: game, seat: seat, settings: configured, rollout: rollout)
            }
        }
    }
}
