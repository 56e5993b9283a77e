import PlaytestKit

extension SquareColorGame {
    /// The Square Color Game with its metrics and bots, for the command line.
    public static let registration: GameRegistration = GameRegistration.make(
        SquareColorGame.self, metrics: SquareColorMetrics.self,
        bots: [
            BotEntry(HumanPlayer<Casual>.self, id: "casual",
                     summary: "human model: colour noise 2 in CIELAB, 1.2 s base reaction, slower when candidates are close", checks: true),
            BotEntry(SquareColorFuzzer.self, id: "fuzzer",
                     summary: "swarm fuzzer: taps in the preview, after game over, twice in the feedback window; lets the timer run out", checks: true, isFuzzer: true),
            BotEntry(PerfectPlayer.self, id: "perfect", summary: "always right, instantly", checks: false),
            BotEntry(HumanPlayer<Novice>.self, id: "novice", summary: "human model: noise 4, 1.8 s base reaction", checks: false),
            BotEntry(HumanPlayer<Expert>.self, id: "expert", summary: "human model: noise 0.8, 0.7 s base reaction", checks: false),
            BotEntry(RandomTapper.self, id: "random", summary: "taps a random square after a random pause of up to 1.5 s", checks: false),
        ])
        .withSkillLadder(SkillLadder(["random", "novice", "casual", "expert", "perfect"]))

    /// The Square Color Game's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: SquareColorReport.section)
}
