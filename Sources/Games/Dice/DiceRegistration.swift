import PlaytestKit

extension DiceRollGame {
    /// The dice game with its metrics and bots, for the command line.
    public static let registration: GameRegistration = GameRegistration.make(
        DiceRollGame.self, metrics: DiceMetrics.self,
        bots: [
            BotEntry(LockMostCommonBot.self, id: "lockMostCommon",
                     summary: "locks the dice showing the turn's most common face and rolls until all match", checks: true),
            BotEntry(DiceFuzzer.self, id: "fuzzer",
                     summary: "taps any die or button at random virtual times, mid-roll included", checks: true),
        ])
}
