import PlaytestHarness

// MARK: - Skill trace studies

extension ScenarioLoader {
    /// Reads a study's optional `skillTrace`: an object with `family` (a bot family's prefix; default `search`, else the
    /// game's only family), `from` (the first budget), `cap` (the largest budget allowed) and `margin` (the smallest gain
    /// of one doubling that matters: score points in a game of one seat, win-rate share above one half in a game of
    /// several). The trace is a ladder of the family's members at `from`, 2 `from`, ... up to `cap`.
    func readSkillTrace(_ study: inout JSONObjectReader, at path: JSONPath, of registration: GameRegistration) throws(JSONInputError) -> LadderDraft? {
        guard let value = study.value("skillTrace") else { return nil }
        let tracePath = path.appending(key: "skillTrace")
        let id = registration.descriptor.id
        let families = registration.botFamilies
        guard !families.isEmpty else {
            throw JSONInputError(path: tracePath, problem: "asks for a skill trace of \(id), which registers no bot family with a budget (such as search-N)",
                                 fix: "remove \"skillTrace\", or register a search for the game (BotEntry.search, docs/bots.md)")
        }
        guard case .object = value else {
            throw JSONInputError(path: tracePath, problem: "is \(value.kindDescription)",
                                 fix: "use an object: {\"from\": 25, \"cap\": 400, \"margin\": 5}")
        }
        var object = try JSONObjectReader(value, at: tracePath)
        let defaultFamily = families.first { $0.prefix == "search" } ?? families[0]
        let prefix = try object.optionalOneOf("family", allowed: families.map(\.prefix)) ?? defaultFamily.prefix
        let family = families.first { $0.prefix == prefix }!
        let from = try object.integer("from", in: family.range.lowerBound...max(family.range.lowerBound, family.range.upperBound / 2))
        let cap = try object.integer("cap", in: family.range)
        guard cap >= 2 * from else {
            throw JSONInputError(path: tracePath.appending(key: "cap"), problem: "is \(cap), below twice \"from\" (\(from)): the trace would not double once",
                                 fix: "raise \"cap\" to at least \(2 * from), e.g. \(8 * from <= family.range.upperBound ? 8 * from : 2 * from)")
        }
        let margin = try object.double("margin", in: 0.001...1_000_000)
        try object.finish()
        let settings = SkillTraceSettings(family: prefix, from: from, cap: cap, margin: margin)
        return LadderDraft(path: tracePath, rungs: settings.rungs, targets: [], margin: Self.defaultLadderMargin, trace: settings)
    }
}
