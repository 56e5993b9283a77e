import PlaytestHarness

// MARK: - Reading the tune spec

extension TuneFile {
    static func readSpec(_ value: JSONValue, at path: JSONPath, scenario: Scenario, base: JSONValue) throws(JSONInputError) -> TuneSpec {
        var tune = try JSONObjectReader(value, at: path)
        var parameterObject = try tune.object("parameters")
        var parameters: [TunedParameter] = []
        for entry in parameterObject.entries() {
            parameters.append(try readParameter(entry.value, named: entry.key, at: entry.path, scenario: scenario, base: base))
        }
        try parameterObject.finish()
        guard !parameters.isEmpty else {
            throw JSONInputError(path: path.appending(key: "parameters"), problem: "is empty",
                                 fix: "name at least one whole-number parameter, e.g. \"pairPoints\": {\"min\": 0, \"max\": 100, \"step\": 5}")
        }
        let objective = try readObjective(try tune.object("objective"), parameters: parameters, scenario: scenario)
        var budget = TuneBudget()
        if var reader = try tune.optionalObject("budget") {
            budget.candidates = try reader.optionalInteger("candidates", in: 1...100_000) ?? budget.candidates
            budget.games = try reader.optionalInteger("games", in: 1...1_000_000) ?? budget.games
            budget.generations = try reader.optionalInteger("generations", in: 1...100) ?? budget.generations
            budget.confirmGames = try reader.optionalInteger("confirmGames", in: 2...10_000_000) ?? budget.confirmGames
            try reader.finish()
        }
        let penalty = try tune.optionalDouble("changePenalty", in: 0...1e9) ?? 0
        var report: [String] = []
        if let list = try tune.optionalArray("report") {
            for item in list { report.append(try JSONObjectReader.string(item.value, at: item.path)) }
        }
        let skill = try tune.optionalObject("skill").map { reader throws(JSONInputError) in try readSkill(reader, scenario: scenario) }
        try tune.finish()
        return TuneSpec(parameters: parameters, objective: objective, budget: budget, changePenalty: penalty, reportMetrics: report, skill: skill)
    }

    static func readParameter(_ value: JSONValue, named name: String, at path: JSONPath, scenario: Scenario, base: JSONValue) throws(JSONInputError) -> TunedParameter {
        var spec: ParameterSpec?
        for configuration in scenario.configurations {
            guard let found = configuration.registration.descriptor.parameter(named: name) else {
                let known = configuration.registration.descriptor.parameters.map(\.name)
                throw JSONInputError(path: path, problem: "is not a parameter of \(configuration.game)",
                                     fix: (JSONSuggestion.closest(to: name, among: known).map { "did you mean \"\($0)\"? " } ?? "")
                                        + "use one of: \(known.joined(separator: ", "))")
            }
            spec = found
        }
        guard let spec, case .integer(let allowed) = spec.kind, case .integer(let defaultValue) = spec.defaultValue else {
            throw JSONInputError(path: path, problem: "is not a whole-number parameter", fix: "tune whole-number parameters only (scoring table entries)")
        }
        // The search starts from the game's default, so a study may not set or sweep a tuned parameter.
        if case .array(let studies)? = base["studies"] {
            for (index, study) in studies.enumerated() {
                for key in ["parameters", "sweep"] where study[key]?[name] != nil {
                    throw JSONInputError(path: path, problem: "is also set in $.studies[\(index)].\(key)",
                                         fix: "remove \(name) from the study: the search starts from the game's default and moves it")
                }
            }
        }
        var reader = try JSONObjectReader(value, at: path)
        let minimum = try reader.integer("min", in: allowed)
        let maximum = try reader.integer("max", in: allowed)
        let step = try reader.optionalInteger("step", in: 1...Int(Int32.max)) ?? 1
        try reader.finish()
        guard minimum <= defaultValue, defaultValue <= maximum else {
            throw JSONInputError(path: path, problem: "ranges \(minimum) to \(maximum), which leaves out the default \(defaultValue)",
                                 fix: "widen min and max to include \(defaultValue), where the search starts")
        }
        guard (maximum - minimum) / step < maxGridValues else {
            throw JSONInputError(path: path.appending(key: "step"), problem: "makes \((maximum - minimum) / step + 1) grid values",
                                 fix: "use a step of at least \((maximum - minimum) / (maxGridValues - 1) + 1)")
        }
        return TunedParameter(name: name, defaultValue: defaultValue, minimum: minimum, maximum: maximum, step: step)
    }

    static func readObjective(_ reader: JSONObjectReader, parameters: [TunedParameter], scenario: Scenario) throws(JSONInputError) -> TuneObjective {
        var reader = reader
        let kind = try reader.oneOf("kind", allowed: ["target", "equal", "risesWithRarity"])
        let objective: TuneObjective
        switch kind {
        case "target":
            objective = .target(metric: try reader.string("metric"), value: try reader.double("value", in: -1e12...1e12))
        case "equal":
            let list = try reader.array("metrics")
            guard list.count == 2 else {
                throw JSONInputError(path: reader.path.appending(key: "metrics"), problem: "has \(list.count) entries",
                                     fix: "name exactly two metrics, e.g. [\"snakePointsPerRound\", \"nonSnakePointsPerRound\"]")
            }
            objective = .equal(metric: try JSONObjectReader.string(list[0].value, at: list[0].path),
                               other: try JSONObjectReader.string(list[1].value, at: list[1].path))
        default:
            var sharesReader = try reader.object("shares")
            var shares: [(parameter: String, share: Double)] = []
            var intervals: [String: ClosedRange<Double>] = [:]
            for entry in sharesReader.entries() {
                let descriptor = scenario.configurations[0].registration.descriptor
                guard let spec = descriptor.parameter(named: entry.key), case .integer = spec.kind else {
                    throw JSONInputError(path: entry.path, problem: "is not a whole-number parameter of \(descriptor.id)",
                                         fix: "name the parameters that hold the points, e.g. \"pairPoints\"")
                }
                // A share (0 to 1), a rarity figure, or {"value": v, "lower": l, "upper": u} with its 95% interval.
                if case .object = entry.value {
                    var figure = try JSONObjectReader(entry.value, at: entry.path)
                    let value = try figure.double("value", in: 0...1e9)
                    let lower = try figure.double("lower", in: 0...1e9)
                    let upper = try figure.double("upper", in: 0...1e9)
                    try figure.finish()
                    guard lower <= value, value <= upper else {
                        throw JSONInputError(path: entry.path, problem: "has value \(value) outside its interval \(lower) to \(upper)",
                                             fix: "give lower <= value <= upper")
                    }
                    shares.append((entry.key, value))
                    intervals[entry.key] = lower...upper
                } else {
                    shares.append((entry.key, try JSONObjectReader.double(entry.value, at: entry.path, in: 0...1e9)))
                }
            }
            try sharesReader.finish()
            guard shares.count >= 2 else {
                throw JSONInputError(path: sharesReader.path, problem: "has \(shares.count) entries", fix: "give at least two parameters with their shares")
            }
            guard parameters.contains(where: { p in shares.contains { $0.parameter == p.name } }) else {
                throw JSONInputError(path: sharesReader.path, problem: "names none of the tuned parameters",
                                     fix: "tune some of: \(shares.map(\.parameter).joined(separator: ", "))")
            }
            objective = .risesWithRarity(shares: shares, intervals: intervals)
        }
        try reader.finish()
        return objective
    }

    /// Reads `tune.skill`: `{"weaker": bot, "stronger": bot, "metric": name, "upsetRate": {"min": a, "max": b}, "weight": w}`.
    static func readSkill(_ reader: JSONObjectReader, scenario: Scenario) throws(JSONInputError) -> SkillTarget {
        var reader = reader
        let registration = scenario.configurations[0].registration
        let playing = registration.bots.filter { !$0.isFuzzer }.map(\.id)
        func bot(_ key: String) throws(JSONInputError) -> String {
            let id = try reader.string(key)
            guard registration.bot(id) != nil else {
                throw JSONInputError(path: reader.path.appending(key: key), problem: "is \"\(id)\", not a bot of \(registration.descriptor.id)",
                                     fix: (JSONSuggestion.closest(to: id, among: playing).map { "did you mean \"\($0)\"? " } ?? "")
                                        + "use one of: \(playing.joined(separator: ", "))")
            }
            return id
        }
        let weaker = try bot("weaker")
        let stronger = try bot("stronger")
        guard weaker != stronger else {
            throw JSONInputError(path: reader.path.appending(key: "stronger"), problem: "is the same bot as weaker (\"\(weaker)\")",
                                 fix: "name two rungs, the weaker first, e.g. \"weaker\": \"random\", \"stronger\": \"greedy\"")
        }
        let metric = try reader.string("metric")
        var band = try reader.object("upsetRate")
        let minimum = try band.double("min", in: 0...1)
        let maximum = try band.double("max", in: 0...1)
        try band.finish()
        guard minimum <= maximum else {
            throw JSONInputError(path: band.path, problem: "has min \(minimum) above max \(maximum)", fix: "give min <= max, e.g. {\"min\": 0.05, \"max\": 0.2}")
        }
        let weight = try reader.optionalDouble("weight", in: 0...1e9) ?? 100
        try reader.finish()
        return SkillTarget(weaker: weaker, stronger: stronger, metric: metric, upsetBand: minimum...maximum, weight: weight)
    }
}
