import PlaytestKit

extension HogGame {
    /// Hog with its metrics and bots, for the command line (`PlaytestCommandLine.main(games:)`) and the tests.
    public static let registration = GameRegistration.make(HogGame.self, metrics: HogMetrics.self, bots: [
        BotEntry(HogGreedyBot.self, id: "greedy", summary: "rolls while a roll's expected gain is positive; holds at the target", checks: true),
        BotEntry(HogFuzzer.self, id: "fuzzer", summary: "swarm fuzzer: rolls, holds (even on 0) and streaks of rolls", checks: true, isFuzzer: true),
        BotEntry(HogHoldAtTwentyBot.self, id: "holdAt20", summary: "rolls until the turn total reaches 20, then holds", checks: false),
        .search(summary: "the core's information-set MCTS: {N} iterations per roll-or-hold, random rollouts", suggested: [50, 200]),
        .search(prefix: "hsearch", summary: "the core's information-set MCTS: {N} iterations per roll-or-hold, rollouts played by holdAt20",
                suggested: [50, 200], rollout: .following(HogHoldAtTwentyBot.self)),
        .search(prefix: "tsearch", summary: "the core's information-set MCTS: {N} iterations per roll-or-hold, one move deep, "
                    + "scored by the chance of winning if both seats held at 20 from there (HogWinTable)",
                suggested: [50, 200], rollout: .horizon),
    ]).withSkillLadder(SkillLadder(["holdAt20", "greedy", "tsearch-200"]))
}
