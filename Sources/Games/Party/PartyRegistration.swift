import PlaytestKit

extension PartyGame {
    /// The party game with its metrics, people (skip policy x intake picker) and swarm fuzzer, for the command line.
    ///
    /// A scenario may seat different policies per team, e.g. `{"A": "skipAggressive", "*": "neverSkip"}`.
    public static let registration: GameRegistration = GameRegistration.make(
        PartyGame.self, metrics: PartyMetrics.self,
        bots: [
            BotEntry(PartyPlayer<SkipSlow, RandomPicker>.self, id: "skipSlow",
                     summary: "person: picks at random; in rounds 2 and 3 skips a card after 15 s", checks: true),
            BotEntry(PartyFuzzer.self, id: "fuzzer",
                     summary: "swarm fuzzer: every button on every screen (pause, resume, End Turn, undo, reroll, rematch, New Game) at random times",
                     checks: true, isFuzzer: true),
            BotEntry(PartyPlayer<NeverSkip, RandomPicker>.self, id: "neverSkip", summary: "person: picks at random; never skips", checks: false),
            BotEntry(PartyPlayer<SkipAggressive, RandomPicker>.self, id: "skipAggressive",
                     summary: "person: picks at random; skips a hard card after 1 s, any other after 5 s", checks: false),
            BotEntry(PartyPlayer<SkipSlow, EasyPicker>.self, id: "easyPicker",
                     summary: "person: rerolls hard candidates (up to 3) and picks the easiest; skips after 15 s", checks: false),
        ])
        .withSkillLadder(SkillLadder(["skipAggressive", "skipSlow", "neverSkip"], seating: .halves))

    /// The party game's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: PartyReport.section)
}
