import PlaytestKit

extension SnakesssGame {
    /// Snakesss with its metrics, voting policies (as non-snakes) and snake policies, for the command line.
    ///
    /// A bot named for a voting policy plays snakes the `coordinated` way; `coordinated` and `split` play
    /// non-snakes by their own belief. A scenario assigns them by role, e.g. `{"snake": "split", "*": "followMajority"}`.
    public static let registration: GameRegistration = GameRegistration.make(
        SnakesssGame.self, metrics: SnakesssMetrics.self,
        bots: [
            BotEntry(SnakesssPlayer<OwnBelief, Coordinated>.self, id: "ownBelief",
                     summary: "non-snake: votes its own belief; snake: states the snakes' agreed wrong answer", checks: true),
            BotEntry(SnakesssFuzzer.self, id: "fuzzer",
                     summary: "swarm fuzzer: any move in any phase, snakes voting letters and non-snakes snake", checks: true, isFuzzer: true),
            BotEntry(SnakesssPlayer<FollowMongoose, Coordinated>.self, id: "followMongoose",
                     summary: "non-snake: votes what the mongoose said", checks: false),
            BotEntry(SnakesssPlayer<FollowMajority, Coordinated>.self, id: "followMajority",
                     summary: "non-snake: votes the answer said most often (ties: its own belief)", checks: false),
            BotEntry(SnakesssPlayer<MostCommonLetter, Coordinated>.self, id: "mostCommonLetter",
                     summary: "non-snake: always votes the bank's most common right letter", checks: false),
            BotEntry(SnakesssPlayer<OwnBelief, Coordinated>.self, id: "coordinated",
                     summary: "snake: all snakes state one agreed wrong answer", checks: false),
            BotEntry(SnakesssPlayer<OwnBelief, Split>.self, id: "split",
                     summary: "snake: each snake states a wrong answer of its own", checks: false),
            .search(summary: "information-set MCTS: {N} iterations per decision over roles, answers and beliefs consistent with its view and "
                        + "what was said, each simulation scored at the end of the round",
                    suggested: [6, 25], settings: SnakesssGame.searchSettings, rollout: SnakesssGame.searchRollout),
            BotEntry(clairvoyant: SnakesssSeer.self, id: "seesRoles",
                     summary: "ceiling: shown every role, votes the answer every statement makes most likely, a letter a snake stated "
                        + "being wrong (not a fair player)") { game, seat in
                SnakesssSeer(game: game, seat: seat)
            },
            .clairvoyantSearch(summary: "ceiling: the search at {N} iterations per decision, shown every role, scored at the end of the round "
                                   + "like search-N (not a fair player)",
                               settings: SnakesssGame.searchSettings, rollout: SnakesssGame.searchRollout),
        ])
        .withSkillLadder(SkillLadder(["followMajority", "mostCommonLetter", "ownBelief", "followMongoose", "search-6"]))

    /// The Snakesss's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: SnakesssReport.section)
}
