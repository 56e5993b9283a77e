// MARK: - Playing and checking configurations

extension ScenarioConfiguration {
    /// True when any seat is driven by a checking bot (a swarm fuzzer, `BotInfo/isFuzzer`): its figures measure the
    /// fuzzer, not the game's balance, so a report shows them apart and never in a balance table or a best-arm claim.
    public var isChecking: Bool {
        bots.entries.contains { registration.bot($0.bot)?.isFuzzer ?? false }
    }

    /// True for a match of a ladder study (rungs mixed among the seats): its figures belong to the Skill section,
    /// never to a balance table, a chart, the game's own section or a best-arm claim.
    public var isLadderMatch: Bool { ladder?.isMatch ?? false }

    /// True when the configuration plays its game's first (default) rule set: a label then need not name the rules.
    public var playsDefaultRules: Bool { configuration.rules == registration.descriptor.ruleSets[0] }

    /// `check` for a checking configuration, `ladder` for a ladder match, `play` for one of playing bots: the `role`
    /// column of `results.csv`.
    public var role: String { isChecking ? "check" : isLadderMatch ? "ladder" : "play" }
}
