import PlaytestKit

extension PokerSlamGame {
    /// PokerSlam with its metrics and bots, for the command line.
    public static let registration: GameRegistration = GameRegistration.make(
        PokerSlamGame.self, metrics: PokerSlamMetrics.self,
        bots: [
            BotEntry(GreedyBot.self, id: "greedy", summary: "plays the hand worth the most points now", checks: true),
            BotEntry(RandomHandBot.self, id: "random", summary: "plays a hand chosen uniformly among the valid ones", checks: true),
            BotEntry(TapperFuzzer.self, id: "tapper",
                     summary: "swarm fuzzer: taps eligible, selected and ineligible cards and the background, plays invalid selections, taps after game over",
                     checks: true, isFuzzer: true),
            BotEntry(PlannerBot.self, id: "planner",
                     summary: "weighs the best \(PlannerBot.candidates) hands by points now plus greedy rollouts over \(PlannerBot.samples) guesses of the unseen deck",
                     checks: false),
            .search(summary: "information-set MCTS: {N} iterations per decision, each a guessed deck order, hands best first, greedy rollouts",
                    suggested: [PokerSlamGame.searchLowBudget, PokerSlamGame.searchHighBudget], settings: PokerSlamGame.searchSettings),
            .clairvoyantSearch(summary: "ceiling, not a player: the search at {N} iterations per decision, shown the deck's true order",
                               suggested: [PokerSlamGame.searchHighBudget], settings: PokerSlamGame.searchSettings),
        ])
        .withSkillLadder(SkillLadder(["random", "greedy", "planner", "search-25", "search-100"]))

    /// The PokerSlam's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: PokerSlamReport.section)
}
