import PlaytestHarness

/// Reads and validates a scenario file strictly: every error names the file, the JSON path, the problem and the fix.
public struct ScenarioLoader: Sendable {
    /// The games a scenario may name.
    public let games: [GameRegistration]
    /// Reads a file a file parameter names (nil when it cannot); the loader itself touches no files.
    public let readFile: @Sendable (String) -> String?
    /// The most configurations the scenario may resolve to; counted before any is built.
    public let maxConfigurations: Int
    /// The scenario's ideal range of steps per game while its studies are read (`idealSteps`): its gates may then name
    /// `quality.duration`.
    var idealSteps: ClosedRange<Int>? = nil
    /// False while reading a scenario that turns the quality measures off (`"quality": false`): its gates may then name
    /// none of them.
    var tracksQuality = true

    /// A loader for these games; `readFile` reads the files that file parameters name (by default none can be read).
    public init(
        games: [GameRegistration], readFile: @escaping @Sendable (String) -> String? = { _ in nil },
        maxConfigurations: Int = Scenario.defaultMaxConfigurations
    ) {
        self.games = games
        self.readFile = readFile
        self.maxConfigurations = maxConfigurations
    }

    /// Parses and validates scenario text, applies the command line's overrides, and resolves every configuration.
    ///
    /// `file` is used only in error messages.
    /// - Throws: `JSONInputError` naming the file.
    public func load(_ text: String, file: String, overrides: ScenarioOverrides = ScenarioOverrides()) throws(JSONInputError) -> Scenario {
        var scenario: Scenario
        do {
            scenario = try read(JSONParser.parse(text), overrides: overrides.parameters)
        } catch {
            throw error.inFile(file)
        }
        if let games = overrides.games { scenario.games = games }
        if let seed = overrides.seed { scenario.seed = seed }
        return scenario
    }

    // MARK: - Reading

    func read(_ value: JSONValue, overrides: ParameterOverrides = .none) throws(JSONInputError) -> Scenario {
        var root = try JSONObjectReader(value, at: .root)
        let name = try root.string("name")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }) else {
            throw JSONInputError(path: JSONPath.root.appending(key: "name"), problem: "is \"\(name)\", not a usable folder name",
                                 fix: "use letters, digits, '-' and '_' only, e.g. \"dice\"")
        }
        let description = try root.optionalString("description") ?? ""
        let seed = try root.optionalUnsigned64("seed") ?? 1
        let games = try root.optionalInteger("games", in: Scenario.gamesRange) ?? 100
        let maxSteps = try root.optionalInteger("maxSteps", in: Scenario.maxStepsRange) ?? 100_000
        let idealSteps = try readIdealSteps(&root)
        let tracksQuality = try root.optionalBool("quality") ?? true
        var ruleSets: [String] = []
        for game in self.games { for rules in game.descriptor.ruleSets where !ruleSets.contains(rules) { ruleSets.append(rules) } }
        let defaultRules = try root.optionalOneOf("rules", allowed: ruleSets)
        let studies = try root.array("studies")
        guard !studies.isEmpty else {
            throw JSONInputError(path: JSONPath.root.appending(key: "studies"), problem: "is empty",
                                 fix: "list at least one study, e.g. {\"game\": \"dice\"}")
        }
        if root.contains("tune") {
            throw JSONInputError(path: JSONPath.root.appending(key: "tune"), problem: "makes this a tuning file, which 'run' does not play",
                                 fix: "tune it with 'playtest tune FILE', then run the proposed.json it writes")
        }
        try root.finish()
        var configurations: [ScenarioConfiguration] = []
        var named: [GameDescriptor] = []
        var loader = self
        loader.idealSteps = idealSteps
        loader.tracksQuality = tracksQuality
        for study in studies {
            try loader.readStudy(study.value, at: study.path, defaultRules: defaultRules, overrides: overrides, into: &configurations)
            if let last = configurations.last?.registration.descriptor, !named.contains(where: { $0.id == last.id }) { named.append(last) }
        }
        do {
            try overrides.validate(against: named)
        } catch {
            throw JSONInputError(option: "--param \(error.parameter)", problem: error.problem, fix: "use \(error.allowed)")
        }
        return Scenario(name: name, description: description, seed: seed, games: games, maxSteps: maxSteps,
                        configurations: ScenarioConfiguration.distinguishingLabels(configurations), idealSteps: idealSteps,
                        tracksQuality: tracksQuality)
    }

    func readStudy(
        _ value: JSONValue, at path: JSONPath, defaultRules: String?, overrides: ParameterOverrides,
        into configurations: inout [ScenarioConfiguration]
    ) throws(JSONInputError) {
        var study = try JSONObjectReader(value, at: path)
        let ids = games.map(\.descriptor.id)
        let gameID = try study.oneOf("game", allowed: ids)
        let registration = games[ids.firstIndex(of: gameID)!]
        let descriptor = registration.descriptor
        let rules = try study.optionalOneOf("rules", allowed: descriptor.ruleSets) ?? defaultRules ?? descriptor.ruleSets[0]
        guard descriptor.ruleSets.contains(rules) else {
            throw JSONInputError(path: path, problem: "plays \(gameID), which has no rule set \"\(rules)\"",
                                 fix: "give the study \"rules\": one of \(descriptor.ruleSets.joined(separator: ", "))")
        }
        let declaredLadder = try readLadder(&study, at: path, of: registration)
        let trace = try readSkillTrace(&study, at: path, of: registration)
        if declaredLadder != nil, trace != nil {
            throw JSONInputError(path: path.appending(key: "skillTrace"), problem: "is given with \"ladder\" in the same study",
                                 fix: "put the skill trace in a study of its own (it is a ladder of the family's budgets)")
        }
        let ladder = declaredLadder ?? trace
        if ladder != nil, study.contains("bots") {
            throw JSONInputError(path: path.appending(key: "bots"), problem: "is given in a ladder study, whose rungs are its bots",
                                 fix: "remove \"bots\", or name the rungs in \"ladder\": {\"rungs\": [...]}")
        }
        var bots = registration.bots.map { BotAssignment($0.id) }
        if let list = try study.optionalArray("bots") {
            guard !list.isEmpty else {
                throw JSONInputError(path: path.appending(key: "bots"), problem: "is empty",
                                     fix: "name at least one of: \(registration.botChoices.joined(separator: ", "))")
            }
            bots = []
            for item in list {
                let assignment = try botAssignment(item.value, at: item.path, of: registration)
                if let earlier = bots.firstIndex(of: assignment) {
                    throw JSONInputError(path: item.path, problem: "repeats the bot \(assignment) of the \(gameID) study (already \(path.appending(key: "bots").appending(index: earlier)))",
                                         fix: "list each bot once; raise \"games\" to play more games")
                }
                bots.append(assignment)
            }
        }
        var fixed: [(name: String, value: ParameterValue)] = []
        if var parameters = try study.optionalObject("parameters") {
            for entry in parameters.entries() {
                fixed.append((entry.key, try parameter(entry.value, named: entry.key, at: entry.path, of: descriptor)))
            }
            try parameters.finish()
        }
        var sweeps: [(name: String, values: [ParameterValue])] = []
        if var sweep = try study.optionalObject("sweep") {
            for entry in sweep.entries() {
                if fixed.contains(where: { $0.name == entry.key }) {
                    throw JSONInputError(path: entry.path, problem: "is also set in \(path.appending(key: "parameters").appending(key: entry.key))",
                                         fix: "set \(entry.key) in \"parameters\" or in \"sweep\", not both")
                }
                let items = try JSONObjectReader.array(entry.value, at: entry.path)
                guard (1...1_000).contains(items.count) else {
                    throw JSONInputError(path: entry.path, problem: "has \(items.count) values", fix: "list 1 to 1000 values to sweep")
                }
                var values: [ParameterValue] = []
                for item in items {
                    let value = try parameter(item.value, named: entry.key, at: item.path, of: descriptor)
                    if let earlier = values.firstIndex(of: value) {
                        throw JSONInputError(
                            path: item.path, problem: "repeats \(value) (already value \(earlier + 1) of the sweep)",
                            fix: "list each value of \(entry.key) once; a repeated value would play the same configuration twice")
                    }
                    values.append(value)
                }
                sweeps.append((entry.key, values))
            }
            try sweep.finish()
        }
        // The game's own requirements are for `check`, over all its checking bots; a study names its own, per configuration.
        var coverage: [(label: String, share: Double)] = []
        if var requirements = try study.optionalObject("coverage") {
            let labels = registration.coverageLabels.map(\.name)
            for entry in requirements.entries() {
                guard labels.contains(entry.key) else {
                    throw JSONInputError(path: entry.path, problem: "is not a coverage label of \(gameID)",
                                         fix: labels.isEmpty ? "\(gameID) has no coverage labels; remove the key"
                                            : "use one of: \(labels.joined(separator: ", "))"
                                            + (JSONSuggestion.closest(to: entry.key, among: labels).map { "; did you mean \"\($0)\"?" } ?? ""))
                }
                let share = try JSONObjectReader.double(entry.value, at: entry.path, in: 0...1)
                coverage.removeAll { $0.label == entry.key }
                coverage.append((entry.key, share))
            }
            try requirements.finish()
        }
        let gateDrafts = try readGates(&study, at: path)
        let confirm = try study.optionalInteger("confirm", in: Scenario.confirmRange)
        let questions = try readQuestions(&study, at: path)
        let series = try readSeries(&study, at: path)
        try study.finish()
        let commandLine: [(name: String, value: ParameterValue)]
        do {
            commandLine = try overrides.values(for: descriptor)
        } catch {
            throw JSONInputError(option: "--param \(error.parameter)", problem: "\(error.problem) (for \(gameID) in \(path))", fix: "use \(error.allowed)")
        }
        try checkAnswerBots(gateDrafts, bots: bots, registration: registration, isLadder: ladder != nil)
        if let ladder {
            try checkLadderGates(gateDrafts, ladder: ladder)
            bots = []
        } else if let skill = gateDrafts.first(where: { $0.metric.hasPrefix(SkillFigure.prefix) || ($0.ratioTo ?? "").hasPrefix(SkillFigure.prefix) }) {
            throw JSONInputError(path: skill.path.appending(key: "metric"), problem: "names a skill figure in a study that is not a ladder",
                                 fix: "add \"ladder\": true to the study, or name a metric of its configurations")
        }
        try checkCount(of: sweeps, bots: ladder.map { $0.rungs.count + ($0.ceiling == nil ? 0 : 1) } ?? bots.count, at: path, after: configurations.count)
        let firstOfStudy = configurations.count
        for combination in Self.combinations(sweeps) {
            let settings = fixed + combination + commandLine
            var configuration: GameConfiguration
            do {
                configuration = try descriptor.configuration(rules: rules, settings: settings)
            } catch {
                throw JSONInputError(path: path, problem: "has an invalid parameter: \(error)", fix: "use \(error.allowed)")
            }
            configuration = try descriptor.attachingFiles(to: configuration, read: readFile)
            try checkSeries(series, registration: registration, configuration: configuration)
            if let ladder {
                try appendLadder(ladder, gateDrafts: gateDrafts, registration: registration, configuration: configuration,
                                 swept: combination.map { "\($0.name)=\($0.value)" }, coverage: coverage, confirm: confirm, at: path, into: &configurations)
                continue
            }
            let gates = try gates(gateDrafts, registration: registration, configuration: configuration)
            for assignment in bots {
                var resolved = ScenarioConfiguration(
                    index: configurations.count, registration: registration, bots: assignment, configuration: configuration,
                    sweptParameters: combination.map { "\($0.name)=\($0.value)" }, coverageRequirements: coverage, gates: gates)
                resolved.confirm = confirm
                configurations.append(resolved)
            }
        }
        for index in firstOfStudy..<configurations.count {
            configurations[index].questions = questions
            configurations[index].series = series.map(\.name)
        }
    }

    /// Reads one entry of `bots`: a bot id for every seat, or an object of selector to bot id including `*`.
    func botAssignment(_ value: JSONValue, at path: JSONPath, of registration: GameRegistration) throws(JSONInputError) -> BotAssignment {
        if case .string = value {
            return BotAssignment(try botID(value, at: path, of: registration))
        }
        var object = try JSONObjectReader(value, at: path)
        let descriptor = registration.descriptor
        var entries: [BotAssignment.Entry] = []
        for entry in object.entries() {
            let selector = entry.key
            let isSeat = Int(selector).map { $0 >= 0 } ?? false
            guard selector == BotAssignment.everySeat || isSeat || descriptor.seatGroups.contains(selector) else {
                let groups = descriptor.seatGroups.isEmpty ? "" : ", or a team or role: " + descriptor.seatGroups.joined(separator: ", ")
                throw JSONInputError(path: entry.path, problem: "is not a seat of \(descriptor.id)",
                                     fix: "use \"*\" (every other seat), a seat number\(groups)")
            }
            entries.append(BotAssignment.Entry(selector: selector, bot: try botID(entry.value, at: entry.path, of: registration)))
        }
        try object.finish()
        guard entries.contains(where: { $0.selector == BotAssignment.everySeat }) else {
            throw JSONInputError(path: path, problem: "names no bot for \"*\", the seats no other key names",
                                 fix: "add \"*\": one of \(registration.botChoices.joined(separator: ", "))")
        }
        return BotAssignment(entries: entries)
    }

    /// Reads one parameter value and validates it against the game's spec.
    func parameter(_ value: JSONValue, named name: String, at path: JSONPath, of descriptor: GameDescriptor) throws(JSONInputError) -> ParameterValue {
        guard let spec = descriptor.parameter(named: name) else {
            let known = descriptor.parameters.map(\.name)
            throw JSONInputError(path: path, problem: "is not a parameter of \(descriptor.id)",
                                 fix: "use one of: \(known.joined(separator: ", "))" + (JSONSuggestion.closest(to: name, among: known).map { "; did you mean \"\($0)\"?" } ?? ""))
        }
        let raw: ParameterValue
        switch (value, spec.kind) {
        case (.number, .integer), (.number, .integerChoice):
            raw = .integer(try JSONObjectReader.integer(value, at: path, in: Int.min...Int.max))
        case (.number, .double(let range)):
            raw = .double(try JSONObjectReader.double(value, at: path, in: range))
        case (.bool(let flag), _): raw = .bool(flag)
        case (.string(let word), .file): raw = .string(word)
        case (.string(let word), _): raw = .string(word)
        case (.array(let items), .text):
            var words: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let word) = item else {
                    throw JSONInputError(path: path.appending(index: index), problem: "is \(item.kindDescription)", fix: "use \(spec.allowed)")
                }
                words.append(word)
            }
            raw = .string(words.joined(separator: "-"))
        default:
            throw JSONInputError(path: path, problem: "is \(value.kindDescription)", fix: "use \(spec.allowed)")
        }
        do {
            return try spec.validate(raw)
        } catch {
            throw JSONInputError(path: path, problem: error.problem, fix: "use \(error.allowed)")
        }
    }

    /// Refuses a study whose configurations (every combination of its sweeps, each with every bot entry), added to
    /// the `earlier` ones, would pass ``maxConfigurations``; counted without building any, and without overflow.
    func checkCount(of sweeps: [(name: String, values: [ParameterValue])], bots: Int, at path: JSONPath, after earlier: Int) throws(JSONInputError) {
        var count = bots
        for sweep in sweeps {
            let (product, overflow) = count.multipliedReportingOverflow(by: sweep.values.count)
            count = overflow ? Int.max : product
        }
        let (total, overflow) = earlier.addingReportingOverflow(count)
        guard overflow || total > maxConfigurations else { return }
        let sizes = sweeps.map { "\($0.values.count) \($0.name)" } + ["\(bots) bot \(bots == 1 ? "entry" : "entries")"]
        let shown = overflow || count == Int.max ? "more than \(NumberFormat.grouped(Int.max))" : NumberFormat.grouped(count)
        throw JSONInputError(
            path: path, problem: "makes \(shown) configurations (\(sizes.joined(separator: " x ")))"
                + (earlier > 0 ? " after \(NumberFormat.grouped(earlier)) from earlier studies" : "")
                + ", above the limit of \(NumberFormat.grouped(maxConfigurations))",
            fix: "sweep fewer values or list fewer bots, or raise the limit with --max-configurations N")
    }

    /// Every combination of the swept values, the first sweep outermost.
    static func combinations(_ sweeps: [(name: String, values: [ParameterValue])]) -> [[(name: String, value: ParameterValue)]] {
        var result: [[(name: String, value: ParameterValue)]] = [[]]
        for sweep in sweeps {
            result = result.flatMap { prefix in sweep.values.map { prefix + [(sweep.name, $0)] } }
        }
        return result
    }
}
