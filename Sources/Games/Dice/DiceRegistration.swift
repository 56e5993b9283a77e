import PlaytestKit

extension DiceRollGame {
    /// The dice game with its metrics and bots, for the command line.
    public static let registration: GameRegistration = GameRegistration.make(
        DiceRollGame.self, metrics: DiceMetrics.self,
        bots: [
            BotEntry(LockMostCommonBot.self, id: "lockMostCommon",
                     summary: "locks the dice showing the turn's most common face and rolls until all match", checks: true),
            BotEntry(DiceFuzzer.self, id: "fuzzer",
                     summary: "swarm fuzzer: each game its own mix of taps and waits, mid-roll included", checks: true, isFuzzer: true),
            BotEntry(LockSweepBot.self, id: "lockSweep",
                     summary: "locks some more dice after each roll until all are locked, rolls once more, ends the turn", checks: true),
            BotEntry(DiceUniformFuzzer.self, id: "uniformFuzzer",
                     summary: "the fixed-mix fuzzer swarm testing replaced, for coverage comparisons", checks: false, isFuzzer: true),
        ])

    /// The dice game's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: DiceReport.section)
}
