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
        .withSearchNote("each round has one right square (two, in order, at medium and hard) and the grid shows its colour and "
            + "shape exactly, so a search that reads the grid taps what perfect taps, and perfect is the ceiling. The rungs differ "
            + "in perception and reaction (the human models' colour noise and reaction time), not in choices a search could "
            + "improve, so the skill left is the best player's gap to perfect.")

    /// The Square Color Game's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: SquareColorReport.section)
}
