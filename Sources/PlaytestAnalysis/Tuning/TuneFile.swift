import PlaytestHarness

/// A tuning file, read and validated: the scenario every candidate plays, and the `tune` spec.
///
/// ```json
/// { "name": "tune-snakesss", "seed": 1,
///   "studies": [{ "game": "snakesss", "bots": ["ownBelief"], "sweep": { "players": [4, 5, 6, 7, 8] } }],
///   "tune": {
///     "parameters": { "rightBase": { "min": 0, "max": 3, "step": 1 } },
///     "objective": { "kind": "target", "metric": "snakeMinusNonSnakePerRound", "value": 0 },
///     "budget": { "candidates": 32, "games": 100, "generations": 2, "confirmGames": 1000 },
///     "changePenalty": 0.01,
///     "report": ["snakePointsPerRound"] } }
/// ```
public struct TuneFile: Sendable {
    /// The scenario, without its `tune` key, resolved.
    public let scenario: Scenario
    /// The scenario's JSON without the `tune` key, as the file wrote it: the base of the proposed scenario.
    public let scenarioJSON: JSONValue
    /// The search.
    public let spec: TuneSpec

    /// Creates a tune file from its parts (tests build them directly).
    public init(scenario: Scenario, scenarioJSON: JSONValue, spec: TuneSpec) {
        self.scenario = scenario
        self.scenarioJSON = scenarioJSON
        self.spec = spec
    }

    /// The most grid values one tuned parameter may have.
    public static let maxGridValues = 10_000

    /// Reads `text` (from `file`, named in errors) with `loader`.
    ///
    /// - Throws: `JSONInputError` naming the file and the JSON path, e.g. `$.tune.parameters.rightBase.step`.
    public static func load(_ text: String, file: String, loader: ScenarioLoader) throws(JSONInputError) -> TuneFile {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw error.inFile(file)
        }
        guard case .object(let members) = root else {
            throw JSONInputError(path: .root, problem: "is \(root.kindDescription)", fix: "write a scenario object with a \"tune\" key").inFile(file)
        }
        guard let tune = members.first(where: { $0.key == "tune" })?.value else {
            throw JSONInputError(path: JSONPath.root.appending(key: "tune"), problem: "is missing",
                                 fix: "add \"tune\": {\"parameters\": ..., \"objective\": ..., \"budget\": ...} (see docs/tune.md)").inFile(file)
        }
        let base = JSONValue.object(members.filter { $0.key != "tune" })
        let scenario = try loader.load(base.description, file: file)
        do {
            let spec = try readSpec(tune, at: JSONPath.root.appending(key: "tune"), scenario: scenario, base: base)
            return TuneFile(scenario: scenario, scenarioJSON: base, spec: spec)
        } catch {
            throw error.inFile(file)
        }
    }

    /// Checks that every metric the spec names is one of `available` (the game's measurement names, its quality
    /// measures among them) or, for the objective and the report, an answer with a number (``AnswerFigure``).
    ///
    /// - Throws: `JSONInputError` at the objective's or the report's path, listing the metrics there are.
    public func checkMetrics(available: [String], file: String) throws(JSONInputError) {
        let tunePath = JSONPath.root.appending(key: "tune")
        func check(_ name: String, at path: JSONPath, answers: Bool = true) throws(JSONInputError) {
            if answers, let question = AnswerFigure.question(named: name) {
                try checkAnswer(question, named: name, at: path, file: file)
                return
            }
            guard !available.contains(name) else { return }
            let named = available + (answers ? AnswerFigure.names : [])
            let verdictOnly = answers && AnswerGate.question(named: name) != nil
            throw JSONInputError(path: path, problem: verdictOnly ? "is \"\(name)\", an answer with no number to aim at (a verdict: gate it instead)"
                                    : "is \"\(name)\", not a metric of \(scenario.configurations[0].game)",
                                 fix: (JSONSuggestion.closest(to: name, among: named).map { "did you mean \"\($0)\"? " } ?? "")
                                    + "use one of: \(named.joined(separator: ", "))").inFile(file)
        }
        switch spec.objective {
        case .target(let metric, _): try check(metric, at: tunePath.appending(key: "objective").appending(key: "metric"))
        case .equal(let metric, let other):
            try check(metric, at: tunePath.appending(key: "objective").appending(key: "metrics").appending(index: 0))
            try check(other, at: tunePath.appending(key: "objective").appending(key: "metrics").appending(index: 1))
        case .risesWithRarity: break
        }
        for (index, metric) in spec.reportMetrics.enumerated() {
            try check(metric, at: tunePath.appending(key: "report").appending(index: index))
        }
        if let skill = spec.skill { try check(skill.metric, at: tunePath.appending(key: "skill").appending(key: "metric"), answers: false) }
    }

    /// Refuses an answer no configuration can give a number for: fair needs one bot in every seat of every
    /// configuration, fair and close two or more seats.
    func checkAnswer(_ question: DesignAnswer.Question, named name: String, at path: JSONPath, file: String) throws(JSONInputError) {
        for configuration in scenario.configurations {
            if question == .fair, configuration.bots.uniformBot == nil {
                throw JSONInputError(path: path, problem: "is \"\(name)\", but \(configuration.label) seats different bots, so no seat's edge "
                                        + "can be told from a bot's", fix: "give every study one bot for every seat, e.g. \"bots\": [\"random\"]").inFile(file)
            }
            if question != .length, configuration.registration.seats(in: configuration.configuration) < 2 {
                throw JSONInputError(path: path, problem: "is \"\(name)\", but \(configuration.label) has one seat",
                                     fix: "aim at a metric of the game, or play it with two or more seats").inFile(file)
            }
        }
    }
}
