import PlaytestHarness

// MARK: - Ladder studies

/// A study's `ladder` as written: its rungs (the game's ladder unless the study names its own), target win rates and margin.
struct LadderDraft: Sendable {
    let path: JSONPath
    let rungs: [String]
    let targets: [LadderPlacement.Target]
    let margin: Double
    /// The skill trace the ladder plays, when it is one (`skillTrace`).
    var trace: SkillTraceSettings? = nil
    /// The ceiling the rungs are measured against (`ceiling`): one more configuration (one seat), or a match against the last rung.
    var ceiling: String? = nil
}

extension ScenarioLoader {
    /// The default margin of a target win-rate cell: 5 points.
    public static let defaultLadderMargin = 0.05

    /// Reads a study's optional `ladder`: `true` (the game's declared ladder), `false` (none), or an object with
    /// `rungs` (bot ids, weakest first; default the game's ladder), `targets` (`{"greedy": {"random": 0.7}}`: the row
    /// rung should beat the column rung in that share of deals, ties half), `margin` (default 0.05) and `ceiling` (a bot
    /// the rungs are measured against: a clairvoyant search or player, a perfect player).
    func readLadder(_ study: inout JSONObjectReader, at path: JSONPath, of registration: GameRegistration) throws(JSONInputError) -> LadderDraft? {
        guard let value = study.value("ladder") else { return nil }
        let ladderPath = path.appending(key: "ladder")
        let id = registration.descriptor.id
        let declared = registration.skillLadder?.rungs
        func missing() -> JSONInputError {
            JSONInputError(path: ladderPath, problem: "asks for the skill ladder of \(id), which declares none",
                           fix: "name the rungs, weakest first: \"ladder\": {\"rungs\": [\"\(registration.bots.first?.id ?? "bot")\", ...]}, or remove \"ladder\"")
        }
        if case .bool(let flag) = value {
            guard flag else { return nil }
            guard let declared else { throw missing() }
            return LadderDraft(path: ladderPath, rungs: declared, targets: [], margin: Self.defaultLadderMargin)
        }
        guard case .object = value else {
            throw JSONInputError(path: ladderPath, problem: "is \(value.kindDescription)",
                                 fix: "use true (the game's declared ladder) or an object with \"rungs\", \"targets\" and \"margin\"")
        }
        var object = try JSONObjectReader(value, at: ladderPath)
        var rungs: [String]
        if let items = try object.optionalArray("rungs") {
            let usable = registration.bots.filter { !$0.isFuzzer }.map(\.id)
            rungs = []
            for item in items {
                // A fixed playing bot or a family member (`search-25`); a checking bot (a swarm fuzzer) is no rung.
                let rung = try botID(item.value, at: item.path, of: registration)
                if registration.bot(rung)?.isFuzzer == true {
                    throw JSONInputError(path: item.path, problem: "is \"\(rung)\", a checking bot (a swarm fuzzer), not a player",
                                         fix: "use a playing bot: \((usable + registration.botFamilies.map(\.pattern)).joined(separator: ", "))")
                }
                if rungs.contains(rung) {
                    throw JSONInputError(path: item.path, problem: "repeats the rung \(rung)", fix: "list each rung once, weakest first")
                }
                rungs.append(rung)
            }
            guard rungs.count >= 2 else {
                throw JSONInputError(path: ladderPath.appending(key: "rungs"), problem: "has \(rungs.count) rung\(rungs.count == 1 ? "" : "s")",
                                     fix: "list at least two bots, weakest first, e.g. [\"\(usable.first ?? "a")\", \"\(usable.last ?? "b")\"]")
            }
        } else {
            guard let declared else { throw missing() }
            rungs = declared
        }
        let margin = try object.optionalDouble("margin", in: 0.001...0.5) ?? Self.defaultLadderMargin
        var targets: [LadderPlacement.Target] = []
        if var rows = try object.optionalObject("targets") {
            for row in rows.entries() {
                guard let rowIndex = rungs.firstIndex(of: row.key) else {
                    throw JSONInputError(path: row.path, problem: "is not a rung of the ladder", fix: "use one of: \(rungs.joined(separator: ", "))")
                }
                var columns = try JSONObjectReader(row.value, at: row.path)
                for column in columns.entries() {
                    guard let columnIndex = rungs.firstIndex(of: column.key), columnIndex != rowIndex else {
                        throw JSONInputError(path: column.path, problem: column.key == row.key ? "pits a rung against itself" : "is not a rung of the ladder",
                                             fix: "use another rung: \(rungs.filter { $0 != row.key }.joined(separator: ", "))")
                    }
                    let rate = try JSONObjectReader.double(column.value, at: column.path, in: 0...1)
                    targets.append(LadderPlacement.Target(row: rowIndex, column: columnIndex, winRate: rate))
                }
                try columns.finish()
            }
            try rows.finish()
        }
        var ceiling: String?
        if let value = object.value("ceiling") {
            let ceilingPath = ladderPath.appending(key: "ceiling")
            let id = try botID(value, at: ceilingPath, of: registration)
            if rungs.contains(id) || registration.bot(id)?.isFuzzer == true {
                throw JSONInputError(path: ceilingPath, problem: "is \"\(id)\", \(rungs.contains(id) ? "a rung of the ladder" : "a checking bot")",
                                     fix: "name a player above the rungs (a clairvoyant search, clairvoyant-N, or a perfect player) and leave it out of \"rungs\"")
            }
            ceiling = id
        }
        try object.finish()
        var draft = LadderDraft(path: ladderPath, rungs: rungs, targets: targets, margin: margin)
        draft.ceiling = ceiling
        return draft
    }

    /// One ladder's configurations for one sweep combination: every rung (a game of one seat), or every match of every
    /// pair of rungs seated by the game's ``SkillLadder/Seating`` (several seats), in that order; then the ceiling, if any
    /// (one seat: one configuration; several seats: a match of the ceiling against the last rung, the declared strongest, seated the
    /// same way).
    func ladderPositions(_ draft: LadderDraft, registration: GameRegistration, configuration: GameConfiguration) -> [(BotAssignment, LadderPlacement.Position)] {
        let seats = registration.seats(in: configuration)
        guard seats >= 2 else {
            return draft.rungs.indices.map { (BotAssignment(draft.rungs[$0]), .rung($0)) } + (draft.ceiling.map { [(BotAssignment($0), .ceiling)] } ?? [])
        }
        let ladder = SkillLadder(draft.rungs, seating: registration.skillLadder?.seating ?? .rotations)
        var positions: [(BotAssignment, LadderPlacement.Position)] = []
        for low in draft.rungs.indices {
            // A skill trace meets neighbouring budgets only: each doubling is one match.
            for high in draft.rungs.indices where high > low && (draft.trace == nil || high == low + 1) {
                for pattern in ladder.matchPatterns(seats: seats) {
                    let rungOfSeat = pattern.map { $0 ? low : high }
                    var entries = (0..<(seats - 1)).map { BotAssignment.Entry(selector: String($0), bot: draft.rungs[rungOfSeat[$0]]) }
                    entries.append(BotAssignment.Entry(selector: BotAssignment.everySeat, bot: draft.rungs[rungOfSeat[seats - 1]]))
                    positions.append((BotAssignment(entries: entries), .match(seats: rungOfSeat)))
                }
            }
        }
        // The ceiling meets the last rung (the declared strongest), seated as a rung's match: the rung in the pattern's
        // first half. One pair of the round robin's cost, not one per rung.
        if let ceiling = draft.ceiling {
            for rung in [draft.rungs.count - 1] {
                for pattern in ladder.matchPatterns(seats: seats) {
                    let bot = { (seat: Int) in pattern[seat] ? draft.rungs[rung] : ceiling }
                    var entries = (0..<(seats - 1)).map { BotAssignment.Entry(selector: String($0), bot: bot($0)) }
                    entries.append(BotAssignment.Entry(selector: BotAssignment.everySeat, bot: bot(seats - 1)))
                    positions.append((BotAssignment(entries: entries), .ceilingMatch(rung: rung, ceilingSeats: pattern.map { !$0 })))
                }
            }
        }
        return positions
    }

    /// The number of configurations a ladder makes for a configuration with `seats` seats (a skill trace's matches:
    /// neighbouring rungs only; a ceiling: one more configuration, or one more match).
    static func ladderCount(rungs: Int, seats: Int, seating: SkillLadder.Seating, isTrace: Bool = false, hasCeiling: Bool = false) -> Int {
        guard seats >= 2 else { return rungs + (hasCeiling ? 1 : 0) }
        let patterns = seating == .halves ? 2 : (seats % 2 == 0 ? seats : 2 * seats)
        return ((isTrace ? rungs - 1 : rungs * (rungs - 1) / 2) + (hasCeiling ? 1 : 0)) * patterns
    }
}

extension ScenarioLoader {
    /// Refuses gates a ladder study cannot evaluate: a sequential gate (every rung plays the same games), a ratio of
    /// a skill figure, and a skill figure the ladder does not have (checked per configuration in ``appendLadder``).
    func checkLadderGates(_ drafts: [GateDraft], ladder: LadderDraft) throws(JSONInputError) {
        for draft in drafts {
            if draft.sequentialMaxGames != nil {
                throw JSONInputError(path: draft.path.appending(key: "sequential"), problem: "is true in a ladder study, whose rungs must play the same deals",
                                     fix: "remove \"sequential\" and \"maxGames\", and raise the study's \"games\" instead")
            }
            if draft.metric.hasPrefix(SkillFigure.prefix) && draft.ratioTo != nil || (draft.ratioTo ?? "").hasPrefix(SkillFigure.prefix) {
                throw JSONInputError(path: draft.path.appending(key: "ratioTo"), problem: "divides a skill figure",
                                     fix: "gate the skill figure itself (a difference, a rate or a rating), without \"ratioTo\"")
            }
        }
    }

    /// Appends one ladder (one sweep combination of a ladder study): its configurations, each with the study's gates
    /// on configuration metrics, and the gates on skill figures (`skill.…`) on its first configuration only.
    func appendLadder(
        _ draft: LadderDraft, gateDrafts: [GateDraft], registration: GameRegistration, configuration: GameConfiguration, swept: [String],
        coverage: [(label: String, share: Double)], confirm: Int?, at path: JSONPath, into configurations: inout [ScenarioConfiguration]
    ) throws(JSONInputError) {
        let positions = ladderPositions(draft, registration: registration, configuration: configuration)
        guard configurations.count + positions.count <= maxConfigurations else {
            throw JSONInputError(
                path: path, problem: "makes \(NumberFormat.grouped(configurations.count + positions.count)) configurations with its ladder's matches, "
                    + "above the limit of \(NumberFormat.grouped(maxConfigurations))",
                fix: "name fewer rungs in \"ladder\": {\"rungs\": [...]}, sweep fewer values, or raise the limit with --max-configurations N")
        }
        let isMatch = positions.first.map { if case .match = $0.1 { true } else { false } } ?? false
        let names = SkillFigure.names(rungs: draft.rungs, isMatch: isMatch, neighboursOnly: isMatch && draft.trace != nil)
        if let trace = draft.trace, isMatch, trace.margin >= 0.5 {
            throw JSONInputError(path: draft.path.appending(key: "margin"),
                                 problem: "is \(trace.margin), but \(registration.descriptor.id) has several seats here, where a doubling's gain is a win-rate share above one half",
                                 fix: "give a share from 0.001 to 0.49, e.g. 0.05 (5 points of win rate)")
        }
        let skillDrafts = gateDrafts.filter { $0.metric.hasPrefix(SkillFigure.prefix) }
        for skill in skillDrafts where !names.contains(skill.metric) {
            let suggestion = JSONSuggestion.closest(to: skill.metric, among: names).map { "did you mean \"\($0)\"? " } ?? ""
            throw JSONInputError(path: skill.path.appending(key: "metric"),
                                 problem: "\"\(skill.metric)\" is not a skill figure of this ladder (\(draft.rungs.joined(separator: " < ")))",
                                 fix: "\(suggestion)use one of: \(names.joined(separator: ", "))")
        }
        // A ladder's matches mix rungs among the seats: no seat's edge or final margin there is the game's.
        if isMatch, let seated = gateDrafts.first(where: { $0.answer == .fair || $0.answer == .close }) {
            throw JSONInputError(path: seated.path.appending(key: "metric"),
                                 problem: "asks \"\(seated.answer?.text ?? "")\" of a ladder's matches, which mix rungs among the seats",
                                 fix: "gate it in a study where one bot holds every seat (\"bots\": [\"\(draft.rungs[0])\"])")
        }
        // The skill answer and the skill figures read the whole ladder: gated once, on its first configuration.
        let readsLadder = { (gate: GateDraft) in gate.metric.hasPrefix(SkillFigure.prefix) || gate.answer == .skill }
        let plain = try gates(gateDrafts.filter { !readsLadder($0) }, registration: registration, configuration: configuration)
        let skillGates = gateDrafts.filter(readsLadder).map { draft in
            draft.answer == .skill
                ? Gate(id: draft.id, metric: .answer(.skill), inconclusivePasses: draft.inconclusivePasses, expected: draft.expected)
                : Gate(id: draft.id, metric: .skill(draft.metric), atLeast: draft.atLeast, atMost: draft.atMost, confidence: draft.confidence,
                       inconclusivePasses: draft.inconclusivePasses, isEquivalenceTest: draft.equivalence)
        }
        let ladderNumber = Set(configurations.compactMap { $0.ladder?.ladder }).count
        for (offset, (assignment, position)) in positions.enumerated() {
            var resolved = ScenarioConfiguration(
                index: configurations.count, registration: registration, bots: assignment, configuration: configuration,
                sweptParameters: swept, coverageRequirements: coverage, gates: offset == 0 ? skillGates + plain : plain)
            resolved.confirm = confirm
            resolved.ladder = LadderPlacement(ladder: ladderNumber, rungs: draft.rungs, position: position, targets: draft.targets, margin: draft.margin,
                                              trace: draft.trace, ceiling: draft.ceiling)
            configurations.append(resolved)
        }
    }
}
