import PlaytestAppRuntime
import PlaytestKit

/// The shipped dice app as a Playtest game: `PlaytestCommandLine.main(games: [DiceAppGame.registration])`.
public enum DiceAppGame {
    /// The app with its metrics and bots.
    public static let registration = GameRegistration.make(DiceApp.self, metrics: DiceAppMetrics.self, bots: [
        BotEntry(DiceAppLockMostCommonBot.self, id: "lockMostCommon", summary: "locks the turn's most common face and rolls until all match, waiting for rest", checks: false),
        BotEntry(DiceAppFuzzer.self, id: "fuzzer", summary: "swarm fuzzer: taps and waits of every kind, mid-roll and after End Turn included", checks: true, isFuzzer: true),
    ])
}
