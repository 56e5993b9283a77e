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
            searchFamily(prefix: "search", rollout: SearchPatience.rollout, suggested: [100, 400],
                         summary: "person: picks at random; skips when the core's search ({N} iterations over its view, each simulation "
                            + "to the end of the round, scored by the team margin) finds it pays"),
            searchFamily(prefix: "gsearch", rollout: .game, suggested: [],
                         summary: "person: picks at random; skips when the core's search ({N} iterations over its view, each simulation "
                            + "to the end of the game, scored by the team margin) finds it pays"),
        ])
        .withSkillLadder(SkillLadder(["skipAggressive", "skipSlow", "neverSkip", "search-100"], seating: .halves))

    /// A family of searching persons, `PREFIX-N`: a person picking at random whose patience with each card in rounds 2
    /// and 3 is the search's (``SearchPatience``) at N iterations, simulating with `rollout`.
    static func searchFamily(prefix: String, rollout: SearchRollout<PartyGame>, suggested: [Int], summary: String) -> BotEntry<PartyGame, PartyMetrics> {
        let info = BotFamilyInfo(prefix: prefix, setting: "iterations", range: SearchSettings.iterationRange, summary: summary, suggested: suggested)
        return .family(info) { iterations in
            let settings = SearchPatience.settings.with(iterations: iterations)
            return BotEntry(PartyPerson<SearchPatience, RandomPicker>.self, id: info.id(iterations), summary: info.summary(for: iterations),
                            checks: false) { game, seat in
                PartyPerson(game: game, seat: seat, chooser: SearchPatience(game: game, seat: seat, settings: settings, rollout: rollout))
            }
        }
    }

    /// The party game's own report section, for the analyse stage (`ReportSections`; the harness's registration holds none).
    public static let reportSection = ReportSections.Entry(registration, section: PartyReport.section)
}
